// DELETE /api/users/me: refused without the typed confirmation and the right password (nothing deleted);
// with them, no row of the user is left in any table (every table of the database is read, so tables
// added later are covered), other users keep everything, the user's tokens stop working, the codes answer
// 404 and pending clicks do not fail the flush.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { anonKeyOf, signUpAndSignIn, type SignedInUser } from '../../test/auth-fixtures'
import { allRows, cellsNaming } from '../../test/all-rows'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { apiClient, followShortLink } from '../../test/http-client'
import { clicksInDb } from '../../test/stored-clicks'
import { readUntil } from '../../test/waiting'

const PASSWORD = 'correct horse battery'

describe.each(testEngines)('account deletion on %s', (engine) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ engine, env: { LOG_LEVEL: 'error' } })
  })
  afterAll(() => server?.stop())

  const signIn = async (email: string, password = PASSWORD) =>
    fetch(`${server.baseUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: await anonKeyOf(server.baseUrl) },
      body: JSON.stringify({ email, password }),
    })

  /** A user with links, clicks (flushed and still in memory), a keyed create, two sessions and a one-time token. */
  async function busyUser(): Promise<{ user: SignedInUser; second: SignedInUser; links: { id: number; shortCode: string }[] }> {
    const user = await signUpAndSignIn(server.baseUrl)
    const second = await signUpAndSignIn(server.baseUrl, { email: user.email }) // a second session
    const call = apiClient(server.baseUrl, user.accessToken)
    const links = [
      (await call('POST', '/api/urls', { originalUrl: 'https://mine.example/a', shortCode: `Gone${Math.random().toString(36).slice(2, 9)}` })).body,
      (await call('POST', '/api/urls', { originalUrl: `https://mine.example/${user.email}` }, { 'idempotency-key': 'k1' })).body,
    ]
    for (const l of links) await followShortLink(server.baseUrl, l.shortCode)
    for (const l of links)
      await readUntil(
        () => clicksInDb(server, l.id),
        (c) => c.daily === 1,
      ) // flushed into the per-day rows
    await followShortLink(server.baseUrl, links[0].shortCode) // cached, and a click still in memory
    const { authOneTimeTokens } = server.db.t
    const now = new Date()
    await server.db.orm.insert(authOneTimeTokens).values({
      id: crypto.randomUUID(),
      userId: user.userId,
      tokenType: 'recovery_token',
      tokenHash: crypto.randomUUID(),
      otpHash: 'x',
      relatesTo: user.email,
      createdAt: now,
      expiresAt: new Date(now.getTime() + 3_600_000),
    })
    return { user, second, links }
  }

  test('refuses without the typed confirmation or the right password, and deletes nothing', async () => {
    const user = await signUpAndSignIn(server.baseUrl)
    const call = apiClient(server.baseUrl, user.accessToken)
    await call('POST', '/api/urls', { originalUrl: 'https://kept.example/' })
    expect(await call('DELETE', '/api/users/me', { password: PASSWORD })).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', message: 'Type DELETE to confirm that the account should be deleted' },
    })
    expect((await call('DELETE', '/api/users/me', { confirmation: 'delete', password: PASSWORD })).status).toBe(400)
    expect(await call('DELETE', '/api/users/me', { confirmation: 'DELETE' })).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', message: 'Enter your current password' },
    })
    expect(await call('DELETE', '/api/users/me', { confirmation: 'DELETE', password: 'not the password' })).toMatchObject({
      status: 400,
      body: { code: 'wrong_password', message: 'The password is not correct' },
    })
    expect((await apiClient(server.baseUrl)('DELETE', '/api/users/me', { confirmation: 'DELETE', password: PASSWORD })).status).toBe(401)
    expect((await call('GET', '/api/urls')).body).toHaveLength(1)
    expect((await call('GET', '/api/users/me')).status).toBe(200)
    expect((await signIn(user.email)).status).toBe(200)
  })

  test('removes every row of the user from every table; others keep theirs; tokens, codes and sign-in stop working', async () => {
    const bystander = await signUpAndSignIn(server.baseUrl)
    const theirs = apiClient(server.baseUrl, bystander.accessToken)
    const theirLink = (await theirs('POST', '/api/urls', { originalUrl: 'https://bystander.example/' }, { 'idempotency-key': 'k1' })).body
    await followShortLink(server.baseUrl, theirLink.shortCode)
    const { user, second, links } = await busyUser()
    const before = allRows(server.db)
    const theirListBefore = (await theirs('GET', '/api/urls')).body
    expect(cellsNaming(await before, { ...user, linkIds: links.map((l) => l.id) }).length).toBeGreaterThan(8) // the check sees the user's rows

    const res = await apiClient(server.baseUrl, user.accessToken)('DELETE', '/api/users/me', { confirmation: 'DELETE', password: PASSWORD })
    expect(res).toMatchObject({ status: 200, body: { deleted: true } })

    const after = await allRows(server.db)
    expect(after.map((t) => t.table).length).toBeGreaterThanOrEqual(10)
    expect(cellsNaming(after, { ...user, linkIds: links.map((l) => l.id) })).toEqual([])
    expect(cellsNaming(after, { ...bystander, linkIds: [theirLink.id] }).length).toBeGreaterThan(0)
    expect((await theirs('GET', '/api/urls')).body).toEqual(theirListBefore)
    expect((await followShortLink(server.baseUrl, theirLink.shortCode)).status).toBe(302)

    for (const token of [user.accessToken, second.accessToken]) expect((await apiClient(server.baseUrl, token)('GET', '/api/urls')).status).toBe(401)
    const refresh = await fetch(`${server.baseUrl}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: await anonKeyOf(server.baseUrl) },
      body: JSON.stringify({ refresh_token: second.refreshToken }),
    })
    expect(refresh.status).toBeGreaterThanOrEqual(400)
    expect((await signIn(user.email)).status).toBe(400)
    for (const l of links) expect((await followShortLink(server.baseUrl, l.shortCode)).status).toBe(404)

    // Nothing to wait on: the flush of the click still in memory for a deleted link must not fail and must
    // write nothing, so a flush round (once a second) is given its time and then nothing is looked for.
    await new Promise((r) => setTimeout(r, 1300))
    expect(server.logs.filter((l) => l.includes('click flush failed'))).toEqual([])
    expect(cellsNaming(await allRows(server.db), { ...user, linkIds: links.map((l) => l.id) })).toEqual([])
  })
})
