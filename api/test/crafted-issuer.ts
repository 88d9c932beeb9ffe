// A small OpenID Connect provider whose token endpoint answers whatever ID token the test made (signed with
// jose, or not at all): for the refusals a real provider never produces — a wrong nonce, audience or issuer,
// an expired token, `alg: none`, a foreign signature, an algorithm the discovery document does not list.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose'

export interface CraftedIssuer {
  issuer: string
  clientId: string
  clientSecret: string
  /** The ID token the next token request gets. */
  nextIdToken: string
  /** Claims of a good ID token for `nonce` (iss, aud, sub, iat, exp, e-mail verified); `changes` replace them. */
  claims(nonce: string, changes?: JWTPayload): JWTPayload
  /** Signed with the published RS256 key (or `with`: 'foreign' — an unpublished key under the same kid — or 'es256'). */
  sign(claims: JWTPayload, with_?: 'rs256' | 'foreign' | 'es256' | 'hs256'): Promise<string>
  /** An unsigned token (`alg: none`). */
  unsigned(claims: JWTPayload): string
  /** Requests the provider received, by path (the SSRF test checks none reached an endpoint). */
  hits: string[]
  stop(): Promise<void>
}

export interface CraftedIssuerOptions {
  algs?: string[]
  /** Replaces the discovery document's jwks_uri (an endpoint elsewhere). */
  jwksUri?: string
}

export async function startCraftedIssuer(options: CraftedIssuerOptions = {}): Promise<CraftedIssuer> {
  const rsa = await generateKeyPair('RS256')
  const foreign = await generateKeyPair('RS256')
  const ec = await generateKeyPair('ES256')
  const jwks = {
    keys: [
      { ...(await exportJWK(rsa.publicKey)), kid: 'rsa', alg: 'RS256', use: 'sig' },
      { ...(await exportJWK(ec.publicKey)), kid: 'ec', alg: 'ES256', use: 'sig' },
    ],
  }
  const clientId = 'crafted-client'
  const clientSecret = `crafted-secret-${crypto.randomUUID()}`
  const hits: string[] = []
  const state = { nextIdToken: '' }
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0]!
    hits.push(path)
    const send = (body: unknown) => {
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify(body))
    }
    if (path === '/.well-known/openid-configuration')
      return send({
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: options.jwksUri ?? `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: options.algs ?? ['RS256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic'],
        code_challenge_methods_supported: ['S256'],
      })
    if (path === '/jwks') return send(jwks)
    if (path === '/token') return send({ access_token: 'crafted-access-token', token_type: 'Bearer', expires_in: 60, id_token: state.nextIdToken })
    res.statusCode = 404
    res.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const now = () => Math.floor(Date.now() / 1000)
  return {
    issuer,
    clientId,
    clientSecret,
    hits,
    get nextIdToken() {
      return state.nextIdToken
    },
    set nextIdToken(token: string) {
      state.nextIdToken = token
    },
    claims: (nonce, changes = {}) => ({
      iss: issuer,
      aud: clientId,
      sub: 'crafted-1',
      iat: now(),
      exp: now() + 300,
      nonce,
      email: 'crafted@corp.example',
      email_verified: true,
      name: 'Crafted Person',
      ...changes,
    }),
    async sign(claims, with_ = 'rs256') {
      if (with_ === 'hs256') return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(clientSecret))
      if (with_ === 'es256') return new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid: 'ec' }).sign(ec.privateKey)
      return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'rsa' }).sign(with_ === 'foreign' ? foreign.privateKey : rsa.privateKey)
    },
    unsigned: (claims) =>
      `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
