// snip users promote | demote | disable | enable | delete: admins kept in the
// database (besides ADMIN_EMAILS), accounts disabled as the admin page does, accounts deleted as their
// owner would (codes held for 90 days). Running servers hear of it on their channel (cli/announce.ts).
import type { Command } from 'commander'
import { deleteAccountRows } from '../../account/account-deletion.repository'
import { setUserDisabled } from '../../admin/admin-users'
import { findAccountByEmail, normaliseEmail } from '../../auth'
import type { Database } from '../../db/database'
import { CODE_HOLD_MS } from '../../links'
import { setAccountFlags } from '../../moderation/account-flags.repository'
import { openConfigured, withDatabase } from '../databases'
import { CliError, say } from '../output'
import { announce } from '../announce'

async function existingUser(db: Database, email: string) {
  const user = await findAccountByEmail(db, normaliseEmail(email))
  if (!user) throw new CliError(`no user with the e-mail address ${email}`)
  return user
}

const onUser = (work: (db: Database, user: Awaited<ReturnType<typeof existingUser>>) => Promise<void>) => (email: string) =>
  withDatabase(openConfigured(), async (db) => work(db, await existingUser(db, email)))

export function accountCommands(users: Command): void {
  for (const [verb, isAdmin, description] of [
    ['promote', true, 'make the account an admin of this instance (the admin page, /api/admin)'],
    ['demote', false, 'take admin rights away (an address in ADMIN_EMAILS stays an admin)'],
  ] as const) {
    users
      .command(`${verb} <email>`)
      .description(description)
      .action(
        onUser(async (db, user) => {
          await setAccountFlags(db, user.id, { isAdmin })
          say(`${user.email} is ${isAdmin ? 'an admin' : 'no admin'}`)
        }),
      )
  }

  for (const disabled of [true, false]) {
    users
      .command(`${disabled ? 'disable' : 'enable'} <email>`)
      .description(
        disabled
          ? 'sign the account out everywhere, refuse its sign-ins and take its links down'
          : 'let a disabled account sign in again and bring its links back',
      )
      .option('--reason <text>', 'why (kept in the moderation log)', disabled ? 'disabled with the CLI' : '')
      .action((email: string, opts: { reason: string }) =>
        withDatabase(openConfigured(), async (db) => {
          const user = await existingUser(db, email)
          await setUserDisabled(db, (code) => announce(db, [code]), user.id, disabled, opts.reason, user.email)
          say(`${user.email} ${disabled ? 'disabled' : 'enabled'}`)
        }),
      )
  }

  users
    .command('delete <email>')
    .description('delete the account and its links (their codes are held for 90 days)')
    .option('--yes', 'really delete (required)')
    .action((email: string, opts: { yes?: boolean }) =>
      withDatabase(openConfigured(), async (db) => {
        const user = await existingUser(db, email)
        if (!opts.yes) throw new CliError(`add --yes to delete ${user.email} and all of its links`)
        const codes = await db.transaction((tx) => deleteAccountRows(tx, user.id, new Date(Date.now() + CODE_HOLD_MS)))
        await announce(db, codes)
        say(`deleted ${user.email} and ${codes.length} link${codes.length === 1 ? '' : 's'}`)
      }),
    )
}
