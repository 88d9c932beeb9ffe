// What every /api request passes before the API application sees it: the anonymous creation limit
// (counted before the body is read, so invalid, malformed and oversized attempts count too: decision 13),
// encoded NULs in the URL (decision 14), the body's size, type (decision 67) and nesting depth (decision
// 13); then the request facts (address, id, identity verified at most once) the routes read.
import type { ActingWorkspace, Actor } from '../http/actor'
import { errorCodes, limits, messages, importMessages } from '../contracts'
import { organisationLimits } from '../contracts/organisation-limits'
import { AppError } from '../http/app-error'
import { looksLikeApiKey } from '../keys/api-key-value'
import { bearerTokenOf } from '../http/bearer-token'
import { guardBody, type BodyLimits } from '../http/body-limit'
import { errorResponse, toErrorResponse } from '../http/error-response'
import { hasEncodedNul } from '../http/json-scan'
import type { Logger } from '../http/logger'
import type { LimiterFactory } from '../http/rate-limit'
import { once, setRequestFacts } from '../http/request-context'

export interface ApiGateDeps {
  anonCreateLimit: number
  limiters: LimiterFactory
  logger: Logger
  verifyAccessToken(token: string): Promise<Actor | null>
  /** The owner of an API key (`snip_…`); throws a 401 invalid_api_key for an unknown, revoked or expired one. */
  verifyApiKey(key: string): Promise<Actor>
  /** The workspace the actor acts in: a key's own, else the one `slug` names, else the personal one (workspaces/). */
  actingWorkspace(actor: Actor, slug: string | null): Promise<ActingWorkspace>
  handle(request: Request): Promise<Response>
}

/**
 * An import's file may be up to importMaxBytes (and a multipart form's framing): no JSON routing reads it,
 * and its own reader refuses deep or odd content, so only its size is bounded here (docs/decisions/0041).
 */
const IMPORT_BODY: BodyLimits = { maxBytes: limits.importMaxBytes + 64 * 1024, maxDepth: Number.POSITIVE_INFINITY, json: false }
/** A bulk create's JSON may carry 1,000 URLs of up to urlMax characters (docs/decisions/0046). */
const BULK_BODY: BodyLimits = { maxBytes: organisationLimits.bulkMaxUrls * (limits.urlMax + 8) + 1024, maxDepth: limits.jsonMaxDepth, json: true }
/** Anonymous creations are counted per address in windows of a minute (ANON_CREATE_LIMIT in each). */
const ANON_CREATE_WINDOW_MS = 60_000
const JSON_BODY: BodyLimits = { maxBytes: limits.bodyMaxBytes, maxDepth: limits.jsonMaxDepth, json: true }
const isImportUpload = (request: Request, path: string) => request.method === 'POST' && (path === '/api/urls/import' || path === '/api/urls/import/preview')

export function createApiGate(deps: ApiGateDeps) {
  const anonCreateLimiter = deps.limiters('anon-create', deps.anonCreateLimit, ANON_CREATE_WINDOW_MS)
  // A credential that fails to verify (a refused API key) is no anonymous caller: the route answers its error.
  const isAnonCreateOverLimit = async (request: Request, path: string, limitKey: string, actor: () => Promise<unknown>) =>
    request.method === 'POST' && path === '/api/urls' && !(await actor().catch(() => true)) && !(await anonCreateLimiter.hit(limitKey))

  /**
   * `limitKey`: the client as per-address limits count it (http/client-ip.ts); `abandoned`: whether nobody
   * waits for the answer any more (the idempotent create checks it before committing).
   */
  return async function passApi(request: Request, path: string, limitKey: string, requestId: string, abandoned?: () => boolean): Promise<Response> {
    const actor = once(() => {
      const token = bearerTokenOf(request)
      if (!token) return Promise.resolve(null)
      return looksLikeApiKey(token) ? deps.verifyApiKey(token) : deps.verifyAccessToken(token)
    })
    // Read only by the routes acting in a workspace: the account's own routes never look one up.
    const acting = once(async () => {
      const who = await actor()
      return who && { ...who, workspace: await deps.actingWorkspace(who, new URL(request.url).searchParams.get('workspace')) }
    })
    try {
      if (await isAnonCreateOverLimit(request, path, limitKey, actor))
        return toErrorResponse('', AppError.rateLimited(ANON_CREATE_WINDOW_MS), { logger: deps.logger, requestId })
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      return toErrorResponse('', error, { logger: deps.logger, requestId }) // e.g. 401 mfa_required
    }
    if (hasEncodedNul(request.url)) return errorResponse(400, errorCodes.validation, messages.api.controlCharacters)
    const upload = isImportUpload(request, path)
    const bulk = request.method === 'POST' && path === '/api/urls/bulk'
    const guarded = await guardBody(request, upload ? IMPORT_BODY : bulk ? BULK_BODY : JSON_BODY)
    if ('problem' in guarded) {
      if (guarded.problem === 'too-large')
        return errorResponse(413, errorCodes.tooLarge, upload ? importMessages.fileTooLarge(limits.importMaxBytes / 1024 / 1024) : messages.api.tooLarge)
      if (guarded.problem === 'not-json') return errorResponse(415, errorCodes.unsupportedMediaType, messages.api.notJson)
      return errorResponse(400, errorCodes.validation, messages.api.tooDeep)
    }
    setRequestFacts(guarded.request, { limitKey, requestId, actor, acting, abandoned })
    return deps.handle(guarded.request)
  }
}
