// Held short codes (table held_codes): the codes of a deleted account's links, which nobody may take for
// 90 days. Keys are lower case (links.code_key, docs/decisions/0009); no user id is kept. Expired holds
// are ignored, and swept whenever new ones are written (docs/decisions/0033-code-hold.md).
import { and, eq, gt, lte } from 'drizzle-orm'
import type { Database } from '../db/database'

export const CODE_HOLD_MS = 90 * 86_400_000
const CHUNK = 500

/** Whether the code (in any case) is held now. */
export async function isCodeHeld(db: Database, codeKey: string, now = new Date()): Promise<boolean> {
  const { heldCodes } = db.t
  const rows = await db.orm
    .select({ codeKey: heldCodes.codeKey })
    .from(heldCodes)
    .where(and(eq(heldCodes.codeKey, codeKey), gt(heldCodes.releaseAt, now)))
    .limit(1)
  return rows.length > 0
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
