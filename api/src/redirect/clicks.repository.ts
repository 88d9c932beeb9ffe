// Writes counted clicks into the links' totals and their per-day rows: additive UPDATEs, so any number of
// instances may flush into one database. Work goes in chunks, each one transaction; a committed chunk's
// ids are removed from `counts` at once, so on a failure the caller keeps (and retries) only the rest.
// Between chunks the event loop runs, so a large flush never stalls redirects for long.
import type { Database as BunSqlite, Statement } from 'bun:sqlite'
import { sql } from 'drizzle-orm'
import type { Database } from '../db/database'

const SQLITE_CHUNK = 250
const POSTGRES_CHUNK = 5000

/** UTC calendar day, YYYY-MM-DD. */
export function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10)
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve))

interface SqliteStatements {
  total: Statement
  daily: Statement
}
const sqliteStatements = new WeakMap<object, SqliteStatements>()

function statementsFor(client: BunSqlite): SqliteStatements {
  let s = sqliteStatements.get(client)
  if (!s) {
    s = {
      total: client.prepare('update links set clicks = clicks + ? where id = ?'),
      daily: client.prepare(
        'insert into link_clicks_daily (link_id, day, clicks) values (?, ?, ?) on conflict (link_id, day) do update set clicks = clicks + excluded.clicks',
      ),
    }
    sqliteStatements.set(client, s)
  }
  return s
}

async function addChunk(db: Database, chunk: [number, number][], day: string): Promise<void> {
  if (db.dialect === 'sqlite') {
    const client = (db.orm as unknown as { $client: BunSqlite }).$client
    const { total, daily } = statementsFor(client)
    await db.transaction(async () => {
      for (const [id, n] of chunk) {
        if (total.run(n, id).changes > 0) daily.run(id, day, n) // links deleted meanwhile are skipped
      }
    })
    return
  }
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
  const size = db.dialect === 'sqlite' ? SQLITE_CHUNK : POSTGRES_CHUNK
  for (let i = 0; i < entries.length; i += size) {
    if (i > 0) await yieldToEventLoop()
    const chunk = entries.slice(i, i + size)
    await addChunk(db, chunk, day)
    for (const [id] of chunk) counts.delete(id)
  }
}
