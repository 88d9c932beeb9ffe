// What the rest of Snip may do at a sign-in through a provider (the composition wires it): the workspaces room
// maps the provider's groups claim to memberships. Called after the account is known and before its session
// starts; a throw refuses the sign-in.
import type { SsoProvider } from '../../sso-config'

export interface SsoSignIn {
  accountId: string
  provider: SsoProvider
  /** The ID token's claims, with the userinfo endpoint's where the ID token has none of that name. */
  claims: Record<string, unknown>
}

export interface SsoHooks {
  afterSignIn(input: SsoSignIn): Promise<void>
}
