// The bare limit link creation is compared with: read the JSON body, make a random code,
// one prepared INSERT … RETURNING into the product's own links table, answer the row as JSON. Nothing else:
// no identity, no validation, no rules. bun:sqlite on SQLite, postgres.js (statements prepared) on PostgreSQL.
// Used in process by creation-profile.ts, and run as its own Bun.serve process by `npm run bench` (the
// wrk baseline for POST /api/urls), on the database the product under test uses, opened the product's
// way (openDatabase: the same pragmas and WAL checkpointer on SQLite, a pool of 10 on PostgreSQL):
//   bun bench/creation-baseline.ts <port> <data dir> [postgres url]
import type { Database } from '../api/src/db/database'
import { openDatabase } from '../api/src/db/open'
import { isUniqueViolation } from '../api/src/db/unique-violation'
import { randomCode } from '../api/src/links/links.service'

const json = { status: 201, headers: { 'content-type': 'application/json' } }

/**
 * A random code may (rarely: 7 characters) be taken already; like the product, draw another. The insert
 * stays synchronous on SQLite (no await added to the bare path); a promise (PostgreSQL) retries when it fails.
 */
export function withFreeCode<T>(insert: (code: string) => T, tries = 1): T {
  const again = (error: unknown): T => {
    if (!isUniqueViolation(error) || tries >= 8) throw error
    return withFreeCode(insert, tries + 1)
  }
  try {
    const result = insert(randomCode())
    return typeof (result as { then?: unknown })?.then === 'function' ? (Promise.resolve(result).catch(again) as T) : result
  } catch (error) {
    return again(error)
  }
}

export function bareInsert(db: Database): (request: Request) => Promise<Response> {
  const driver = db.driver
  if (driver.dialect === 'sqlite') {
    const insert = driver.client.prepare(
      'insert into links (original_url, short_code, code_key, is_active, created_at, updated_at) values (?, ?, ?, 1, ?, ?) returning *',
    )
    return async (request) => {
      const { originalUrl } = (await request.json()) as { originalUrl: string }
      const now = Date.now()
      const row = withFreeCode((code) => insert.get(originalUrl, code, code.toLowerCase(), now, now))
      return new Response(JSON.stringify(row), json)
    }
  }
  const sql = driver.client
  return async (request) => {
    const { originalUrl } = (await request.json()) as { originalUrl: string }
    const now = new Date().toISOString()
    const [row] = await withFreeCode(
      (code) =>
        sql`insert into links (original_url, short_code, code_key, is_active, created_at, updated_at) values (${originalUrl}, ${code}, ${code.toLowerCase()}, true, ${now}, ${now}) returning *`,
    )
    return new Response(JSON.stringify(row), json)
  }
}

/** The baseline process: POST (any path) creates, anything else answers 200 (the bench's readiness probe). */
async function serveBareInsert(port: number, dataDir: string, databaseUrl: string | undefined) {
  const db = await openDatabase({ dataDir, databaseUrl })
  const insert = bareInsert(db)
  const ready = new Response('ok')
  const server = Bun.serve({
    port,
    hostname: '127.0.0.1',
    fetch: (request) => (request.method === 'POST' ? insert(request) : ready.clone()),
  })
  process.on('SIGTERM', async () => {
    server.stop(true)
    await db.close()
    process.exit(0)
  })
  console.log(`bare-insert baseline listening on ${port} (${db.dialect})`)
}

if (import.meta.main) await serveBareInsert(Number(process.argv[2] ?? 3998), process.argv[3] ?? '', process.argv[4])
