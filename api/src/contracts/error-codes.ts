// Stable error codes carried in every API error body `{ code, message }`. Clients branch on these.
// Moderation's codes live with its messages (moderation-messages.ts), off the pages every visitor loads.
import type { domainErrorCodes } from './domain-schemas'
import type { moderationErrorCodes } from './moderation-messages'
import type { qrStyleErrorCodes } from './qr-style-messages'
import type { tagErrorCodes } from './organisation-messages'
import type { workspaceErrorCodes } from './workspace-schemas'
import type { webhookErrorCodes } from './webhook-schemas'
export const errorCodes = {
  validation: 'validation_failed',
  malformedJson: 'malformed_json',
  tooLarge: 'payload_too_large',
  /** A body that is not JSON on a route that reads JSON (415). */
  unsupportedMediaType: 'unsupported_media_type',
  unauthorized: 'unauthorized',
  /** A password-only (aal1) token of an account with two-factor sign-in: the second step is missing. */
  mfaRequired: 'mfa_required',
  customCodeNeedsAccount: 'custom_code_requires_account',
  shortCodeTaken: 'short_code_taken',
  linkNotFound: 'link_not_found',
  /** GET /api/urls/by-code: the link reached its expiry or click cap (410). */
  linkExpired: 'link_expired',
  /** GET /api/urls/by-code: the link needs its password, entered on the link's own page (401). */
  linkPasswordRequired: 'link_password_required',
  userNotFound: 'user_not_found',
  notFound: 'not_found',
  methodNotAllowed: 'method_not_allowed',
  notImplemented: 'not_implemented',
  rateLimited: 'rate_limited',
  badQrFormat: 'bad_qr_format',
  unavailable: 'unavailable',
  databaseUnavailable: 'database_unavailable',
  wrongPassword: 'wrong_password',
  secondFactorRequired: 'second_factor_required',
  secondFactorInvalid: 'second_factor_invalid',
  /** DELETE /api/users/me/sessions/:id: no such session of the caller's (another account's answers the same). */
  accountSessionNotFound: 'account_session_not_found',
  idempotencyKeyReused: 'idempotency_key_reused',
  idempotencyKeyInProgress: 'idempotency_key_in_progress',
  invalidApiKey: 'invalid_api_key',
  apiKeyNotAllowed: 'api_key_not_allowed',
  apiKeyLimitReached: 'api_key_limit_reached',
  apiKeyNotFound: 'api_key_not_found',
  insufficientScope: 'insufficient_scope',
  /** Link import (docs/decisions/0041): the file as a whole cannot be read, or all-or-nothing met a bad row. */
  importUnreadable: 'import_unreadable',
  importRejected: 'import_rejected',
  internal: 'internal_error',
} as const

export type ErrorCode =
  | (typeof errorCodes)[keyof typeof errorCodes]
  | (typeof moderationErrorCodes)[keyof typeof moderationErrorCodes]
  | (typeof qrStyleErrorCodes)[keyof typeof qrStyleErrorCodes]
  | (typeof tagErrorCodes)[keyof typeof tagErrorCodes]
  | (typeof workspaceErrorCodes)[keyof typeof workspaceErrorCodes]
  | (typeof domainErrorCodes)[keyof typeof domainErrorCodes]
  | (typeof webhookErrorCodes)[keyof typeof webhookErrorCodes]
