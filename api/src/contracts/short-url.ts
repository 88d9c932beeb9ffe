// The one builder of a short address: the public origin (PUBLIC_URL, as GET /api/config hands it to the
// site) and the code. The API (QR codes, e-mails), the home form and the dashboard all use it, so what a
// page shows, what it copies and what its QR code holds are the same address.
export function shortUrlOf(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}/${code}`
}

/**
 * The origin a link's short address starts with: the instance's own (PUBLIC_URL) or, for a link on a custom
 * domain, that domain with the instance's scheme and the default port — a custom domain is reached through
 * the proxy in front of Snip, which serves it on 443 (or 80) (docs/decisions/0083).
 */
export function linkOriginOf(publicOrigin: string, domain: string | null | undefined): string {
  if (!domain) return publicOrigin
  return `${new URL(publicOrigin).protocol}//${domain}`
}
