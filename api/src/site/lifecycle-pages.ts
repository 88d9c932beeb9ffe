// The site pages a link found but not followed gets (docs/decisions/0040): Link expired and Link
// disabled (taken down by moderation, decision 43) with status 410, and the password page (200 when asked, 403 after a wrong password, 429 past the attempts).
// Never cached; the password page's CSP lets its form's redirect reach the target (security-headers.ts).
import { messages } from '../contracts'
import { passwordPageCsp, pageCsp, withSecurityHeaders } from '../http/security-headers'
import type { LifecyclePages } from '../redirect/follow'
import { siteResponse, type Site, type SiteFile } from './static-site'

function page(file: SiteFile, request: Request, status: number, csp?: (csp: string) => string): Response {
  const response = siteResponse(file, request, status)
  response.headers.set('cache-control', 'private, no-store')
  if (csp) response.headers.set('content-security-policy', csp(response.headers.get('content-security-policy') ?? pageCsp([])))
  return withSecurityHeaders(response, pageCsp([]))
}

export function lifecyclePages(site: Site): LifecyclePages {
  return {
    expired: (request) => page(site.linkExpired, request, 410),
    disabled: (request) => page(site.linkDisabled, request, 410),
    password: (request, wrong) => page(wrong ? site.linkPasswordWrong : site.linkPassword, request, wrong ? 403 : 200, passwordPageCsp),
    tooManyAttempts: () =>
      withSecurityHeaders(
        new Response(messages.api.rateLimited, {
          status: 429,
          headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '60', 'cache-control': 'private, no-store' },
        }),
        pageCsp([]),
      ),
  }
}
