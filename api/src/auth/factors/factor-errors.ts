// Errors of the /factors endpoints, with GoTrue's codes and texts (internal/api/mfa.go, apierrors).
import { messages } from '../../contracts'
import { authError as e } from '../auth-errors'

export const factorErrors = {
  factorNotFound: () => e(404, 'mfa_factor_not_found', 'Factor not found'),
  badFactorType: () => e(400, 'validation_failed', 'factor_type needs to be totp, phone, or webauthn'),
  nameTooLong: () => e(400, 'validation_failed', messages.api.factorNameTooLong),
  issuerTooLongForQr: () => e(400, 'validation_failed', messages.api.issuerTooLongForQr),
  phoneDisabled: () => e(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone'),
  webauthnDisabled: () => e(422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn'),
  tooManyFactors: () => e(422, 'too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue'),
  emptyCode: () => e(400, 'validation_failed', 'Code needs to be non-empty'),
  challengeNotFound: () => e(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found'),
  challengeExpired: (id: string) =>
    e(422, 'mfa_challenge_expired', `MFA challenge ${id} has expired, verify against another challenge or create a new challenge.`),
  wrongCode: () => e(422, 'mfa_verification_failed', 'Invalid TOTP code entered'),
  replayedCode: () => e(422, 'mfa_verification_failed', 'This code was already used, wait for the next one'),
  wrongRecoveryCode: () => e(422, 'mfa_verification_failed', 'Invalid or already used recovery code'),
  recoveryBeforeEnrolment: () => e(422, 'mfa_verification_failed', 'Confirm a new factor with a code from the app, not a recovery code'),
  tooManyAttempts: () => e(429, 'over_request_rate_limit', 'Too many wrong codes, try again in a few minutes'),
  aal2ToUnenroll: () => e(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor'),
  // 422, not 401/403: auth-js treats those as "signed out already", drops the local session and reports success.
  aal2ToEndOtherSessions: () => e(422, 'insufficient_aal', 'AAL2 session is required to sign out other sessions when MFA is enabled.'),
  aal2ToChangePassword: () => e(401, 'insufficient_aal', 'AAL2 session is required to update email or password when MFA is enabled.'),
}
