// The host of a Referer header, lower case, or "direct" when there is none: never its path or query.
// Read with one regular expression (about 0.2 µs; new URL() takes 1.6): scheme://[user@]host[:port]…
export const DIRECT = 'direct'

const HOST = /^[a-z][a-z0-9+.-]*:\/\/(?:[^/?#@]*@)?(\[[0-9a-f:.]*\]|[^/?#:\s\\]+)/i

export function referrerHostOf(referer: string | null): string {
  const host = referer ? HOST.exec(referer)?.[1] : undefined
  return host && host.length <= 253 ? host.toLowerCase() : DIRECT
}
