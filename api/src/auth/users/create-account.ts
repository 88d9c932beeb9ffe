// Creates the auth user and the product's user record (table `users`) in one transaction.
import type { AuthContext } from '../auth-context'
import { usernameFor } from '../../contracts'
import { insertUserRecord } from './users.repository'
import { EMAIL_APP_METADATA } from './user-json'
import { insertAuthUser, type AuthUserRow } from './auth-users.repository'

export interface NewAccount {
  email: string
  passwordHash: string
  data: Record<string, unknown>
  /** True without SMTP: the address is taken as confirmed at once. */
  confirmed: boolean
}

export function createAccount(ctx: Pick<AuthContext, 'db'>, account: NewAccount): Promise<AuthUserRow> {
  const now = new Date()
  const id = crypto.randomUUID()
  return ctx.db.transaction(async (tx) => {
    const user = await insertAuthUser(tx, {
      id,
      email: account.email,
      identityId: crypto.randomUUID(),
      encryptedPassword: account.passwordHash,
      emailConfirmedAt: account.confirmed ? now : null,
      userMetadata: account.confirmed ? { ...account.data, email_verified: true } : account.data,
      appMetadata: EMAIL_APP_METADATA,
      createdAt: now,
      updatedAt: now,
    })
    await insertUserRecord(tx, { userId: id, email: account.email, username: usernameFor(account.email, account.data.username, id) })
    return user
  })
}
