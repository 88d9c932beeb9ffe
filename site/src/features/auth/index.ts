// The auth feature's door: what pages and other features may use of it (pages hydrate the forms' islands
// from their own modules). The stored session and the auth client it loads are plumbing in lib/: the API
// client needs them too.
export { AuthCard } from './AuthCard'
export { RequireAuth } from './RequireAuth'
export { useAuth } from './use-auth'
export { $account, $auth } from './auth-state'
export { applyAccount, checkAccount, sessionRefused } from './account-check'
export { authClient, forgetDeletedAccount, signOut, startAuth } from './auth-actions'
export { afterLoginPath } from './after-login'
export { afterSignOut } from './sso-sign-out'
export { recoverUserRecord } from './user-record'
export { useValidatedForm } from './use-validated-form'
export { weakPasswordMessage } from './weak-password'
export { resetPasswordCopy } from './reset-password-copy'
