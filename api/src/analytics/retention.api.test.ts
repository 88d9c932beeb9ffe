// Retention: per-day click details older than CLICK_DETAIL_RETENTION_DAYS go, exactly those;
// per-day totals and link totals stay. A test clock stands for the day the daily job runs.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { signUpAndSignIn } from '../../test/auth-fixtures'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { apiClient } from '../../test/http-client'
import { startClickAnalytics } from './click-analytics'
import { oldestKeptDay } from './retention'

const NOW = new Date('2026-06-15T23:30:00Z')
const day = (daysBefore: number) => new Date(NOW.getTime() - daysBefore * 86_400_000).toISOString().slice(0, 10)

describe.each(testEngines)('click detail retention on %s', (engine) => {
  let server: TestServer

  beforeAll(async () => {
    server = await startTestServer({ engine })
  })
  afterAll(() => server?.stop())

  test('removes exactly the rows past the window and keeps the per-day totals', async () => {
    const owner = apiClient(server.baseUrl, (await signUpAndSignIn(server.baseUrl)).accessToken)
    const { id: linkId } = (await owner('POST', '/api/urls', { originalUrl: 'https://old.example/' })).body
    const { db } = server
    const { dimensionValues, linkDayTraffic, linkClicksDaily } = db.t
    const ages = [0, 1, 10, 10, 11, 12, 400]
    const values = await db.orm
      .insert(dimensionValues)
      .values(ages.map((_, i) => ({ dimension: 'country', key: `K${i}` })))
      .returning()
    const packedOf = (age: number) =>
      values
        .filter((_, i) => ages[i] === age)
        .map((v) => `${v.id}:1`)
        .join(',')
    await db.orm.insert(linkDayTraffic).values([...new Set(ages)].map((a) => ({ linkId, day: day(a), bots: 1, dimensions: packedOf(a) })))
    await db.orm.insert(linkClicksDaily).values([...new Set(ages)].map((a) => ({ linkId, day: day(a), clicks: 2 })))
    expect(oldestKeptDay(10, NOW)).toBe('2026-06-05')
    const errors: unknown[] = []
    // The job as the server runs it (SQLite: in the analytics worker, on its own connection), on a test clock.
    const job = startClickAnalytics(db, { retentionDays: 10, now: () => NOW, onError: (e) => errors.push(e) })
    await job.prune()
    const kept = (rows: { day: string }[]) => rows.map((r) => r.day).sort()
    expect(kept(await db.orm.select().from(linkDayTraffic))).toEqual([day(10), day(1), day(0)])
    const tenDaysOld = await owner('GET', `/api/urls/${linkId}/analytics?from=${day(10)}&to=${day(10)}`)
    expect(tenDaysOld.body.countries).toEqual([
      { key: 'K2', clicks: 1 },
      { key: 'K3', clicks: 1 },
    ]) // the oldest day kept, whole
    expect(await db.orm.select().from(linkClicksDaily)).toHaveLength(6) // totals stay

    await job.prune() // running again changes nothing
    await job.stop()
    expect(await db.orm.select().from(linkDayTraffic)).toHaveLength(3)
    expect(errors).toEqual([])
  })
})
