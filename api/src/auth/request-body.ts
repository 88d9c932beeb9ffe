// Reads a JSON request body: absent or empty → {}; not a JSON object → 400 bad_json; too large → 413.
// The cap is the API's 64 KiB (GoTrue allows 1 MiB; no auth request comes near either), which also keeps
// it below the server's own transport limit, so the answer is still the contract's JSON error.
// A body must say it is JSON (auth-js sends `application/json;charset=UTF-8` on every request with a
// body); any other type is refused with 415, before anything parses it, as the API does (docs/decisions/0067).
import { findUnsafeText, limits, messages } from '../contracts'
import { isJsonContentType } from '../http/json-content-type'
import { inspectJson } from '../http/json-scan'
import { authErrors } from './auth-errors'

export const MAX_BODY_BYTES = limits.bodyMaxBytes

export async function readJsonBody(request: Request): Promise<Record<string, unknown>> {
  if (request.method === 'GET' || request.method === 'HEAD') return {}
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > MAX_BODY_BYTES) throw authErrors.tooLarge(MAX_BODY_BYTES)
  const bytes = new Uint8Array(await request.arrayBuffer())
  if (bytes.byteLength > MAX_BODY_BYTES) throw authErrors.tooLarge(MAX_BODY_BYTES)
  // An empty body is no body, whatever its type says.
  if (bytes.byteLength > 0 && !isJsonContentType(request.headers.get('content-type'))) throw authErrors.notJson()
  const problem = inspectJson(bytes, limits.jsonMaxDepth)
  if (problem === 'too-deep') throw authErrors.badJson(`nested deeper than ${limits.jsonMaxDepth} levels`)
  if (problem === 'nul') throw authErrors.validation(messages.api.unsafeText)
  const text = new TextDecoder().decode(bytes)
  if (!text.trim()) return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    // the parser's message quotes the token it stopped at: the answer names the fault, never the input
    throw authErrors.badJson(error instanceof Error ? error.message.replace(/\s*"[^"]*"/g, '') : 'invalid JSON')
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw authErrors.badJson('expected a JSON object')
  // Every text of the body, keys of metadata at any depth included, by the one text rule (docs/decisions/0069):
  // an unpaired surrogate is no text PostgreSQL's jsonb takes, nor one an authenticator app can show.
  if (findUnsafeText(parsed) !== undefined) throw authErrors.validation(messages.api.unsafeText)
  return parsed as Record<string, unknown>
}

export const str = (v: unknown): string => (typeof v === 'string' ? v : '')
export const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {})
