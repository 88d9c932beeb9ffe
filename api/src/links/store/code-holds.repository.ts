// Held short codes (table held_codes): the codes of a deleted account's links, which nobody may take for
// 90 days. Keys are lower case (links.code_key, docs/decisions/0009); no user id is kept. Expired holds
// are ignored, and swept whenever new ones are written (docs/decisions/0033-code-hold.md).
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { preparedPerHandle } from '../../db/prepared'

export const CODE_HOLD_MS = 90 * 86_400_000
const CHUNK = 500

const heldStatement = preparedPerHandle<{ codeKey: string; now: Date }, { codeKey: string }>((db) => {
  const { heldCodes } = db.t
  // No LIMIT: code_key is the primary key, and a bound `limit ?` costs SQLite's lookup about 12 µs. The
  // instant goes through the column's encoder (a Date to SQLite's milliseconds).
  return db.orm
    .select({ codeKey: heldCodes.codeKey })
    .from(heldCodes)
    .where(and(eq(heldCodes.codeKey, sql.placeholder('codeKey')), gt(heldCodes.releaseAt, sql.param(sql.placeholder('now'), heldCodes.releaseAt))))
    .prepare('snip_code_held')
})

/** Whether the code (in any case) is held now (one prepared statement): asked before and after a rename, and around an insert inside a SQLite transaction. */
export async function isCodeHeld(db: Database, codeKey: string, now = new Date()): Promise<boolean> {
  return (await heldStatement(db).execute({ codeKey, now })).length > 0
}

/** Holds the codes until `releaseAt` (an expired hold of the same code is renewed), sweeping expired holds first. */
export async function holdCodes(db: Database, codeKeys: string[], releaseAt: Date, now = new Date()): Promise<void> {
  const { heldCodes } = db.t
  await db.orm.delete(heldCodes).where(lte(heldCodes.releaseAt, now))
  const unique = [...new Set(codeKeys)]
  for (let i = 0; i < unique.length; i += CHUNK) {
    const values = unique.slice(i, i + CHUNK).map((codeKey) => ({ codeKey, releaseAt }))
    await db.orm.insert(heldCodes).values(values).onConflictDoUpdate({ target: heldCodes.codeKey, set: { releaseAt } })
  }
}

/** Which of these code keys a deleted account's hold keeps from everyone now (docs/decisions/0033). */
export async function findHeldCodes(db: Database, codeKeys: string[], now = new Date()): Promise<Set<string>> {
  const { heldCodes } = db.t
  const held = new Set<string>()
  for (let i = 0; i < codeKeys.length; i += CHUNK) {
    const part = codeKeys.slice(i, i + CHUNK)
    const rows = await db.orm
      .select({ codeKey: heldCodes.codeKey })
      .from(heldCodes)
      .where(and(inArray(heldCodes.codeKey, part), gt(heldCodes.releaseAt, now)))
    for (const r of rows) held.add(r.codeKey)
  }
  return held
}
