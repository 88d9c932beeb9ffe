// Errors of the auth service in GoTrue's 2024-01-01 shape: `{ code, message }` plus the version header.
// Codes, statuses and texts follow the wire contract §2.5 verbatim (the site branches on some texts).
import { messages } from '../contracts/messages'
import { isDatabaseFull, RETRY_AFTER_SECONDS } from '../db/unavailable'

export const API_VERSION = '2024-01-01'

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
    this.name = 'AuthError'
  }
}

/** An auth error with no extra fields: the shape of nearly every entry below and of the factor errors. */
export const authError = (status: number, code: string, message: string) => new AuthError(status, code, message)
const e = authError

export const authErrors = {
  databaseUnavailable: () => e(503, 'database_unavailable', messages.api.databaseUnavailable),
  databaseFull: () => e(503, 'database_unavailable', messages.api.databaseFull),
  validation: (message: string, status = 400) => e(status, 'validation_failed', message),
  badJson: (detail: string) => e(400, 'bad_json', `Could not parse request body as JSON: ${detail}`),
  /** A body in another type than JSON: GoTrue would try it as JSON and answer bad_json; refused before parsing here. */
  notJson: () => e(415, 'bad_json', messages.api.notJson),
  tooLarge: (max: number) => e(413, 'request_entity_too_large', `Request body too large (max ${max} bytes)`),
  notFound: () => e(404, 'not_found', 'Not Found'),
  methodNotAllowed: () => e(405, 'method_not_allowed', 'Method Not Allowed'),
  weakPassword: (message: string, reasons: string[]) => new AuthError(422, 'weak_password', message, { weak_password: { reasons } }),
  userAlreadyExists: () => e(422, 'user_already_exists', 'User already registered'),
  anonymousDisabled: () => e(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled'),
  invalidCredentials: () => e(400, 'invalid_credentials', 'Invalid login credentials'),
  unsupportedGrant: () => e(400, 'invalid_credentials', 'unsupported_grant_type'),
  emailNotConfirmed: () => e(400, 'email_not_confirmed', 'Email not confirmed'),
  refreshNotFound: () => e(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshAlreadyUsed: () => e(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  refreshNoSession: () => e(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found'),
  sessionExpired: () => e(400, 'session_expired', 'Invalid Refresh Token: Session Expired'),
  noAuthorization: () => e(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (detail: string) => e(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`),
  userNotFound: () => e(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
  sessionNotFound: () => e(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  signupDisabled: (message = 'Signups not allowed for this instance') => e(422, 'signup_disabled', message),
  userBanned: () => e(400, 'user_banned', 'User is banned'),
  notAdmin: () => e(403, 'not_admin', 'Updating app_metadata requires admin privileges'),
  currentPasswordRequired: () => e(400, 'current_password_required', 'Current password required when setting new password.'),
  currentPasswordInvalid: () => e(400, 'current_password_invalid', 'Current password required when setting new password.'),
  emailExists: () => e(422, 'email_exists', 'A user with this email address has already been registered'),
  samePassword: () => e(422, 'same_password', 'New password should be different from the old password.'),
  otpExpired: (link: boolean) => e(403, 'otp_expired', link ? 'Email link is invalid or has expired' : 'Token has expired or is invalid'),
  rateLimited: () => e(429, 'over_request_rate_limit', 'Request rate limit reached'),
  emailSendTooSoon: (seconds: number) => e(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${seconds} seconds.`),
  emailProviderDisabled: (message: string, status = 400) => e(status, 'email_provider_disabled', message),
  phoneProviderDisabled: (message: string, status = 400) => e(status, 'phone_provider_disabled', message),
  unexpected: (message = 'Unexpected failure, please check server logs for more information') => e(500, 'unexpected_failure', message),
}

/** The JSON error response auth-js decodes into AuthApiError / AuthWeakPasswordError / AuthSessionMissingError. */
export function errorResponse(error: AuthError, headers: Record<string, string> = {}): Response {
  const body = { code: error.code, error_code: error.code, message: error.message, ...error.extra }
  return Response.json(body, {
    status: error.status,
    headers: { 'X-Supabase-Api-Version': API_VERSION, 'x-sb-error-code': error.code, ...headers },
  })
}

/**
 * 503 while the database cannot be reached (or, given its error, is out of space), with Retry-After;
 * auth-js retries a refresh on it (contract §2.4).
 */
export const databaseUnavailableResponse = (error?: unknown): Response =>
  errorResponse(isDatabaseFull(error) ? authErrors.databaseFull() : authErrors.databaseUnavailable(), { 'retry-after': String(RETRY_AFTER_SECONDS) })
