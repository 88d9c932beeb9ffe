// Where an e-mail link may send the browser (wire contract §6.2): only Snip's own origin — same scheme and
// host, any port for loopback hosts. Anything else falls back to the default page: no open redirect.
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0'])

function parse(raw: string): URL | null {
  try {
    const url = new URL(raw)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null
  } catch {
    return null
  }
}

export function isAllowedRedirect(publicUrl: string, candidate: string): boolean {
  const site = parse(publicUrl)
  const url = parse(candidate)
  if (!site || !url || url.username || url.password) return false
  if (url.protocol !== site.protocol) return false
  if (url.host === site.host) return true
  return LOOPBACK.has(url.hostname) && url.hostname === site.hostname
}

/**
 * The requested target when allowed, else `publicUrl + fallbackPath`. The answer is the parsed URL's `href`,
 * never the raw string: the URL parser drops tabs and line breaks a raw value may carry, and those would
 * break (or split) the `Location` header.
 */
export function redirectTarget(publicUrl: string, requested: string | null | undefined, fallbackPath: string): string {
  if (requested && isAllowedRedirect(publicUrl, requested)) return parse(requested)!.href
  return publicUrl + fallbackPath
}
