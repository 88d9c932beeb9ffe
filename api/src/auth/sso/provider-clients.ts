// One openid-client Configuration per provider of OIDC_PROVIDERS, made from its discovery document on first
// use and kept (a failed discovery is retried at the next sign-in). The ID token's signature is checked
// against the provider's JWKS, with an algorithm the discovery document lists — never the one a token's
// header asks for, and never `none` (docs/decisions/0084).
import * as oidc from 'openid-client'
import type { SsoProvider } from '../../sso-config'
import { OUTBOUND_TIMEOUT_MS, outboundFetch } from './outbound-fetch'

export interface ProviderClient {
  provider: SsoProvider
  config: oidc.Configuration
}

/** Raised when a provider's discovery document cannot be used; the message says why, without values. */
export class ProviderSetupError extends Error {
  override name = 'ProviderSetupError'
}

const clients = new Map<string, Promise<ProviderClient>>()

/** The provider's client, discovering it when this process has not yet (concurrent callers share one discovery). */
export function providerClient(provider: SsoProvider): Promise<ProviderClient> {
  const key = `${provider.id}\n${provider.issuer}\n${provider.clientId}`
  let client = clients.get(key)
  if (!client) {
    client = discover(provider)
    clients.set(key, client)
    client.catch(() => clients.delete(key))
  }
  return client
}

/** The algorithms an ID token may be signed with: the discovery document's, without `none` and the HMAC ones (no JWKS key signs those). */
export function acceptedSigningAlgs(listed: unknown): string[] {
  if (!Array.isArray(listed)) return ['RS256'] // OpenID Connect Discovery's default
  return listed.filter((alg): alg is string => typeof alg === 'string' && alg !== 'none' && !alg.startsWith('HS'))
}

async function discover(provider: SsoProvider): Promise<ProviderClient> {
  const fetch = outboundFetch(provider.issuer)
  const insecure = new URL(provider.issuer).protocol === 'http:' // config allows http only on loopback hosts
  const options = { [oidc.customFetch]: fetch, timeout: OUTBOUND_TIMEOUT_MS / 1000, execute: insecure ? [oidc.allowInsecureRequests] : [] }
  const discovered = await oidc.discovery(new URL(provider.issuer), provider.clientId, provider.clientSecret, undefined, options)
  const metadata = discovered.serverMetadata()
  const algs = acceptedSigningAlgs(metadata.id_token_signing_alg_values_supported)
  if (algs.length === 0) throw new ProviderSetupError('the discovery document lists no usable ID token signing algorithm')
  if (!metadata.jwks_uri) throw new ProviderSetupError('the discovery document has no jwks_uri')
  // Rebuilt with the filtered list: openid-client then refuses any other `alg` in an ID token's header.
  const methods = metadata.token_endpoint_auth_methods_supported
  const basic = !methods || methods.includes('client_secret_basic')
  const config = new oidc.Configuration(
    { ...(metadata as oidc.ServerMetadata), id_token_signing_alg_values_supported: algs },
    provider.clientId,
    { client_secret: provider.clientSecret },
    basic ? oidc.ClientSecretBasic(provider.clientSecret) : oidc.ClientSecretPost(provider.clientSecret),
  )
  config[oidc.customFetch] = fetch
  config.timeout = OUTBOUND_TIMEOUT_MS / 1000
  if (insecure) oidc.allowInsecureRequests(config)
  // The ID token's signature from the provider's JWKS, even though it came straight from the token endpoint.
  oidc.enableNonRepudiationChecks(config)
  return { provider, config }
}

/** The provider of OIDC_PROVIDERS with this id, or undefined. */
export function findProvider(providers: readonly SsoProvider[], id: string | null | undefined): SsoProvider | undefined {
  return id ? providers.find((p) => p.id === id) : undefined
}
