// snip users list | create | reset-password.
import type { Command } from 'commander'
import { limits, usernameFor } from '../../contracts'
import { createConfirmedAccount, findAccountByEmail, listAccounts, normaliseEmail, resetPassword, validEmail, weaknessOf } from '../../auth'
import type { Database } from '../../db/database'
import { linkCountsByOwner } from '../../links'
import { openConfigured, withDatabase } from '../databases'
import { CliError, say, table } from '../output'
import { readPassword } from '../password-input'
import { accountCommands } from './user-accounts'

async function existingUser(db: Database, email: string) {
  const user = await findAccountByEmail(db, normaliseEmail(email))
  if (!user) throw new CliError(`no user with the e-mail address ${email}`)
  return user
}

function checkedPassword(password: string): string {
  if ([...password].length > limits.passwordMax) throw new CliError(`the password must be at most ${limits.passwordMax} characters`)
  const weak = weaknessOf(password)
  if (weak) throw new CliError(weak.message)
  return password
}

export function userCommands(program: Command): void {
  const users = program.command('users').description('accounts')

  users
    .command('list')
    .description('every account: e-mail, username, created, confirmed, links')
    .action(() =>
      withDatabase(openConfigured(), async (db) => {
        const rows = await listAccounts(db)
        const counts = await linkCountsByOwner(db)
        table(
          rows.map((r) => ({
            email: r.email,
            username: r.username,
            created: r.createdAt.toISOString().slice(0, 10),
            confirmed: r.confirmedAt ? 'yes' : 'no',
            links: counts.get(r.id) ?? 0,
          })),
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
        if (await findAccountByEmail(db, normalized)) throw new CliError(`${normalized} already has an account`)
        const password = checkedPassword(await readPassword(opts))
        const user = await createConfirmedAccount(db, { email: normalized, password, username: opts.username })
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
        await resetPassword(db, user.id, password)
        say(`password of ${user.email} changed; every session signed out`)
      }),
    )

  accountCommands(users)
}
