// The daily housekeeping on a real database, driven by a test clock: replaced refresh tokens and ended
// sessions go after AUTH_TOKEN_RETENTION_DAYS and not before; per-day click totals go after
// CLICK_DAILY_RETENTION_DAYS only when it is set, and the link's total keeps every click.
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, test } from 'vitest'
import { signUpAndSignIn } from '../../test/auth-fixtures'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { apiClient } from '../../test/http-client'
import { clicksInDb } from '../../test/stored-clicks'
import { createLogger } from '../http/logger'
import { startHousekeeping } from './housekeeping'

const DAY = 86_400_000
const quiet = createLogger('silent')

async function refresh(server: TestServer, token: string) {
  return fetch(`${server.baseUrl}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refresh_token: token }),
  })
}

describe.each(testEngines)('housekeeping (%s)', (engine) => {
  let server: TestServer
  afterEach(() => server?.stop())

  const runAt = (at: number, env: Record<string, string> = {}) =>
    startHousekeeping(server.db, { ...server.config, ...env } as typeof server.config, quiet, () => new Date(at))

  test('purges replaced refresh tokens and ended sessions after the retention, and nothing else', async () => {
    server = await startTestServer({ engine })
    const user = await signUpAndSignIn(server.baseUrl)
    const answer = (await (await refresh(server, user.refreshToken)).json()) as { refresh_token: string }
    const { authRefreshTokens: rt, authSessions: s } = server.db.t
    // Sign-up (confirmed at once) and sign-in each opened a session; the refresh replaced one token.
    const tokens = async () => (await server.db.orm.select({ revoked: rt.revoked }).from(rt)).map((t) => t.revoked).sort()
    expect(await tokens()).toEqual([false, false, true])

    // A second session that ended (its end is past): kept within the retention, purged after it.
    const other = await signUpAndSignIn(server.baseUrl)
    await server.db.orm
      .update(s)
      .set({ notAfter: new Date(Date.now() - DAY / 24) })
      .where(eq(s.userId, other.userId))

    const keeper = runAt(Date.now() + 29 * DAY)
    await keeper.run()
    keeper.stop()
    expect(await tokens()).toEqual([false, false, false, false, true])
    expect((await server.db.orm.select().from(s)).length).toBe(4)

    const purger = runAt(Date.now() + 31 * DAY)
    await purger.run()
    purger.stop()
    expect(await tokens()).toEqual([false, false])
    const sessions = await server.db.orm.select({ userId: s.userId }).from(s)
    expect(sessions.map((r) => r.userId)).toEqual([user.userId, user.userId])
    // The live session still refreshes with its current token.
    expect((await refresh(server, answer.refresh_token)).status).toBe(200)
  })

  test('folds per-day click totals older than CLICK_DAILY_RETENTION_DAYS, keeping the link total', async () => {
    server = await startTestServer({ engine })
    const user = await signUpAndSignIn(server.baseUrl)
    const call = apiClient(server.baseUrl, user.accessToken)
    const created = await call('POST', '/api/urls', { originalUrl: 'https://example.com/kept' })
    expect(created.status).toBe(201)
    const id = created.body.id as number
    const { links, linkClicksDaily: daily } = server.db.t
    await server.db.orm.insert(daily).values([
      { linkId: id, day: '2024-01-01', clicks: 5 },
      { linkId: id, day: new Date(Date.now() - DAY).toISOString().slice(0, 10), clicks: 2 },
    ])
    await server.db.orm.update(links).set({ clicks: 7 }).where(eq(links.id, id))
    const days = async () => (await server.db.orm.select({ day: daily.day }).from(daily).where(eq(daily.linkId, id))).length

    const unset = runAt(Date.now())
    await unset.run()
    unset.stop()
    expect(await days()).toBe(2)

    const folding = runAt(Date.now(), { clickDailyRetentionDays: 30 } as never)
    await folding.run()
    folding.stop()
    expect(await days()).toBe(1)
    expect(await clicksInDb(server, id)).toEqual({ total: 7, daily: 2 })
  })

  test("puts links and tags an older instance wrote without a workspace in their maker's personal workspace, making it if missing", async () => {
    server = await startTestServer({ engine })
    const user = await signUpAndSignIn(server.baseUrl)
    const call = apiClient(server.baseUrl, user.accessToken)
    const { links, tags, linkTags, workspaces } = server.db.t
    const stamp = new Date()
    // what a build before workspaces writes: the maker, no workspace (one maker has no personal workspace at all)
    const [link] = await server.db.orm
      .insert(links)
      .values({ userId: user.userId, originalUrl: 'https://example.com/older', shortCode: `older-${engine}`, createdAt: stamp, updatedAt: stamp })
      .returning({ id: links.id })
    const [tag] = await server.db.orm.insert(tags).values({ userId: user.userId, name: 'legacy', createdAt: stamp }).returning({ id: tags.id })
    await server.db.orm.insert(linkTags).values({ linkId: link!.id, tagId: tag!.id })
    const stranger = `older-instance-${engine}-${crypto.randomUUID()}`
    await server.db.orm
      .insert(links)
      .values({ userId: stranger, originalUrl: 'https://example.com/stranger', shortCode: `stranger-${engine}`, createdAt: stamp, updatedAt: stamp })
    expect((await call('GET', '/api/urls')).body).toEqual([])

    const job = runAt(Date.now())
    await job.run()
    job.stop()
    expect((await call('GET', '/api/urls')).body).toMatchObject([{ shortCode: `older-${engine}`, tags: ['legacy'], createdBy: user.userId }])
    expect((await call('GET', '/api/tags')).body).toMatchObject([{ name: 'legacy', links: 1 }])
    const [personal] = await server.db.orm.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.personalOf, stranger))
    const [adopted] = await server.db.orm.select({ workspaceId: links.workspaceId }).from(links).where(eq(links.userId, stranger))
    expect(adopted?.workspaceId).toBe(personal?.id)
    expect(personal).toBeDefined()
  })
})
