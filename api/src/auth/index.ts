// The auth room's one door: everything other rooms use of the embedded auth service. Nothing outside
// auth/ imports another file of it (app/auth-walls.test.ts), so its tables, tokens and routes can change
// behind this list. Operations take the database handle first: a caller's transaction goes in its place.
import { authErrors } from './auth-errors'

// Building the service and routing /auth/v1 (the composition).
export { createAuthService, PREVIOUS_REFRESH_TOKEN_GRACE_MS, REFRESH_REUSE_INTERVAL_MS, STOP_MAIL_WAIT_MS } from './auth-service'
export type { Actor, AuthService, AuthServiceDeps } from './auth-service'
export { AUTH_PREFIX, AUTH_ROUTE_PATHS } from './router'
export { databaseUnavailableResponse } from './auth-errors'
export type { AuthEvents } from './auth-events'
export type { AccountGate } from './account-gate'
export type { SsoHooks, SsoSignIn } from './sso/sso-hooks'
/** The refusal a gate throws when sign-ups are closed, or need an invite that is not a valid one (422 signup_disabled). */
export const signupDisabled = authErrors.signupDisabled
// The secret signing access tokens (API keys are stored as an HMAC keyed with it).
export { loadSigningKey } from './tokens/signing-key'
// The second factor an account deletion asks for.
export { checkDeletionCode, type DeletionCodeResult } from './factors/deletion-code'
// The daily job deleting replaced refresh tokens and ended sessions.
export { purgeEndedSessions, type PurgedSessions } from './sessions/ended-sessions'

// Accounts.
export {
  accountPasswordMatches,
  createConfirmedAccount,
  deleteAccountAuthData,
  findAccountByEmail,
  findAccountById,
  findAccountProfile,
  lockAccount,
  renameAccount,
  resetPassword,
  type Account,
  type AccountProfile,
} from './users/accounts'
export { countAccounts, listAccounts, searchAccounts, type ListedAccount } from './users/account-listings'
export { endAccountSession, endAccountSessions, listLiveSessions, type LiveSession } from './sessions/account-sessions'
export {
  findAccountLanguage,
  findTimeZone,
  findUserRecord,
  insertUserRecord,
  updateAccountLanguage,
  updateTimeZone,
  type UserRecordRow,
} from './users/users.repository'
export { normaliseEmail, validEmail } from './users/email-address'
export { weaknessOf } from './users/password-policy'

// Passwords and secrets other rooms keep (a link's password, a claim token).
export { hashPassword, passwordWorkUnderway, verifyPassword } from './users/password-hashing'
export { randomToken, sha256Hex } from './tokens/token-crypto'
// The sealed box for secrets that must be read back (webhook signing secrets, under a purpose of their own).
export { openSecret, sealSecret } from './factors/secret-box'
