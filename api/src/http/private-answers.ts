// Answers that may hold someone's own data or tokens are never kept by a cache, the browser's or a proxy's:
// every answer of the auth service (tokens, the user, the e-mail link's redirect with the session in it) and
// every /api answer to a request that carries credentials (`Authorization`: a session or an API key).
// Public pages and the short links' redirects keep their own headers.
const NO_STORE = /(^|[\s,])no-store([\s,]|$)/i

/** Marks the answer `Cache-Control: no-store`, unless it already says no-store (e.g. `private, no-store`). */
export function notStored(response: Response): Response {
  if (!NO_STORE.test(response.headers.get('cache-control') ?? '')) response.headers.set('cache-control', 'no-store')
  return response
}
