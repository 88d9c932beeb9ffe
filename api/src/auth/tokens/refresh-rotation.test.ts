// Refresh tokens: rotated on every use; the previous token tolerated for 60 s (auth-js retries a lost answer
// for up to ~30 s), older ones for the 10 s reuse interval; reuse after that revokes the session.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUpAndSignIn } from '../../../test/auth-fixtures'
import { startTestServer, testEngines, type TestServer } from '../../../test/harness'
import { sha256Hex } from './token-crypto'

describe.each(testEngines)('refresh token rotation (%s)', (engine) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ engine })
  })
  afterAll(() => server?.stop())

  const refresh = async (token: string) => {
    const res = await fetch(`${server.baseUrl}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json;charset=UTF-8' },
      body: JSON.stringify({ refresh_token: token }),
    })
    return { status: res.status, body: (await res.json()) as Record<string, any> }
  }
  const getUser = (accessToken: string) => fetch(`${server.baseUrl}/auth/v1/user`, { headers: { Authorization: `Bearer ${accessToken}` } })
  /** Pretends the token was replaced `ms` ago. */
  const ageToken = async (token: string, ms: number) => {
    const { authRefreshTokens: rt } = server.db.t
    await server.db.orm
      .update(rt)
      .set({ updatedAt: new Date(Date.now() - ms) })
      .where(eq(rt.tokenHash, sha256Hex(token)))
  }

  it('rotates: a new refresh token and access token for the same session and user', async () => {
    const user = await signUpAndSignIn(server.baseUrl)
    const { status, body } = await refresh(user.refreshToken)
    expect(status).toBe(200)
    expect(body.refresh_token).not.toBe(user.refreshToken)
    expect(body.user.id).toBe(user.userId)
    expect(body.expires_in).toBeGreaterThan(3000)
    const sessionOf = (t: string) => JSON.parse(Buffer.from(t.split('.')[1]!, 'base64url').toString()).session_id
    expect(sessionOf(body.access_token)).toBe(sessionOf(user.accessToken))
    expect((await getUser(body.access_token)).status).toBe(200)
  })

  it('stores only hashes of refresh tokens', async () => {
    const user = await signUpAndSignIn(server.baseUrl)
    const rows = await server.db.orm.select().from(server.db.t.authRefreshTokens)
    expect(rows.some((r) => r.tokenHash === user.refreshToken)).toBe(false)
    expect(rows.some((r) => r.tokenHash === sha256Hex(user.refreshToken))).toBe(true)
  })

  it('answers the previous token with the current one (a lost response)', async () => {
    const user = await signUpAndSignIn(server.baseUrl)
    const first = await refresh(user.refreshToken)
    const again = await refresh(user.refreshToken)
    expect(again.status).toBe(200)
    expect(again.body.refresh_token).toBe(first.body.refresh_token)
  })

  it("still answers the previous token 30 s after rotation: auth-js's retry of a lost answer can come that late", async () => {
    const user = await signUpAndSignIn(server.baseUrl)
    const first = await refresh(user.refreshToken)
    await ageToken(user.refreshToken, 30_000)
    const retry = await refresh(user.refreshToken)
    expect(retry.status).toBe(200)
    expect(retry.body.refresh_token).toBe(first.body.refresh_token)
    expect((await getUser(retry.body.access_token)).status).toBe(200)
    expect((await refresh(first.body.refresh_token)).status).toBe(200) // the session goes on
  })

  it('refuses the previous token 60 s after rotation, and revokes the session', async () => {
    const user = await signUpAndSignIn(server.baseUrl)
    const current = await refresh(user.refreshToken)
    await ageToken(user.refreshToken, 61_000)
    const late = await refresh(user.refreshToken)
    expect(late.status).toBe(400)
    expect(late.body.code).toBe('refresh_token_already_used')
    expect((await refresh(current.body.refresh_token)).body.code).toBe('refresh_token_not_found')
    expect((await getUser(current.body.access_token)).status).toBe(403)
  })

  it('tolerates tabs refreshing with the same token at once: everyone gets the same new token', async () => {
    const user = await signUpAndSignIn(server.baseUrl)
    const results = await Promise.all(Array.from({ length: 6 }, () => refresh(user.refreshToken)))
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(200))
    expect(new Set(results.map((r) => r.body.refresh_token)).size).toBe(1)
    expect((await refresh(results[0]!.body.refresh_token)).status).toBe(200)
  })

  it('accepts an older token within the reuse interval', async () => {
    const user = await signUpAndSignIn(server.baseUrl)
    const b = (await refresh(user.refreshToken)).body.refresh_token
    const c = (await refresh(b)).body.refresh_token
    const late = await refresh(user.refreshToken)
    expect(late.status).toBe(200)
    expect(late.body.refresh_token).toBe(c)
  })

  it('refuses a token older than the previous one 15 s after it was replaced, and revokes the whole session', async () => {
    const user = await signUpAndSignIn(server.baseUrl)
    const second = await refresh(user.refreshToken)
    const third = await refresh(second.body.refresh_token)
    await ageToken(user.refreshToken, 15_000) // past the 10 s reuse interval; the 60 s is for the previous token only

    const reused = await refresh(user.refreshToken)
    expect(reused.status).toBe(400)
    expect(reused.body.code).toBe('refresh_token_already_used')

    expect((await refresh(third.body.refresh_token)).body.code).toBe('refresh_token_not_found')
    const res = await getUser(third.body.access_token)
    expect(res.status).toBe(403)
    expect((await res.json()).code).toBe('session_not_found')
  })

  it('refuses the refresh token of a signed-out session, and an empty one', async () => {
    const user = await signUpAndSignIn(server.baseUrl)
    await fetch(`${server.baseUrl}/auth/v1/logout`, { method: 'POST', headers: { Authorization: `Bearer ${user.accessToken}` } })
    expect((await refresh(user.refreshToken)).body.code).toBe('refresh_token_not_found')
    expect((await refresh('')).body.code).toBe('validation_failed')
  })
})
