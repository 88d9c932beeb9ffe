// CLICK_ANALYTICS=false (decision 60): the product starts no analytics worker thread — not at start, not for
// clicks, not for the retention job while nothing is past the window — and details kept from before still
// leave after the retention (on SQLite in a worker started for that delete and ended after it).
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { composeTestProduct, type ComposedProduct } from '../../test/composed-product'
import { testEngines, type Engine } from '../../test/harness'
import { HUMAN_AGENT } from '../../test/http-client'
import { clicksInDb } from '../../test/stored-clicks'
import { readUntil } from '../../test/waiting'
import { oldestKeptDay } from './retention'

/** Every worker thread started in this test file, by script, and how many of them were ended. */
const started: string[] = []
const ended: string[] = []
const RealWorker = globalThis.Worker
class CountedWorker extends RealWorker {
  readonly #script: string
  constructor(script: string | URL, options?: WorkerOptions) {
    super(script, options)
    this.#script = String(script)
    started.push(this.#script)
  }
  override terminate(): void {
    ended.push(this.#script)
    super.terminate()
  }
}
const analyticsWorkers = (list: string[]) => list.filter((s) => s.endsWith('/analytics.worker.ts')).length

describe.each(testEngines)('analytics off on %s', (engine: Engine) => {
  const composed: ComposedProduct[] = []

  async function compose(clickAnalytics: boolean): Promise<ComposedProduct> {
    const c = await composeTestProduct(engine, { CLICK_ANALYTICS: String(clickAnalytics), CLICK_DETAIL_RETENTION_DAYS: '10' })
    composed.push(c)
    return c
  }

  beforeAll(() => {
    globalThis.Worker = CountedWorker as typeof Worker
  })
  afterEach(async () => {
    for (const c of composed.splice(0)) await c.stop()
    started.length = 0
    ended.length = 0
  })
  afterAll(() => {
    globalThis.Worker = RealWorker
  })

  test('starts no analytics worker: not at start, not for clicks, not for a retention run with nothing to delete', async () => {
    const { product, fetch } = await compose(false)
    expect(product.analytics.details).toBeUndefined()
    const { db } = product
    await db.orm.insert(db.t.links).values({
      originalUrl: 'https://off.example/',
      shortCode: 'off-click',
      codeKey: 'off-click',
      isActive: true,
      createdAt: new Date(),
      updatedAt: new Date(),
    })
    for (let i = 0; i < 3; i++) expect((await fetch(new Request('http://snip.test/off-click', { headers: { 'user-agent': HUMAN_AGENT } }))).status).toBe(302)
    const [{ id }] = await db.orm.select({ id: db.t.links.id }).from(db.t.links).where(eq(db.t.links.shortCode, 'off-click'))
    expect(
      await readUntil(
        () => clicksInDb(product, id),
        (c) => c.total === 3,
      ),
    ).toEqual({ total: 3, daily: 3 }) // the click flush ran
    await product.analytics.prune()
    expect(analyticsWorkers(started)).toBe(0)

    // The same with analytics on starts it (the spy sees workers), on SQLite where the worker writes.
    const on = await compose(true)
    await on.product.analytics.prune()
    expect(analyticsWorkers(started)).toBe(engine === 'sqlite' ? 1 : 0)
  })

  test('details kept from before still leave after the retention, in a worker ended after the delete', async () => {
    const { product } = await compose(false)
    const { db } = product
    const [link] = await db.orm
      .insert(db.t.links)
      .values({
        originalUrl: 'https://kept.example/',
        shortCode: 'off-kept',
        codeKey: 'off-kept',
        isActive: true,
        createdAt: new Date(),
        updatedAt: new Date(),
      })
      .returning()
    const oldest = oldestKeptDay(10, new Date())
    const before = new Date(Date.parse(oldest) - 86_400_000).toISOString().slice(0, 10)
    await db.orm.insert(db.t.linkDayTraffic).values([
      { linkId: link!.id, day: before, bots: 1 },
      { linkId: link!.id, day: oldest, bots: 2 },
    ])
    await product.analytics.prune()
    const days = (await db.orm.select({ day: db.t.linkDayTraffic.day }).from(db.t.linkDayTraffic)).map((r) => r.day)
    expect(days).toEqual([oldest])
    expect(analyticsWorkers(started)).toBe(engine === 'sqlite' ? 1 : 0)
    expect(analyticsWorkers(ended)).toBe(analyticsWorkers(started))
  })
})
