// SQL for auth_users (the accounts of the embedded auth service). The database handle comes first.
import { eq } from 'drizzle-orm'
import type { Database } from '../db/database'

export type AuthUserRow = Database['t']['authUsers']['$inferSelect']
export type NewAuthUser = Database['t']['authUsers']['$inferInsert']

export async function findAuthUserByEmail(db: Database, email: string): Promise<AuthUserRow | undefined> {
  const { authUsers } = db.t
  const [row] = await db.orm.select().from(authUsers).where(eq(authUsers.email, email)).limit(1)
  return row
}

export async function findAuthUserById(db: Database, id: string): Promise<AuthUserRow | undefined> {
  const { authUsers } = db.t
  const [row] = await db.orm.select().from(authUsers).where(eq(authUsers.id, id)).limit(1)
  return row
}

export async function insertAuthUser(db: Database, user: NewAuthUser): Promise<AuthUserRow> {
  const [row] = await db.orm.insert(db.t.authUsers).values(user).returning()
  return row!
}

export async function updateAuthUser(
  db: Database,
  id: string,
  patch: Partial<Omit<NewAuthUser, 'id' | 'createdAt'>>,
): Promise<AuthUserRow> {
  const { authUsers } = db.t
  const [row] = await db.orm
    .update(authUsers)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(authUsers.id, id))
    .returning()
  return row!
}
