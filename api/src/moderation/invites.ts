// Sign-up invites (invite-only mode): a random token in the invite address; only its SHA-256 is stored,
// and it is used up by the sign-up it lets through.
import { and, eq, isNull } from 'drizzle-orm'
import type { Database } from '../db/database'

/** The query parameter of /app/register carrying the invite, and the sign-up `data` field it travels in. */
export const INVITE_PARAM = 'invite'

const hashOf = (token: string) => new Bun.CryptoHasher('sha256').update(token).digest('hex')

export async function createInvite(db: Database): Promise<string> {
  const token = Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString('base64url')
  await db.orm.insert(db.t.signupInvites).values({ tokenHash: hashOf(token), createdAt: new Date() })
  return token
}

export async function isInviteUnused(db: Database, token: string): Promise<boolean> {
  if (!token) return false
  const { signupInvites } = db.t
  const rows = await db.orm
    .select()
    .from(signupInvites)
    .where(and(eq(signupInvites.tokenHash, hashOf(token)), isNull(signupInvites.usedAt)))
    .limit(1)
  return rows.length > 0
}

/** Marks the invite used; false when it is unknown or used already (two sign-ups cannot share one). */
export async function useInvite(db: Database, token: string): Promise<boolean> {
  if (!token) return false
  const { signupInvites } = db.t
  const used = await db.orm
    .update(signupInvites)
    .set({ usedAt: new Date() })
    .where(and(eq(signupInvites.tokenHash, hashOf(token)), isNull(signupInvites.usedAt)))
    .returning()
  return used.length > 0
}
