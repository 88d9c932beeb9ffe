// Writes counted clicks into the links' totals and their per-day rows on PostgreSQL: additive UPDATEs, so
// any number of instances may flush into one database. Work goes in chunks, each one statement; a committed
// chunk's ids are removed from `counts` at once, so on a failure the caller keeps (and retries) only the
// rest. Between chunks the event loop runs, so a large flush never stalls redirects for long.
// (SQLite's flush runs in its worker thread: click-flush.worker.ts.)
import { sql } from 'drizzle-orm'
import type { Database } from '../db/database'
import { dayOf } from './click-day'

const CHUNK = 5000

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve))

async function addChunk(db: Database, chunk: [number, number][], day: string): Promise<void> {
  const ids = `{${chunk.map(([id]) => id).join(',')}}`
  const ns = `{${chunk.map(([, n]) => n).join(',')}}`
  await db.orm.execute(sql`
    with v(id, n) as (select * from unnest(${ids}::int[], ${ns}::int[])),
    u as (update links set clicks = links.clicks + v.n from v where links.id = v.id returning links.id, v.n)
    insert into link_clicks_daily (link_id, day, clicks) select id, ${day}, n from u
    on conflict (link_id, day) do update set clicks = link_clicks_daily.clicks + excluded.clicks`)
}

export async function addClicks(db: Database, counts: Map<number, number>, day = dayOf(new Date())): Promise<void> {
  const entries = [...counts].filter(([, n]) => n > 0).sort((a, b) => a[0] - b[0]) // one lock order for every instance
  for (let i = 0; i < entries.length; i += CHUNK) {
    if (i > 0) await yieldToEventLoop()
    const chunk = entries.slice(i, i + CHUNK)
    await addChunk(db, chunk, day)
    for (const [id] of chunk) counts.delete(id)
  }
}
