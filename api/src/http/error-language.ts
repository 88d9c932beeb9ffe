// An error answer of the API or the auth service in the caller's language: the snip-lang preference, then
// Accept-Language, English otherwise (site/negotiate-language.ts). Only the `message` changes, never the
// `code`, the status or the body's shape; answers that succeeded are never read. Not on GET /{code}.
import { BASE_LANGUAGE } from '../contracts/languages'
import { negotiateLanguage } from '../languages'
import { translateMessage } from './translate-message'

/** What an error's words depend on, for caches between the caller and the server. */
const LANGUAGE_VARY = 'accept-language, cookie'

export async function inCallerLanguage(request: Request, response: Response): Promise<Response> {
  if (response.status < 400 || response.headers.has('content-encoding')) return response
  if (!response.headers.get('content-type')?.includes('application/json')) return response
  const { language } = negotiateLanguage(request.headers)
  if (language === BASE_LANGUAGE) return response
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined)
  if (!body || typeof body !== 'object' || !('message' in body) || typeof body.message !== 'string') return response
  const message = translateMessage(body.message, language)
  if (message === body.message) return response
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  headers.append('vary', LANGUAGE_VARY)
  return new Response(JSON.stringify({ ...body, message }), { status: response.status, statusText: response.statusText, headers })
}
