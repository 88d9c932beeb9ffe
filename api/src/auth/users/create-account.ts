// Creates the auth user and the product's user record (table `users`) in one transaction.
import type { Database } from '../../db/database'
import type { AuthContext } from '../auth-context'
import { usernameFor } from '../../contracts'
import type { Language } from '../../contracts/languages'
import { insertUserRecord } from './users.repository'
import { EMAIL_APP_METADATA } from './user-json'
import { insertAuthUser, type AuthUserRow } from './auth-users.repository'

export interface NewAccount {
  email: string
  passwordHash: string
  data: Record<string, unknown>
  /** True without SMTP: the address is taken as confirmed at once. */
  confirmed: boolean
  /** The `provider`/`providers` of an account made through a provider instead of with a password. */
  appMetadata?: Record<string, unknown>
  /** More writes in the same transaction (the provider identity of an account made through it). */
  alsoWrite?: (tx: Database, user: AuthUserRow) => Promise<void>
  /** The account's language (its mails'): a sign-up's request language; none for an account made otherwise. */
  language?: Language
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
      appMetadata: account.appMetadata ?? EMAIL_APP_METADATA,
      createdAt: now,
      updatedAt: now,
    })
    await insertUserRecord(tx, {
      userId: id,
      email: account.email,
      username: usernameFor(account.email, account.data.username, id),
      language: account.language ?? null,
    })
    await account.alsoWrite?.(tx, user)
    return user
  })
}
