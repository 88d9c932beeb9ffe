// AppError: an expected failure with an HTTP status and a stable code. Anything else is a 500.
import { errorCodes, messages, type ErrorCode } from '../contracts'
import { lifecycleMessages } from '../contracts/lifecycle-messages'

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message)
    this.name = 'AppError'
  }

  static validation(message: string) {
    return new AppError(400, errorCodes.validation, message)
  }
  static unauthorized() {
    return new AppError(401, errorCodes.unauthorized, messages.auth.signInRequired)
  }
  static mfaRequired() {
    return new AppError(401, errorCodes.mfaRequired, messages.auth.mfaRequired)
  }
  static customCodeNeedsAccount() {
    return new AppError(401, errorCodes.customCodeNeedsAccount, messages.shortCode.needsAccount)
  }
  static shortCodeTaken() {
    return new AppError(400, errorCodes.shortCodeTaken, messages.shortCode.inUse)
  }
  static linkNotFound() {
    return new AppError(404, errorCodes.linkNotFound, messages.api.linkNotFound)
  }
  static linkExpired() {
    return new AppError(410, errorCodes.linkExpired, lifecycleMessages.linkExpired)
  }
  static linkPasswordRequired() {
    return new AppError(401, errorCodes.linkPasswordRequired, lifecycleMessages.passwordRequired)
  }
  static userNotFound() {
    return new AppError(404, errorCodes.userNotFound, messages.api.userNotFound)
  }
  static invalidApiKey() {
    return new AppError(401, errorCodes.invalidApiKey, messages.apiKeys.invalid)
  }
  static rateLimited() {
    return new AppError(429, errorCodes.rateLimited, messages.api.rateLimited)
  }
}
