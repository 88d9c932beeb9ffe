// What other rooms may do with an account, in their words: find it, check its password, create one
// confirmed, set a new password, rename it, hold it for a transaction, delete what auth keeps of it. The
// auth_users and users tables stay in this room; every function takes the database handle first, so a
// caller's transaction is passed the same way as the database.
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { endAccountSessions } from '../sessions/account-sessions'
import { findAuthUserByEmail, findAuthUserById, updateAuthUser, type AuthUserRow } from './auth-users.repository'
import { createAccount } from './create-account'
import { hashPassword, verifyPassword } from './password-hashing'
import { findUserRecord, updateUsername, type UserRecordRow } from './users.repository'

/** An account as other rooms see it: never its password hash or metadata. */
export interface Account {
  id: string
  email: string
  createdAt: Date
}

const accountOf = (row: AuthUserRow | undefined): Account | undefined => (row ? { id: row.id, email: row.email, createdAt: row.createdAt } : undefined)

export async function findAccountById(db: Database, id: string): Promise<Account | undefined> {
  return accountOf(await findAuthUserById(db, id))
}

/** By the address as stored (normaliseEmail first). */
export async function findAccountByEmail(db: Database, email: string): Promise<Account | undefined> {
  return accountOf(await findAuthUserByEmail(db, email))
}

/** Whether `password` is the account's; undefined when there is no such account. */
export async function accountPasswordMatches(db: Database, id: string, password: string): Promise<boolean | undefined> {
  const user = await findAuthUserById(db, id)
  if (!user) return undefined
  return verifyPassword(password, user.encryptedPassword)
}

/** An account whose address counts as confirmed, with its product user record (the CLI's users create). */
export async function createConfirmedAccount(db: Database, account: { email: string; password: string; username?: string }): Promise<Account> {
  const passwordHash = await hashPassword(account.password)
  const user = await createAccount(
    { db },
    { email: account.email, passwordHash, data: account.username ? { username: account.username } : {}, confirmed: true },
  )
  return accountOf(user)!
}

/** Sets a new password and signs the account out everywhere, in one transaction (hashed before it opens). */
export async function resetPassword(db: Database, id: string, password: string): Promise<void> {
  const encryptedPassword = await hashPassword(password)
  await db.transaction(async (tx) => {
    await updateAuthUser(tx, id, { encryptedPassword, updatedAt: new Date() })
    await endAccountSessions(tx, id)
  })
}

/**
 * A new username on the product record and in the account's `user_metadata.username` (which the site's
 * header shows), in one transaction. Null when the account or its record is missing.
 */
export function renameAccount(db: Database, id: string, username: string): Promise<UserRecordRow | null> {
  return db.transaction(async (tx) => {
    const account = await findAuthUserById(tx, id)
    if (!account || !(await findUserRecord(tx, id))) return null
    await updateUsername(tx, id, username)
    await updateAuthUser(tx, id, { userMetadata: { ...account.userMetadata, username } })
    return findUserRecord(tx, id)
  })
}

/**
 * Holds the account's row until the transaction `tx` ends, so two writers for one account take turns.
 * SQLite needs nothing: its transactions run one at a time (db/database.ts).
 */
export async function lockAccount(tx: Database, id: string): Promise<void> {
  if (tx.dialect !== 'postgres') return
  const { authUsers } = tx.t
  await tx.orm.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.id, id)).for('update')
}

/**
 * Deletes the product user record and the account, inside the caller's transaction. The account's row
 * cascades to its sessions, their refresh tokens, its one-time tokens and every table that references
 * auth_users.id with ON DELETE CASCADE (two-factor factors, API keys).
 */
export async function deleteAccountAuthData(tx: Database, id: string): Promise<void> {
  const { users, authUsers } = tx.t
  await tx.orm.delete(users).where(eq(users.userId, id))
  await tx.orm.delete(authUsers).where(eq(authUsers.id, id))
}

export interface AccountProfile {
  userId: string
  username: string | null
  email: string
  createdAt: Date
}

/** The product record (users), or the account when the record is missing; null when neither exists. */
export async function findAccountProfile(db: Database, id: string): Promise<AccountProfile | null> {
  const record = await findUserRecord(db, id)
  if (record) return { userId: id, username: record.username, email: record.email, createdAt: record.createdAt }
  const account = await findAccountById(db, id)
  return account ? { userId: id, username: null, email: account.email, createdAt: account.createdAt } : null
}
