// The product's own user record (table `users`, spec §7), created with the auth user at sign-up.
import { eq } from 'drizzle-orm'
import { PASSWORD_PLACEHOLDER } from '../contracts'
import type { Database } from '../db/database'

/** `data.username` when it is a non-empty string, else the e-mail's local part. */
export function usernameFor(email: string, data: Record<string, unknown>): string {
  const given = typeof data.username === 'string' ? data.username.trim() : ''
  return (given || email.split('@')[0] || email).slice(0, 100)
}

export async function insertProductUser(db: Database, userId: string, email: string, username: string): Promise<void> {
  await db.orm
    .insert(db.t.users)
    .values({ userId, email, username, password: PASSWORD_PLACEHOLDER, createdAt: new Date() })
    .onConflictDoNothing({ target: db.t.users.userId })
}

export async function updateProductUsername(db: Database, userId: string, username: string): Promise<void> {
  const { users } = db.t
  await db.orm.update(users).set({ username }).where(eq(users.userId, userId))
}
