// Refusals of single sign-on, with GoTrue's codes (internal/api/apierrors) and sentences a person can act on.
// The callback passes them to the landing page as `error`, `error_code` and `error_description`.
import { authError as e } from '../auth-errors'

/** Every failed check of the provider's answer (state, nonce, audience, expiry, signature) reads the same. */
export const NOT_VERIFIED = 'Your sign-in could not be verified. Please try again.'

export const ssoErrors = {
  unsupportedProvider: (id: string) => e(400, 'validation_failed', `Unsupported provider: Provider ${id} could not be found`),
  noSuchProvider: () => e(404, 'sso_provider_not_found', 'No such SSO provider'),
  noProviderForDomain: () => e(404, 'sso_provider_not_found', 'No SSO provider assigned for this domain'),
  providerOrDomain: () => e(400, 'validation_failed', 'A provider_id or domain needs to be provided'),
  pkceIncomplete: () => e(400, 'validation_failed', 'PKCE flow requires code_challenge_method and code_challenge'),
  pkceMethod: () => e(400, 'validation_failed', "unsupported code_challenge_method, supported methods are 'plain' or 's256'"),
  pkceChallengeLength: () => e(400, 'validation_failed', 'code challenge has to be between 43 and 128 characters'),
  badState: () => e(400, 'bad_oauth_state', NOT_VERIFIED),
  badCallback: () => e(400, 'bad_oauth_callback', NOT_VERIFIED),
  providerUnreachable: (name: string) => e(502, 'unexpected_failure', `${name} could not be reached. Please try again later.`),
  providerRefused: (name: string) => e(403, 'bad_oauth_callback', `${name} did not sign you in. Please try again.`),
  noEmail: (name: string) => e(422, 'provider_email_needs_verification', `${name} did not share your e-mail address`),
  emailUnverified: (name: string) => e(422, 'provider_email_needs_verification', `Your e-mail address at ${name} is not verified`),
  accountExists: (name: string) =>
    e(422, 'email_exists', `An account with this e-mail address already exists. Sign in with your password, then link ${name} in Settings.`),
  linkedElsewhere: (name: string) => e(422, 'identity_already_exists', `This ${name} account is already linked to another Snip account`),
  hookFailed: (name: string) => e(500, 'unexpected_failure', `Your sign-in through ${name} could not be completed. Please try again later.`),
  singleIdentity: () => e(422, 'single_identity_not_deletable', 'User must have at least 1 identity after unlinking'),
  emailIdentity: () => e(422, 'single_identity_not_deletable', 'The e-mail address of an account cannot be unlinked'),
  identityNotFound: () => e(422, 'identity_not_found', "Identity doesn't exist"),
  identityIdNotUuid: () => e(404, 'validation_failed', 'identity_id must be an UUID'),
  authCodeMissing: () => e(400, 'validation_failed', 'invalid request: both auth code and code verifier should be non-empty'),
  flowStateNotFound: () => e(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found'),
  badCodeVerifier: () => e(403, 'bad_code_verifier', 'code challenge does not match previously saved code verifier'),
  passwordSignInOff: () => e(422, 'email_provider_disabled', 'Password sign-in is turned off on this instance; use single sign-on'),
  signupOff: () => e(422, 'email_provider_disabled', 'Sign-up with a password is turned off on this instance; use single sign-on'),
  recoveryOff: () => e(422, 'email_provider_disabled', 'Password recovery is turned off on this instance; use single sign-on'),
}
