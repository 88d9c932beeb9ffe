// The host of a Referer header, lower case, or "direct" when there is none: never its path or query.
export const DIRECT = 'direct'

export function referrerHostOf(referer: string | null): string {
  if (!referer) return DIRECT
  try {
    const host = new URL(referer).hostname.toLowerCase()
    return host && host.length <= 253 ? host : DIRECT
  } catch {
    return DIRECT
  }
}
