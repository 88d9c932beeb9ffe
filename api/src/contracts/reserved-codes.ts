// Paths the product itself serves or will serve: never usable as a short code (compared case-insensitively,
// so no code can shadow a page on a case-insensitive proxy or file system). Names a code could never be
// (with a dot, say) need no entry; reserved-codes.test.ts reads the pages and public files from the tree
// and fails when one that could be a code is missing here.
export const RESERVED_CODES: ReadonlySet<string> = new Set(
  [
    'about',
    'terms',
    'privacy',
    'not-found',
    'app',
    'api',
    'auth',
    'assets',
    '_astro',
    'health',
    'ready',
    'metrics',
    'login',
    'register',
    'dashboard',
    'logout',
    'signup',
    'signin',
    'settings',
    'admin',
    'static',
    'public',
    'docs',
    'openapi',
    'index',
    'well-known',
    'report',
    'link-disabled',
    '404',
    '500',
    'link',
    // the prefixes of the site's languages (languages.ts)
    'de',
    'fr',
    'es',
    'pt',
    'ja',
    'xa',
  ].map((c) => c.toLowerCase()),
)

export function isReservedCode(code: string): boolean {
  return RESERVED_CODES.has(code.toLowerCase())
}
