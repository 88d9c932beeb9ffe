// /api/keys over real HTTP on every engine: create (the key shown once, stored as a hash), list, revoke,
// the 25-key limit, the contract's messages, and that only a signed-in session manages keys.
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { limits, messages } from '../contracts'
import { signUpAndSignIn } from '../../test/auth-fixtures'
import { testEngines } from '../../test/harness'
import { apiClient } from '../../test/http-client'
import { useServerWithUser } from '../../test/keys-test-server'
import { scopeMessages } from '../contracts/api-key-scopes'

describe.each(testEngines)('API keys management on %s', (engine) => {
  const ctx = useServerWithUser(engine)

  const newUser = async () => apiClient(ctx.server.baseUrl, (await signUpAndSignIn(ctx.server.baseUrl)).accessToken)

  test('the full key appears only in the create answer: the list shows its prefix, the database holds no trace of it', async () => {
    const created = await ctx.asAlice('POST', '/api/keys', {
      scopes: ['links:read', 'links:write', 'analytics:read', 'workspace:admin'],
      name: 'deploy script',
    })
    expect(created.status).toBe(201)
    const { key, ...listed } = created.body
    expect(key).toMatch(/^snip_[A-Za-z0-9]{43}$/)
    expect(listed).toEqual({
      id: expect.any(String),
      name: 'deploy script',
      prefix: key.slice(0, 12),
      createdAt: expect.any(String),
      expiresAt: null,
      lastUsedDay: null,
      scopes: ['links:read', 'links:write', 'analytics:read', 'workspace:admin'],
      workspace: expect.stringMatching(/^personal-/),
      createdBy: ctx.alice.email,
    })
    const list = await ctx.asAlice('GET', '/api/keys')
    expect(list.status).toBe(200)
    expect(list.body).toContainEqual(listed)
    expect(JSON.stringify(list.body)).not.toContain(key.slice(12))
    const rows = await ctx.server.db.orm.select().from(ctx.server.db.t.apiKeys)
    expect(rows.length).toBeGreaterThan(0)
    expect(JSON.stringify(rows)).not.toContain(key.slice(12)) // neither the key nor its secret part, in any column
    expect(rows.find((r) => r.id === listed.id)!.keyHash).toMatch(/^[0-9a-f]{64}$/)
  })

  test('an expiry in the future is kept; the list holds only the caller’s keys', async () => {
    const call = await newUser()
    const expiresAt = new Date(Date.now() + 7 * 86_400_000).toISOString()
    await call('POST', '/api/keys', { scopes: ['links:read', 'links:write', 'analytics:read', 'workspace:admin'], name: 'first' })
    expect(
      (await call('POST', '/api/keys', { scopes: ['links:read', 'links:write', 'analytics:read', 'workspace:admin'], name: '  second  ', expiresAt })).body,
    ).toMatchObject({ name: 'second', expiresAt })
    expect((await call('GET', '/api/keys')).body.map((k: { name: string }) => k.name).sort()).toEqual(['first', 'second'])
    expect((await (await newUser())('GET', '/api/keys')).body).toEqual([])
  })

  const every = ['links:read', 'links:write', 'analytics:read', 'workspace:admin']
  test.each([
    [{ scopes: every }, messages.apiKeys.nameRequired],
    [{ name: '   ', scopes: every }, messages.apiKeys.nameRequired],
    [{ name: 'x'.repeat(101), scopes: every }, messages.apiKeys.nameTooLong],
    [{ name: 'line\nbreak', scopes: every }, messages.api.controlCharacters],
    [{ name: 'bell\u0007', scopes: every }, messages.api.controlCharacters],
    [{ name: 'ok', scopes: every, expiresAt: 'next week' }, messages.apiKeys.expiryInvalid],
    [{ name: 'ok', scopes: every, expiresAt: new Date(Date.now() - 60_000).toISOString() }, messages.apiKeys.expiryInPast],
    [{ name: 'ok', scopes: [] }, scopeMessages.scopesRequired],
    [{ name: 'ok', scopes: 'links:read' }, scopeMessages.scopesRequired],
    [{ name: 'ok', scopes: ['links:read', 'links:delete'] }, scopeMessages.scopeUnknown],
    [{ name: 'ok', scopes: ['LINKS:READ'] }, scopeMessages.scopeUnknown],
    [{ name: 'ok', scopes: [7] }, scopeMessages.scopeUnknown],
  ])('refuses %j with 400 and the contract’s message', async (body, message) => {
    const res = await ctx.asAlice('POST', '/api/keys', body)
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ code: 'validation_failed', message })
  })

  test('a key asked for without scopes (a script written before them) gets every scope the role grants', async () => {
    const res = await ctx.asAlice('POST', '/api/keys', { name: 'no scopes given' })
    expect(res.status).toBe(201)
    expect(res.body.scopes).toEqual(every)
    await ctx.asAlice('DELETE', `/api/keys/${res.body.id}`)
  })

  test('a name of exactly 100 characters is fine', async () => {
    expect(
      (await ctx.asAlice('POST', '/api/keys', { scopes: ['links:read', 'links:write', 'analytics:read', 'workspace:admin'], name: 'y'.repeat(100) })).status,
    ).toBe(201)
  })

  test('refuses the 26th key with a clear error, also when several are asked for at once', async () => {
    const call = await newUser()
    for (let i = 0; i < limits.apiKeysPerUser - 2; i++)
      expect((await call('POST', '/api/keys', { scopes: ['links:read', 'links:write', 'analytics:read', 'workspace:admin'], name: `k${i}` })).status).toBe(201)
    const racing = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        call('POST', '/api/keys', { scopes: ['links:read', 'links:write', 'analytics:read', 'workspace:admin'], name: `race${i}` }),
      ),
    )
    expect(racing.map((r) => r.status).sort()).toEqual([201, 201, 400, 400])
    const refused = await call('POST', '/api/keys', { scopes: ['links:read', 'links:write', 'analytics:read', 'workspace:admin'], name: 'one too many' })
    expect(refused.status).toBe(400)
    expect(refused.body).toEqual({ code: 'api_key_limit_reached', message: messages.apiKeys.limitReached(25) })
    expect((await call('GET', '/api/keys')).body).toHaveLength(25)
    const first = (await call('GET', '/api/keys')).body[0]
    expect((await call('DELETE', `/api/keys/${first.id}`)).status).toBe(200)
    expect((await call('POST', '/api/keys', { scopes: ['links:read', 'links:write', 'analytics:read', 'workspace:admin'], name: 'room again' })).status).toBe(
      201,
    )
  })

  test('revoking: only the owner’s keys (another user’s or an unknown id is 404)', async () => {
    const created = (await ctx.asAlice('POST', '/api/keys', { scopes: ['links:read', 'links:write', 'analytics:read', 'workspace:admin'], name: 'to revoke' }))
      .body
    const bob = await newUser()
    expect((await bob('DELETE', `/api/keys/${created.id}`)).body).toEqual({ code: 'api_key_not_found', message: messages.apiKeys.notFound })
    expect((await ctx.asAlice('DELETE', '/api/keys/not-a-key-id')).status).toBe(404)
    expect((await ctx.asAlice('DELETE', `/api/keys/${created.id}`)).body).toEqual({ deleted: true })
    expect((await ctx.asAlice('GET', '/api/keys')).body.map((k: { id: string }) => k.id)).not.toContain(created.id)
    expect((await ctx.asAlice('DELETE', `/api/keys/${created.id}`)).status).toBe(404)
  })

  test('an API key cannot list, create or revoke keys (403); no credential is 401', async () => {
    const created = (await ctx.asAlice('POST', '/api/keys', { scopes: ['links:read', 'links:write', 'analytics:read', 'workspace:admin'], name: 'script' }))
      .body
    const withKey = apiClient(ctx.server.baseUrl, created.key)
    for (const [method, path, body] of [
      ['GET', '/api/keys'],
      ['POST', '/api/keys', { scopes: ['links:read', 'links:write', 'analytics:read', 'workspace:admin'], name: 'minted by a key' }],
      ['DELETE', `/api/keys/${created.id}`],
    ] as const) {
      const res = await withKey(method, path, body)
      expect([method, res.status, res.body]).toEqual([method, 403, { code: 'api_key_not_allowed', message: messages.apiKeys.needsSession }])
      expect((await apiClient(ctx.server.baseUrl)(method, path, body)).status).toBe(401)
    }
    expect((await ctx.asAlice('GET', '/api/keys')).body.map((k: { id: string }) => k.id)).toContain(created.id)
  })

  test('keys go with their user: deleting the account row deletes them (ON DELETE CASCADE)', async () => {
    const user = await signUpAndSignIn(ctx.server.baseUrl)
    await apiClient(ctx.server.baseUrl, user.accessToken)('POST', '/api/keys', {
      scopes: ['links:read', 'links:write', 'analytics:read', 'workspace:admin'],
      name: 'cascade',
    })
    const { apiKeys, authUsers } = ctx.server.db.t
    expect(await ctx.server.db.orm.select().from(apiKeys).where(eq(apiKeys.userId, user.userId))).toHaveLength(1)
    await ctx.server.db.orm.delete(authUsers).where(eq(authUsers.id, user.userId))
    expect(await ctx.server.db.orm.select().from(apiKeys).where(eq(apiKeys.userId, user.userId))).toEqual([])
  })
})
