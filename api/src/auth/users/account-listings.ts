// Accounts listed for the people who run the instance: the admin page's search and the CLI's list and
// stats. Rows carry no password hash and no metadata.
import { asc, count, eq, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/database'
import type { Account } from './accounts'

/** Accounts whose address contains `text` in any case (every account when empty), by address, at most `limit`. */
export async function searchAccounts(db: Database, text: string, limit: number): Promise<Account[]> {
  const { authUsers } = db.t
  return db.orm
    .select({ id: authUsers.id, email: authUsers.email, createdAt: authUsers.createdAt })
    .from(authUsers)
    .where(text ? emailContains(db, text) : undefined)
    .orderBy(asc(authUsers.email))
    .limit(limit)
}

/** LIKE with its wildcards escaped, the same on both engines (as the admin's link search). */
function emailContains(db: Database, text: string): SQL {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  return sql`lower(${db.t.authUsers.email}) like ${pattern} escape '\\'`
}

export interface ListedAccount extends Account {
  username: string | null
  confirmedAt: Date | null
}

/** Every account with its username, oldest first. */
export async function listAccounts(db: Database): Promise<ListedAccount[]> {
  const { authUsers, users } = db.t
  return db.orm
    .select({ id: authUsers.id, email: authUsers.email, username: users.username, createdAt: authUsers.createdAt, confirmedAt: authUsers.emailConfirmedAt })
    .from(authUsers)
    .leftJoin(users, eq(users.userId, authUsers.id))
    .orderBy(asc(authUsers.createdAt))
}

export async function countAccounts(db: Database): Promise<number> {
  const [row] = await db.orm.select({ n: count() }).from(db.t.authUsers)
  return Number(row?.n ?? 0)
}
