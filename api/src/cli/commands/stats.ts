// snip stats: the instance in numbers (issue 17 point 3).
import type { Command } from 'commander'
import { count, gte, sum } from 'drizzle-orm'
import { clickDayTables, type ClickDayTable } from '../../clicks/staged-clicks'
import { instanceLinkTotals } from '../../links'
import { openConfigured, withDatabase } from '../databases'
import { say } from '../output'

export function statsCommand(program: Command): void {
  program
    .command('stats')
    .description('accounts, links, active links, clicks (all time and the last 7 days)')
    .action(() =>
      withDatabase(openConfigured(), async (db) => {
        const { authUsers } = db.t
        const since = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10)
        // Staged clicks count too (docs/decisions/0055), each read in one statement with what it adds to.
        const [daily, staged] = clickDayTables(db)
        const weekOf = (d: ClickDayTable) => db.orm.select({ clicks: sum(d.clicks) }).from(d).where(gte(d.day, since))
        const [[users], totals, week] = await Promise.all([
          db.orm.select({ n: count() }).from(authUsers),
          instanceLinkTotals(db),
          weekOf(daily).unionAll(weekOf(staged)),
        ])
        say(`users: ${Number(users?.n ?? 0)}`)
        say(`links: ${totals.links} (${totals.active} active)`)
        say(`clicks: ${totals.clicks} (${week.reduce((n, r) => n + Number(r.clicks ?? 0), 0)} in the last 7 days)`)
      }),
    )
}
