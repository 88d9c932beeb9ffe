// OIDC_PROVIDERS, AUTH_SSO_ONLY and AUTH_BREAK_GLASS_EMAIL: defaults filled in, bad entries refused by name,
// and a refusal never repeats a value (a client secret must not reach a log).
import { describe, expect, test } from 'vitest'
import { loadConfig } from './config'

const provider = { id: 'authentik', name: 'Authentik', issuer: 'https://id.example/application/o/snip/', clientId: 'snip', clientSecret: 's3cr3t-value' }
const withProviders = (providers: unknown, extra: Record<string, string> = {}) => loadConfig({ OIDC_PROVIDERS: JSON.stringify(providers), ...extra })

describe('single sign-on settings', () => {
  test('none by default: no providers, passwords sign in', () => {
    expect(loadConfig({})).toMatchObject({ ssoProviders: [], ssoOnly: false, breakGlassEmail: undefined })
  })

  test('a provider gets the default scopes and groups claim, and keeps its issuer as written (trailing slash and all)', () => {
    const [p] = withProviders([provider]).ssoProviders
    expect(p).toEqual({
      ...provider,
      issuer: 'https://id.example/application/o/snip/',
      scopes: ['openid', 'email', 'profile'],
      groupsClaim: 'groups',
      workspaceGroups: [],
      adminGroups: [],
    })
  })

  test('groups map to workspaces by slug (lower case) and roles', () => {
    const [p] = withProviders([{ ...provider, workspaceGroups: [{ group: 'Marketing', workspace: 'Mkt', role: 'admin' }], adminGroups: ['ops'] }]).ssoProviders
    expect(p?.workspaceGroups).toEqual([{ group: 'Marketing', workspace: 'mkt', role: 'admin' }])
    expect(p?.adminGroups).toEqual(['ops'])
  })

  test('http is allowed only for a provider on this machine', () => {
    expect(withProviders([{ ...provider, issuer: 'http://127.0.0.1:9000' }]).ssoProviders[0]?.issuer).toBe('http://127.0.0.1:9000')
    expect(() => withProviders([{ ...provider, issuer: 'http://id.example' }])).toThrow(/OIDC_PROVIDERS issuer must start with https:\/\//)
  })

  test.each([
    ['not JSON', '{', /OIDC_PROVIDERS must be a JSON array/],
    ['a missing secret', [{ ...provider, clientSecret: undefined }], /at 0\.clientSecret/],
    ['an unknown field', [{ ...provider, secret: 'x' }], /OIDC_PROVIDERS/],
    ['a reserved id', [{ ...provider, id: 'email' }], /must not be "email"/],
    ['a duplicate id', [provider, provider], /used twice/],
    ['an unknown role', [{ ...provider, workspaceGroups: [{ group: 'a', workspace: 'b', role: 'boss' }] }], /workspaceGroups\.0\.role/],
    ['scopes without openid', [{ ...provider, scopes: ['email'] }], /must include "openid"/],
  ])('refuses %s', (_what, value, message) => {
    const raw = typeof value === 'string' ? value : JSON.stringify(value)
    let error: unknown
    try {
      loadConfig({ OIDC_PROVIDERS: raw })
    } catch (e) {
      error = e
    }
    expect(String(error)).toMatch(message)
    expect(String(error)).not.toContain('s3cr3t-value')
  })

  test('SSO-only needs a provider; the break-glass address is kept in lower case', () => {
    expect(() => loadConfig({ AUTH_SSO_ONLY: 'true' })).toThrow(/AUTH_SSO_ONLY needs at least one provider/)
    expect(withProviders([provider], { AUTH_SSO_ONLY: 'true', AUTH_BREAK_GLASS_EMAIL: ' Admin@Example.org ' })).toMatchObject({
      ssoOnly: true,
      breakGlassEmail: 'admin@example.org',
    })
    expect(() => withProviders([provider], { AUTH_BREAK_GLASS_EMAIL: 'nobody' })).toThrow(/AUTH_BREAK_GLASS_EMAIL/)
  })
})
