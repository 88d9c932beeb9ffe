// SQL for auth_identities: which provider subjects sign in to which account.
import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '../../db/database'

export type IdentityRow = Database['t']['authIdentities']['$inferSelect']

/** What an identity keeps of the provider's claims: the name, the e-mail and whether it is verified. */
export interface IdentityData {
  name?: string
  email?: string
  email_verified: boolean
}

export async function findIdentity(db: Database, provider: string, subject: string): Promise<IdentityRow | undefined> {
  const { authIdentities: i } = db.t
  const [row] = await db.orm
    .select()
    .from(i)
    .where(and(eq(i.provider, provider), eq(i.subject, subject)))
    .limit(1)
  return row
}

export async function listIdentities(db: Database, userId: string): Promise<IdentityRow[]> {
  const { authIdentities: i } = db.t
  return db.orm.select().from(i).where(eq(i.userId, userId)).orderBy(asc(i.createdAt), asc(i.id))
}

export async function insertIdentity(db: Database, userId: string, provider: string, subject: string, data: IdentityData): Promise<IdentityRow> {
  const now = new Date()
  const [row] = await db.orm
    .insert(db.t.authIdentities)
    .values({
      id: crypto.randomUUID(),
      userId,
      provider,
      subject,
      email: data.email ?? null,
      identityData: { ...data },
      lastSignInAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  return row!
}

/** A sign-in through the identity: the provider's current name and e-mail, and when. */
export async function touchIdentity(db: Database, id: string, data: IdentityData): Promise<void> {
  const { authIdentities: i } = db.t
  const now = new Date()
  await db.orm
    .update(i)
    .set({ email: data.email ?? null, identityData: { ...data }, lastSignInAt: now, updatedAt: now })
    .where(eq(i.id, id))
}

export async function deleteIdentity(db: Database, userId: string, id: string): Promise<boolean> {
  const { authIdentities: i } = db.t
  const gone = await db.orm
    .delete(i)
    .where(and(eq(i.id, id), eq(i.userId, userId)))
    .returning({ id: i.id })
  return gone.length > 0
}
