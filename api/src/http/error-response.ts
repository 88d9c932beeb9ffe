// One place that turns any thrown value into the API's JSON error `{ code, message }`.
import { errorCodes, messages } from '../contracts'
import { AppError } from './app-error'
import { isDatabaseFull, isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/unavailable'
import { describeError } from './describe-error'
import type { Logger } from './logger'
import { RequestAbandoned } from './request-context'

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  })
}

export function errorResponse(status: number, code: string, message: string): Response {
  return jsonResponse({ code, message }, status)
}

/** 503 with Retry-After: the database cannot be reached now, or (given its error) is out of space (db/unavailable.ts). */
export const databaseUnavailable = (error?: unknown) =>
  jsonResponse({ code: errorCodes.databaseUnavailable, message: isDatabaseFull(error) ? messages.api.databaseFull : messages.api.databaseUnavailable }, 503, {
    'retry-after': String(RETRY_AFTER_SECONDS),
  })

/**
 * Logs a failure that answers 503: out of space at error (nothing heals it until someone frees room), the
 * rest at warn (they pass). The driver's own error is named, never a later one it caused.
 */
export function logDatabaseUnavailable(logger: Logger, error: unknown, fields: Record<string, unknown>, msg = 'database unavailable'): void {
  if (isDatabaseFull(error)) logger.error(msg.replace('unavailable', 'full'), { ...fields, ...describeError(error) })
  else logger.warn(msg, { ...fields, ...describeError(error) })
}

/**
 * The answer to a request whose client went away before it was complete (nginx's 499): nobody reads it;
 * it keeps the request log's 5xx figures for failures of ours.
 */
export const clientClosedRequest = () => new Response(null, { status: 499 })

/** Maps Elysia's error codes and AppError; logs and hides everything unexpected. */
export function toErrorResponse(elysiaCode: string | number, error: unknown, ctx: { logger: Logger; requestId: string; route?: string }): Response {
  if (error instanceof AppError)
    return jsonResponse(
      { code: error.code, message: error.message },
      error.status,
      error.retryAfterSeconds === undefined ? {} : { 'retry-after': String(error.retryAfterSeconds) },
    )
  if (elysiaCode === 'VALIDATION') {
    const first = (error as { valueError?: { message?: string } }).valueError?.message
    return errorResponse(400, errorCodes.validation, first || messages.api.badRequest)
  }
  if (elysiaCode === 'PARSE') return errorResponse(400, errorCodes.malformedJson, messages.api.malformedJson)
  if (elysiaCode === 'NOT_FOUND') return errorResponse(404, errorCodes.notFound, messages.api.notFound)
  if (error instanceof RequestAbandoned) {
    // Nobody reads this answer: the client went away or was already answered 503.
    ctx.logger.debug('request abandoned', { requestId: ctx.requestId, route: ctx.route })
    return databaseUnavailable()
  }
  if (isDatabaseUnavailable(error)) {
    logDatabaseUnavailable(ctx.logger, error, { requestId: ctx.requestId, route: ctx.route })
    return databaseUnavailable(error)
  }
  ctx.logger.error('unhandled error', { requestId: ctx.requestId, route: ctx.route, ...describeError(error) })
  return errorResponse(500, errorCodes.internal, messages.api.internal)
}
