// The HTTP methods Snip implements somewhere. Any other method Bun hands us is answered 501 before routing
// (RFC 9110 §9.1); method tokens Bun's own parser does not know never reach us (docs/decisions/0010).
import { errorCodes, messages } from '../contracts'
import { errorResponse } from './error-response'

const IMPLEMENTED = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'])
export const ALLOWED_ON_PAGES = 'GET, HEAD'

export const isImplementedMethod = (method: string) => IMPLEMENTED.has(method)

export const notImplemented = () => errorResponse(501, errorCodes.notImplemented, messages.api.notImplemented)

/** A page or a short link asked for with anything but GET or HEAD. */
export function methodNotAllowed(): Response {
  const response = errorResponse(405, errorCodes.methodNotAllowed, messages.api.methodNotAllowed)
  response.headers.set('allow', ALLOWED_ON_PAGES)
  return response
}
