// snip stats: the instance in numbers (issue 17 point 3).
import type { Command } from 'commander'
import { count, eq, gte, sum } from 'drizzle-orm'
import { openConfigured, withDatabase } from '../databases'
import { say } from '../output'

export function statsCommand(program: Command): void {
  program
    .command('stats')
    .description('accounts, links, active links, clicks (all time and the last 7 days)')
    .action(() =>
      withDatabase(openConfigured(), async (db) => {
        const { authUsers, links, linkClicksDaily } = db.t
        const since = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10)
        const [[users], [all], [active], [week]] = await Promise.all([
          db.orm.select({ n: count() }).from(authUsers),
          db.orm.select({ n: count(), clicks: sum(links.clicks) }).from(links),
          db.orm.select({ n: count() }).from(links).where(eq(links.isActive, true)),
          db.orm.select({ clicks: sum(linkClicksDaily.clicks) }).from(linkClicksDaily).where(gte(linkClicksDaily.day, since)),
        ])
        say(`users: ${Number(users?.n ?? 0)}`)
        say(`links: ${Number(all?.n ?? 0)} (${Number(active?.n ?? 0)} active)`)
        say(`clicks: ${Number(all?.clicks ?? 0)} (${Number(week?.clicks ?? 0)} in the last 7 days)`)
      }),
    )
}
