// AppError: an expected failure with an HTTP status and a stable code. Anything else is a 500.
import { errorCodes, messages, type ErrorCode } from '../contracts'
import { lifecycleMessages } from '../contracts/lifecycle-messages'

/** A factory for one failure that is always the same: its status, its stable code and the sentence a user reads. */
const fixed = (status: number, code: ErrorCode, message: string) => () => new AppError(status, code, message)

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    /** For a 429: the seconds to wait, answered as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message)
    this.name = 'AppError'
  }

  static validation = (message: string) => new AppError(400, errorCodes.validation, message)
  static unauthorized = fixed(401, errorCodes.unauthorized, messages.auth.signInRequired)
  static mfaRequired = fixed(401, errorCodes.mfaRequired, messages.auth.mfaRequired)
  static customCodeNeedsAccount = fixed(401, errorCodes.customCodeNeedsAccount, messages.shortCode.needsAccount)
  static shortCodeTaken = fixed(400, errorCodes.shortCodeTaken, messages.shortCode.inUse)
  static linkNotFound = fixed(404, errorCodes.linkNotFound, messages.api.linkNotFound)
  static linkExpired = fixed(410, errorCodes.linkExpired, lifecycleMessages.linkExpired)
  static linkPasswordRequired = fixed(401, errorCodes.linkPasswordRequired, lifecycleMessages.passwordRequired)
  static userNotFound = fixed(404, errorCodes.userNotFound, messages.api.userNotFound)
  static invalidApiKey = fixed(401, errorCodes.invalidApiKey, messages.apiKeys.invalid)
  /** Over a limit counted in windows of `windowMs`: waiting one whole window always gets through (the answer's Retry-After). */
  static rateLimited = (windowMs: number) => new AppError(429, errorCodes.rateLimited, messages.api.rateLimited, Math.ceil(windowMs / 1000))
}
