// The host a request was made to, as the directory keys it: lower case, without port or trailing dot.
// Behind a trusted proxy (TRUST_PROXY) the browser's host is the first X-Forwarded-Host; otherwise Host.

export function requestHost(request: Request, trustProxy: boolean): string {
  const forwarded = trustProxy ? request.headers.get('x-forwarded-host') : null
  let host = (forwarded ? forwarded.split(',')[0]! : (request.headers.get('host') ?? '')).trim().toLowerCase()
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1) // an IPv6 literal: never a custom domain
  const colon = host.indexOf(':')
  if (colon >= 0) host = host.slice(0, colon)
  return host.endsWith('.') ? host.slice(0, -1) : host
}
