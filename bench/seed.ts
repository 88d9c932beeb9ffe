// Seeds the database directly, in batched INSERT … SELECT statements (seconds for 1,000,000 links),
// after the product's own migrations have created the tables.
import { Database as BunSqlite } from 'bun:sqlite'
import postgres from 'postgres'
import { openPostgres } from '../api/src/db/open-postgres'
import { openSqlite } from '../api/src/db/open-sqlite'
import { postgresCodeSql, postgresTargetSql, sqliteCodeSql, sqliteTargetSql } from './codes'

const BATCH = 100_000

/** Links b0000000 … for `count` codes, anonymous, active, no clicks. */
export async function seedSqlite(file: string, count: number): Promise<void> {
  await openSqlite(file).close() // migrate
  const db = new BunSqlite(file)
  db.exec('PRAGMA journal_mode = WAL')
  const now = Date.now()
  for (let from = 0; from < count; from += BATCH) {
    const to = Math.min(count, from + BATCH) - 1
    db.exec(`with recursive s(i) as (select ${from} union all select i + 1 from s where i < ${to})
      insert into links (user_id, original_url, short_code, is_active, clicks, created_at, updated_at)
      select null, ${sqliteTargetSql}, ${sqliteCodeSql}, 1, 0, ${now}, ${now} from s`)
  }
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)')
  db.close()
}

export async function seedPostgres(url: string, count: number): Promise<void> {
  await (await openPostgres(url, { max: 1 })).close() // migrate
  const sql = postgres(url, { max: 1, onnotice: () => {} })
  for (let from = 0; from < count; from += BATCH) {
    const to = Math.min(count, from + BATCH) - 1
    await sql.unsafe(`insert into links (user_id, original_url, short_code, is_active, clicks, created_at, updated_at)
      select null, ${postgresTargetSql}, ${postgresCodeSql}, true, 0, now(), now() from generate_series(${from}, ${to}) as s(i)`)
  }
  await sql.unsafe('vacuum analyze links')
  await sql.end()
}

/**
 * `count` links made by `userId` in their personal workspace (made at sign-up; docs/decisions/0081: a link
 * in no workspace is listed nowhere), codes u0000000 … (or `prefix`…), a few clicks each, over the last days.
 */
export async function seedUserLinks(target: { sqliteFile?: string; postgresUrl?: string }, userId: string, count: number, prefix = 'u'): Promise<void> {
  const now = Date.now()
  if (target.sqliteFile) {
    const db = new BunSqlite(target.sqliteFile)
    db.exec('PRAGMA busy_timeout = 5000')
    const workspace = db.query('select id from workspaces where personal_of = ?').get(userId) as { id: number } | null
    if (!workspace) throw new Error(`seedUserLinks: ${userId} has no personal workspace (sign the user up first)`)
    db.prepare(`with recursive s(i) as (select 0 union all select i + 1 from s where i < ${count - 1})
      insert into links (user_id, workspace_id, original_url, short_code, is_active, clicks, created_at, updated_at)
      select ?, ?, 'https://example.org/user-link/' || i, ? || printf('%07d', i), i % 7 != 0, i % 13, ? - i * 60000, ? from s`).run(
      userId,
      workspace.id,
      prefix,
      now,
      now,
    )
    db.close()
    return
  }
  const sql = postgres(target.postgresUrl!, { max: 1, onnotice: () => {} })
  const [workspace] = await sql`select id from workspaces where personal_of = ${userId}`
  if (!workspace) throw new Error(`seedUserLinks: ${userId} has no personal workspace (sign the user up first)`)
  await sql`insert into links (user_id, workspace_id, original_url, short_code, is_active, clicks, created_at, updated_at)
    select ${userId}, ${workspace.id}, 'https://example.org/user-link/' || i, ${prefix} || lpad(i::text, 7, '0'), i % 7 != 0, i % 13,
      now() - make_interval(mins => i), now() from generate_series(0, ${count - 1}) as s(i)`
  await sql`analyze links` // fresh statistics, as a database that grew to this size would have
  await sql.end()
}

/**
 * An instance-wide custom domain `host` (served at once, docs/decisions/0083) holding copies of the links with
 * `codes` (same targets): the redirect's hot set asked on that host. Returns the domain's id.
 */
export async function seedDomainCopies(
  target: { sqliteFile?: string; postgresUrl?: string },
  host: string,
  codes: string[],
  /** The copies' redirect rules and split (the links.rules column, `{ rules, split }`); none by default. */
  rules?: { rules: unknown[]; split: unknown[] },
): Promise<number> {
  const json = rules ? `'${JSON.stringify(rules).replace(/'/g, "''")}'${target.sqliteFile ? '' : '::jsonb'}` : 'null'
  const copy = (domainId: number, list: string) =>
    `insert into links (user_id, domain_id, original_url, short_code, code_key, is_active, clicks, rules, created_at, updated_at)
     select null, ${domainId}, original_url, short_code, lower(short_code), is_active, 0, ${json}, created_at, updated_at
     from links where domain_id is null and short_code in (${list})`
  const quoted = (part: string[]) => part.map((c) => `'${c.replace(/'/g, "''")}'`).join(', ')
  if (target.sqliteFile) {
    const db = new BunSqlite(target.sqliteFile)
    db.exec('PRAGMA busy_timeout = 5000')
    const now = Date.now()
    const { id } = db
      .query("insert into domains (host, workspace_id, verify_token, verified_at, created_at) values (?, null, 'bench', ?, ?) returning id")
      .get(host, now, now) as { id: number }
    for (let i = 0; i < codes.length; i += 1000) db.exec(copy(id, quoted(codes.slice(i, i + 1000))))
    db.close()
    return id
  }
  const sql = postgres(target.postgresUrl!, { max: 1, onnotice: () => {} })
  const [row] =
    await sql`insert into domains (host, workspace_id, verify_token, verified_at, created_at) values (${host}, null, 'bench', now(), now()) returning id`
  const id = Number(row!.id)
  for (let i = 0; i < codes.length; i += 1000) await sql.unsafe(copy(id, quoted(codes.slice(i, i + 1000))))
  await sql`analyze links`
  await sql.end()
  return id
}

/** Sum of all links' clicks, staged clicks not yet folded included (docs/decisions/0055). */
export async function totalClicks(target: { sqliteFile?: string; postgresUrl?: string }): Promise<number> {
  const query = 'select (select coalesce(sum(clicks), 0) from links) + (select coalesce(sum(clicks), 0) from link_clicks_recent) as n'
  if (target.sqliteFile) {
    const db = new BunSqlite(target.sqliteFile, { readonly: true })
    const row = db.query(query).get() as { n: number }
    db.close()
    return Number(row.n)
  }
  const sql = postgres(target.postgresUrl!, { max: 1, onnotice: () => {} })
  const [row] = await sql.unsafe(query)
  await sql.end()
  return Number(row!.n)
}
