// What the redirect tells the metrics (api/src/metrics): one call per follow, on the hot path, so each is
// a bare increment of a number read at scrape time; nothing here knows Prometheus.
export interface RedirectEvents {
  /** Answered with the redirect (REDIRECT_STATUS, 302 by default). */
  redirected(): void
  /** No link that can be followed: the Link Not Found page, 404. */
  notFound(): void
  /** A link gone, 410: Link expired (past its expiry or click limit) or Link disabled (moderation: an admin, a disabled owner, a blocked domain). */
  gone(): void
  /** Too many unknown codes from one address: 429 (NOT_FOUND_LIMIT). */
  rateLimited(): void
}

const nothing = () => {}
export const unobservedRedirects: RedirectEvents = { redirected: nothing, notFound: nothing, gone: nothing, rateLimited: nothing }
