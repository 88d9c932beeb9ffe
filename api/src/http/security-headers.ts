// Security headers for every response. Pages get a CSP that runs only the product's own scripts
// (plus hashes of the inline scripts the build emitted); API answers get a CSP that allows nothing.
export const baseSecurityHeaders: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
}

export const apiCsp = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'"

export function pageCsp(scriptHashes: string[]): string {
  const scripts = ["'self'", ...scriptHashes.map((h) => `'${h}'`)].join(' ')
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

export function withSecurityHeaders(response: Response, csp: string): Response {
  const h = response.headers
  for (const k in baseSecurityHeaders) if (!h.has(k)) h.set(k, baseSecurityHeaders[k]!)
  if (!h.has('content-security-policy')) h.set('content-security-policy', csp)
  return response
}

/**
 * The CSP of the link password page: its form posts to Snip, and the right password redirects
 * to the link's target, which browsers check against form-action too — so that page may submit towards
 * any web address. It has no user content, so nothing else could use this.
 */
export function passwordPageCsp(csp: string): string {
  return csp.replace("form-action 'self'", "form-action 'self' https: http:")
}
