// snip users list | create | reset-password (issue 17 point 3).
import type { Command } from 'commander'
import { asc, eq } from 'drizzle-orm'
import { limits, usernameFor } from '../../contracts'
import { createAccount } from '../../auth/users/create-account'
import { normaliseEmail, validEmail } from '../../auth/users/email-address'
import { hashPassword } from '../../auth/users/password-hashing'
import { weaknessOf } from '../../auth/users/password-policy'
import { findAuthUserByEmail, updateAuthUser } from '../../auth/users/auth-users.repository'
import { deleteUserSessions } from '../../auth/sessions/sessions.repository'
import type { Database } from '../../db/database'
import { linkCountsByOwner } from '../../links'
import { openConfigured, withDatabase } from '../databases'
import { CliError, say, table } from '../output'
import { readPassword } from '../password-input'
import { accountCommands } from './user-accounts'

async function existingUser(db: Database, email: string) {
  const user = await findAuthUserByEmail(db, normaliseEmail(email))
  if (!user) throw new CliError(`no user with the e-mail address ${email}`)
  return user
}

function checkedPassword(password: string): string {
  if (password.length > 72 || weaknessOf(password)) throw new CliError(`the password must be ${limits.passwordMin} to 72 characters`)
  return password
}

export function userCommands(program: Command): void {
  const users = program.command('users').description('accounts')

  users
    .command('list')
    .description('every account: e-mail, username, created, confirmed, links')
    .action(() =>
      withDatabase(openConfigured(), async (db) => {
        const { authUsers, users: records } = db.t
        const rows = await db.orm
          .select({ id: authUsers.id, email: authUsers.email, username: records.username, createdAt: authUsers.createdAt, confirmedAt: authUsers.emailConfirmedAt })
          .from(authUsers)
          .leftJoin(records, eq(records.userId, authUsers.id))
          .orderBy(asc(authUsers.createdAt))
        const counts = await linkCountsByOwner(db)
        table(
          rows.map((r) => ({ email: r.email, username: r.username, created: r.createdAt.toISOString().slice(0, 10), confirmed: r.confirmedAt ? 'yes' : 'no', links: counts.get(r.id) ?? 0 })),
          ['email', 'username', 'created', 'confirmed', 'links'],
        )
      }),
    )

  users
    .command('create <email>')
    .description('create a confirmed account')
    .option('--username <name>', 'the username (default: from the e-mail address)')
    .option('--password-stdin', 'read the password from standard input (else it is asked for, or generated with --generate)')
    .option('--generate', 'generate a password and print it')
    .action((email: string, opts: { username?: string; passwordStdin?: boolean; generate?: boolean }) =>
      withDatabase(openConfigured(), async (db) => {
        const normalized = validEmail(email)
        if (!normalized) throw new CliError(`not an e-mail address: ${email}`)
        if (await findAuthUserByEmail(db, normalized)) throw new CliError(`${normalized} already has an account`)
        const password = checkedPassword(await readPassword(opts))
        const user = await createAccount({ db }, { email: normalized, passwordHash: await hashPassword(password), data: opts.username ? { username: opts.username } : {}, confirmed: true })
        say(`created ${user.email} (${usernameFor(user.email, opts.username, user.id)})`)
      }),
    )

  users
    .command('reset-password <email>')
    .description('set a new password and sign the account out everywhere')
    .option('--password-stdin', 'read the password from standard input')
    .option('--generate', 'generate a password and print it')
    .action((email: string, opts: { passwordStdin?: boolean; generate?: boolean }) =>
      withDatabase(openConfigured(), async (db) => {
        const user = await existingUser(db, email)
        const password = checkedPassword(await readPassword(opts))
        await db.transaction(async (tx) => {
          await updateAuthUser(tx, user.id, { encryptedPassword: await hashPassword(password), updatedAt: new Date() })
          await deleteUserSessions(tx, user.id)
        })
        say(`password of ${user.email} changed; every session signed out`)
      }),
    )

  accountCommands(users)
}
