// The site pages a link found but not followed gets (docs/decisions/0040): Link expired and Link
// disabled (taken down by moderation, decision 43) with status 410, and the password page (200 when asked, 403 after a wrong password, 429 past the attempts).
// Never cached; the password page's CSP lets its form's redirect reach the target (security-headers.ts).
// Each in the visitor's language (the snip-lang preference, then Accept-Language): the address stays the link's.
import { messages } from '../contracts'
import { passwordPageCsp, pageCsp, withSecurityHeaders } from '../http/security-headers'
import { translateMessage } from '../http/translate-message'
import type { LifecyclePages } from '../redirect/follow'
import { negotiateLanguage } from './negotiate-language'
import { type ServedPage, siteResponse, type Site } from './static-site'

/** What a served page's words depend on, for caches (with the encoding siteResponse names). */
export const PAGE_LANGUAGE_VARY = 'accept-encoding, accept-language, cookie'

/** A page the server answers itself, in the language of whoever asked. */
export function servedPage(site: Site, page: ServedPage, request: Request, status: number): Response {
  const response = siteResponse(site.inLanguage(page, negotiateLanguage(request.headers).language), request, status)
  response.headers.set('vary', PAGE_LANGUAGE_VARY)
  return response
}

/** The plain-text 429 of a link's page (too many wrong passwords, too many unknown codes), in the visitor's language. */
export function tooManyRequestsText(request: Request): string {
  return translateMessage(messages.api.rateLimited, negotiateLanguage(request.headers).language)
}

function page(site: Site, name: ServedPage, request: Request, status: number, csp?: (csp: string) => string): Response {
  const response = servedPage(site, name, request, status)
  response.headers.set('cache-control', 'private, no-store')
  if (csp) response.headers.set('content-security-policy', csp(response.headers.get('content-security-policy') ?? pageCsp([])))
  return withSecurityHeaders(response, pageCsp([]))
}

export function lifecyclePages(site: Site): LifecyclePages {
  return {
    expired: (request) => page(site, 'linkExpired', request, 410),
    disabled: (request) => page(site, 'linkDisabled', request, 410),
    password: (request, wrong) => page(site, wrong ? 'linkPasswordWrong' : 'linkPassword', request, wrong ? 403 : 200, passwordPageCsp),
    tooManyAttempts: (request) =>
      withSecurityHeaders(
        new Response(tooManyRequestsText(request), {
          status: 429,
          headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '60', 'cache-control': 'private, no-store', vary: 'accept-language, cookie' },
        }),
        pageCsp([]),
      ),
  }
}
