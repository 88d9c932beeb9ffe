// SQLite with no transaction open: a new link's hold check and insert run back to back synchronously. An
// account deletion releases and holds codes in one transaction, and none can run between two statements
// run in one synchronous step on the one connection, so the second look links.service makes after an
// insert is not needed (docs/decisions/0054). Written out for bun:sqlite, reading back only the id:
// Drizzle's placeholders and row mapping cost about 9 of this step's ~50 µs (docs/decisions/0059).
// Raw statements bypass sqlite-write-gate.ts, which is why they run only when no transaction is open.
import type { Database as BunSqlite, Statement } from 'bun:sqlite'
import type { Database } from '../../db/database'
import { outsideTransaction } from '../../db/prepared'
import { links } from '../../db/schema.sqlite'
import { optionalKeys, optionalValuesOf } from './new-link-columns'
import { codeKeyOf, newLinkRow, type LinkRow, type NewLink } from './links.repository'

// No LIMIT: code_key is the primary key (a bound `limit ?` costs SQLite's lookup about 12 µs).
const HELD = 'select 1 from held_codes where code_key = ? and release_at > ?'
const INSERT = `insert into links (user_id, original_url, short_code, code_key, is_active, claim_token_hash, created_at, updated_at,
  ${optionalKeys.map((key) => links[key].name).join(', ')})
values (?, ?, ?, ?, ?, ?, ?, ?, ${optionalKeys.map(() => '?').join(', ')}) on conflict do nothing returning id`

type Statements = { held: Statement; insert: Statement<{ id: number }> }
const prepared = new WeakMap<BunSqlite, Statements>()

function statementsOf(client: BunSqlite): Statements {
  let s = prepared.get(client)
  if (!s) prepared.set(client, (s = { held: client.prepare(HELD), insert: client.prepare(INSERT) }))
  return s
}

/**
 * The row, null when the code (in any case) is held or taken; undefined when this does not apply (PostgreSQL,
 * or a transaction is open). `alongside` writes with the new row in the same commit (its audit event).
 */
export function insertLinkAtOnce(db: Database, link: NewLink, alongside?: (client: BunSqlite, row: LinkRow) => void): LinkRow | null | undefined {
  if (db.driver.dialect !== 'sqlite' || !outsideTransaction(db)) return undefined
  const { client, lockWaits } = db.driver
  if (!alongside) return lockWaits.attempt(() => insertNow(client, link))
  // IMMEDIATE: the write lock is taken first, waiting on busy_timeout like any write. A deferred transaction
  // would read the hold first and then fail to become a writer, at once and without waiting, whenever
  // another connection (the click flush worker) holds the lock or has committed since that read.
  return lockWaits.attempt(() =>
    client
      .transaction(() => {
        const row = insertNow(client, link)
        if (row) alongside(client, row)
        return row
      })
      .immediate(),
  )
}

function insertNow(client: BunSqlite, link: NewLink): LinkRow | null {
  const { held, insert } = statementsOf(client)
  const now = new Date()
  const ms = now.getTime()
  const codeKey = codeKeyOf(link.shortCode)
  // Holds keep the instance's own codes (an account's deleted links); a custom domain's codes are its own.
  if (!link.domainId && held.get(codeKey, ms)) return null
  // Dates as the schema stores them (milliseconds), booleans as 0/1.
  const inserted = insert.get(
    link.userId,
    link.originalUrl,
    link.shortCode,
    codeKey,
    link.isActive ? 1 : 0,
    link.claimTokenHash ?? null,
    ms,
    ms,
    ...optionalValuesOf(link, (d) => d.getTime()),
  )
  return inserted ? newLinkRow(link, inserted.id, now) : null
}
