// snip stats: the instance in numbers.
import type { Command } from 'commander'
import { gte, sum } from 'drizzle-orm'
import { countAccounts } from '../../auth'
import { clickDayTables, type ClickDayTable } from '../../clicks'
import { instanceLinkTotals } from '../../links'
import { openConfigured, withDatabase } from '../databases'
import { say } from '../output'

export function statsCommand(program: Command): void {
  program
    .command('stats')
    .description('accounts, links, active links, clicks (all time and the last 7 days)')
    .action(() =>
      withDatabase(openConfigured(), async (db) => {
        const since = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10)
        // Staged clicks count too (docs/decisions/0055), each read in one statement with what it adds to.
        const [daily, staged] = clickDayTables(db)
        const weekOf = (d: ClickDayTable) =>
          db.orm
            .select({ clicks: sum(d.clicks) })
            .from(d)
            .where(gte(d.day, since))
        const [users, totals, week] = await Promise.all([countAccounts(db), instanceLinkTotals(db), weekOf(daily).unionAll(weekOf(staged))])
        say(`users: ${users}`)
        say(`links: ${totals.links} (${totals.active} active)`)
        say(`clicks: ${totals.clicks} (${week.reduce((n, r) => n + Number(r.clicks ?? 0), 0)} in the last 7 days)`)
      }),
    )
}
