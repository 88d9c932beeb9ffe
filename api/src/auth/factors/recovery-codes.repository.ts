// SQL for auth_mfa_recovery_codes: hashes only; a code is used by setting `used_at`, once.
import { and, eq, isNull } from 'drizzle-orm'
import type { Database } from '../../db/database'

export async function insertRecoveryCodes(db: Database, factorId: string, userId: string, hashes: string[]) {
  const createdAt = new Date()
  await db.orm.insert(db.t.authMfaRecoveryCodes).values(hashes.map((codeHash) => ({ factorId, userId, codeHash, createdAt })))
}

/** Uses the unused code with this hash; false when there is none (wrong, or already used). */
export async function useRecoveryCode(db: Database, factorId: string, codeHash: string): Promise<boolean> {
  const { authMfaRecoveryCodes: r } = db.t
  const rows = await db.orm
    .update(r)
    .set({ usedAt: new Date() })
    .where(and(eq(r.factorId, factorId), eq(r.codeHash, codeHash), isNull(r.usedAt)))
    .returning({ id: r.id })
  return rows.length > 0
}

export interface RecoveryCodeUse {
  factorId: string
  usedAt: Date | null
}

export async function recoveryCodeUses(db: Database, userId: string): Promise<RecoveryCodeUse[]> {
  const { authMfaRecoveryCodes: r } = db.t
  return db.orm.select({ factorId: r.factorId, usedAt: r.usedAt }).from(r).where(eq(r.userId, userId)).orderBy(r.id)
}
