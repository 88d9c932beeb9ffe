// GET /settings, GET /health, GET /.well-known/jwks.json, and the refusal of POST /otp.
import type { RouteHandler } from '../auth-context'
import { authErrors } from '../auth-errors'
import { json } from '../responses'

const PROVIDERS = [
  'anonymous_users',
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'snapchat',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'spotify',
  'slack',
  'slack_oidc',
  'workos',
  'twitch',
  'twitter',
  'phone',
  'zoom',
]

export const settings: RouteHandler = async (ctx) =>
  json({
    external: {
      ...Object.fromEntries(PROVIDERS.map((p) => [p, false])),
      ...Object.fromEntries(ctx.config.ssoProviders.map((p) => [p.id, true])),
      email: !ctx.config.ssoOnly,
    },
    // With AUTH_SSO_ONLY nobody signs up with a password; a first sign-in through a provider still makes an account.
    disable_signup: ctx.config.ssoOnly,
    mailer_autoconfirm: !ctx.mailer,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
    saml_private_key_next_configured: false,
    passkeys_enabled: false,
  })

export const health: RouteHandler = async () => json({ version: 'snip', name: 'GoTrue', description: "Snip's embedded Supabase-Auth-compatible service" })

/** Tokens are HS256: no public key to publish. An empty set makes getClaims() fall back to GET /user. */
export const jwks: RouteHandler = async () => json({ keys: [] })

export const otp: RouteHandler = async () => {
  throw authErrors.emailProviderDisabled('Login with magic link is disabled', 422)
}
