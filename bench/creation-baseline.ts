// The bare limit link creation is compared with (issue 18 point 4): read the JSON body, make a random code,
// one prepared INSERT … RETURNING into the product's own links table, answer the row as JSON. Nothing else:
// no identity, no validation, no rules. bun:sqlite on SQLite, postgres.js (statements prepared) on PostgreSQL.
import type { Database } from '../api/src/db/database'
import { randomCode } from '../api/src/links/links.service'

const json = { status: 201, headers: { 'content-type': 'application/json' } }

export function bareInsert(db: Database): (request: Request) => Promise<Response> {
  const driver = db.driver
  if (driver.dialect === 'sqlite') {
    const insert = driver.client.prepare(
      'insert into links (original_url, short_code, code_key, is_active, created_at, updated_at) values (?, ?, ?, 1, ?, ?) returning *',
    )
    return async (request) => {
      const { originalUrl } = (await request.json()) as { originalUrl: string }
      const code = randomCode()
      const now = Date.now()
      return new Response(JSON.stringify(insert.get(originalUrl, code, code.toLowerCase(), now, now)), json)
    }
  }
  const sql = driver.client
  return async (request) => {
    const { originalUrl } = (await request.json()) as { originalUrl: string }
    const code = randomCode()
    const now = new Date().toISOString()
    const [row] = await sql`insert into links (original_url, short_code, code_key, is_active, created_at, updated_at) values (${originalUrl}, ${code}, ${code.toLowerCase()}, true, ${now}, ${now}) returning *`
    return new Response(JSON.stringify(row), json)
  }
}
