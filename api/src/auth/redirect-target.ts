// Where an e-mail link may send the browser (wire contract §6.2, narrowed by docs/decisions/0066): only one of
// the site's own pages below, on Snip's origin — same scheme and host, any port for loopback hosts. Short links
// live on that origin too, and a short link passes the tokens in the fragment on to its target; so not any path
// of the origin will do, only pages that no short code can ever be (each has two segments, a code has one).
// The query and fragment of a requested target are dropped: those pages need neither. Anything else falls back
// to the default page: no open redirect.
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0'])

/** The site's pages an e-mail link may land on (redirect-target.test.ts checks each is a page and no code). */
export const LANDING_PAGES: ReadonlySet<string> = new Set([
  '/app/login',
  '/app/login/verify',
  '/app/register',
  '/app/forgot-password',
  '/app/reset-password',
  '/app/settings',
  '/app/dashboard',
  '/app/links',
  '/app/admin',
])

function parse(raw: string): URL | null {
  try {
    const url = new URL(raw)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null
  } catch {
    return null
  }
}

function isSiteOrigin(site: URL, url: URL): boolean {
  if (url.username || url.password || url.protocol !== site.protocol) return false
  if (url.host === site.host) return true
  return LOOPBACK.has(url.hostname) && url.hostname === site.hostname
}

export function isAllowedRedirect(publicUrl: string, candidate: string): boolean {
  const site = parse(publicUrl)
  const url = parse(candidate)
  return !!site && !!url && isSiteOrigin(site, url) && LANDING_PAGES.has(url.pathname)
}

/**
 * The requested landing page when allowed, else `publicUrl + fallbackPath`. The answer is built from the
 * parsed URL (origin and path), never the raw string: the URL parser drops tabs and line breaks a raw value
 * may carry, and those would break (or split) the `Location` header.
 */
export function redirectTarget(publicUrl: string, requested: string | null | undefined, fallbackPath: string): string {
  if (requested && isAllowedRedirect(publicUrl, requested)) {
    const url = parse(requested)!
    return url.origin + url.pathname
  }
  return publicUrl + fallbackPath
}
