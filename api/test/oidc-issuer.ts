// A real OpenID Connect provider for tests (oidc-provider, on a free local port): a confidential client whose
// callback is Snip's `/auth/v1/callback`, test people with `email`, `email_verified`, `name` and `groups`, and
// an interaction endpoint a test drives over HTTP (`signInAt`) instead of a login form: it signs the person
// in and grants the scopes the request asked for.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair } from 'jose'
import Provider, { type Configuration } from 'oidc-provider'

export interface IssuerPerson {
  sub: string
  email?: string
  email_verified?: boolean
  name?: string
  groups?: string[]
}

export interface TestIssuer {
  issuer: string
  clientId: string
  clientSecret: string
  /** The people the provider knows, by `sub`; a test may add or change one. */
  people: Map<string, IssuerPerson>
  /**
   * Follows a Snip authorization URL through the provider as `sub` (signed in, consent given) and answers the
   * provider's redirect to Snip's callback, or its error redirect.
   */
  signInAt(authorizationUrl: string, sub: string): Promise<URL>
  /** An OIDC_PROVIDERS entry for it. */
  providerEntry(extra?: Record<string, unknown>): Record<string, unknown>
  stop(): Promise<void>
}

export interface TestIssuerOptions {
  /** Snip's PUBLIC_URL (the client's registered callback is under it). */
  snipUrl: string
  people: IssuerPerson[]
  clientId?: string
  clientSecret?: string
}

/** Cookies of one browser, by name: enough for the provider's interaction and session cookies. */
function cookieJar() {
  const jar = new Map<string, string>()
  return {
    take(res: Response) {
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';')
        const at = pair!.indexOf('=')
        jar.set(pair!.slice(0, at).trim(), pair!.slice(at + 1))
      }
    },
    header: () => [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
  }
}

export async function startTestIssuer(options: TestIssuerOptions): Promise<TestIssuer> {
  const clientId = options.clientId ?? 'snip-test'
  const clientSecret = options.clientSecret ?? `secret-${crypto.randomUUID()}`
  const people = new Map(options.people.map((p) => [p.sub, p]))
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end()
  const server = createServer((req, res) => handle(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  // Its own signing key and lifetimes: oidc-provider warns about its development defaults otherwise.
  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  const configuration: Configuration = {
    jwks: { keys: [{ ...(await exportJWK(privateKey)), kid: 'test', alg: 'RS256', use: 'sig' }] },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${options.snipUrl}/auth/v1/callback`],
        post_logout_redirect_uris: [`${options.snipUrl}/app/login`],
      },
    ],
    scopes: ['openid', 'email', 'profile', 'groups', 'offline_access'],
    claims: { email: ['email', 'email_verified'], profile: ['name'], groups: ['groups'] },
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    findAccount: async (_ctx, sub) => {
      const person = people.get(sub)
      if (!person) return undefined
      return { accountId: sub, claims: async () => ({ ...person }) }
    },
  }
  const provider = new Provider(issuer, configuration)
  const callback = provider.callback()
  handle = (req, res) => {
    const interaction = /^\/interaction\/([^/?]+)\?sub=(.+)$/.exec(req.url ?? '')
    if (interaction) void finishInteraction(req, res, decodeURIComponent(interaction[2]!))
    else callback(req, res)
  }

  async function finishInteraction(req: IncomingMessage, res: ServerResponse, sub: string) {
    try {
      const details = await provider.interactionDetails(req, res)
      const grant = new provider.Grant({ accountId: sub, clientId: details.params.client_id as string })
      grant.addOIDCScope(String(details.params.scope))
      const grantId = await grant.save()
      await provider.interactionFinished(req, res, { login: { accountId: sub }, consent: { grantId } }, { mergeWithLastSubmission: false })
    } catch (error) {
      res.statusCode = 500
      res.end(String(error))
    }
  }

  return {
    issuer,
    clientId,
    clientSecret,
    people,
    async signInAt(authorizationUrl, sub) {
      const jar = cookieJar()
      let url = new URL(authorizationUrl)
      for (let hop = 0; hop < 10; hop++) {
        if (url.origin !== issuer) return url
        if (url.pathname.startsWith('/interaction/')) url.search = `?sub=${encodeURIComponent(sub)}`
        const res = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } })
        jar.take(res)
        const location = res.headers.get('location')
        if (!location) throw new Error(`the provider answered ${res.status} at ${url.pathname}: ${(await res.text()).slice(0, 300)}`)
        url = new URL(location, url)
      }
      throw new Error('too many redirects at the provider')
    },
    providerEntry: (extra = {}) => ({
      id: 'corp',
      name: 'Corp SSO',
      issuer,
      clientId,
      clientSecret,
      scopes: ['openid', 'email', 'profile', 'groups'],
      ...extra,
    }),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
