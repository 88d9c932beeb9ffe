// Paths the product itself serves: never usable as a custom short code (compared case-insensitively,
// so no code can shadow a page on a case-insensitive proxy or file system).
export const RESERVED_CODES: ReadonlySet<string> = new Set(
  [
    'about', 'terms', 'privacy', 'not-found', 'app', 'api', 'auth', 'assets', '_astro', 'favicon.ico',
    'favicon.svg', 'robots.txt', 'health', 'login', 'register', 'dashboard', 'logout', 'signup', 'signin',
    'settings', 'admin', 'static', 'public', 'docs', 'openapi', '404', '500', 'index', 'sitemap.xml',
    'manifest.json', 'well-known', '.well-known',
  ].map((c) => c.toLowerCase()),
)

export function isReservedCode(code: string): boolean {
  return RESERVED_CODES.has(code.toLowerCase())
}
