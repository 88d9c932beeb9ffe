// snip migrate | backup | restore: moving a whole database. The source is checked whole and the target's
// kind before anything is opened for writing (cli/database-checks.ts); the copy is one transaction.
import { join, resolve } from 'node:path'
import type { Command } from 'commander'
import { copyDatabase } from '../../ops/database-copy'
import { backupSqlite } from '../../ops/sqlite-backup'
import { checkSource, checkTarget, configured, isPostgresUrl, openConfigured, openNamed, openSource, withDatabase } from '../databases'
import { CliError, say } from '../output'

/** The same database named twice (a path written two ways counts as the same). */
const sameDatabase = (a: string, b: string) => (isPostgresUrl(a) || isPostgresUrl(b) ? a === b : resolve(a) === resolve(b))

export function databaseCommands(program: Command): void {
  program
    .command('migrate')
    .description('copy every table from one database to another (SQLite ⇄ PostgreSQL), all or nothing, verified')
    .requiredOption('--from <database>', 'source: a SQLite file or a postgres:// URL')
    .requiredOption('--to <database>', 'target: a SQLite file or a postgres:// URL')
    .option('--force', 'replace the contents of a target that is not empty')
    .action(async (opts: { from: string; to: string; force?: boolean }) => {
      if (sameDatabase(opts.from, opts.to)) throw new CliError('--from and --to name the same database')
      await checkSource(opts.from, '--from')
      await checkTarget(opts.to, '--to')
      await withDatabase(openSource(opts.from), (from) =>
        withDatabase(openNamed(opts.to), async (to) => {
          const report = await copyDatabase(from, to, { overwrite: opts.force, progress: (table, rows) => say(`${table}: ${rows} rows`) })
          say(`copied and verified: ${report.tables.reduce((n, t) => n + t.rows, 0)} rows, ${report.clicks} clicks (${report.dailyClicks} in per-day rows)`)
        }),
      )
    })

  program
    .command('backup <file>')
    .description('write a consistent copy of the SQLite database to <file>, also while the server runs')
    .action(async (file: string) => {
      await withDatabase(openConfigured(), async (db) => {
        if (db.driver.dialect !== 'sqlite')
          throw new CliError('the database is PostgreSQL: back it up with pg_dump (e.g. pg_dump -Fc "$DATABASE_URL" > snip.dump)')
        await backupSqlite(db.driver.client, file)
        say(`backup written to ${file}`)
      })
    })

  program
    .command('restore <file>')
    .description("replace the configured database's contents with a backup (stop the server first, or restart it after)")
    .option('--force', 'replace the contents of a database that is not empty')
    .action(async (file: string, opts: { force?: boolean }) => {
      if (isPostgresUrl(file)) throw new CliError('restore takes a backup file; to copy between databases use migrate')
      await checkSource(file, 'backup')
      const config = configured()
      const target = config.databaseUrl ?? join(config.dataDir, 'snip.sqlite')
      if (sameDatabase(file, target)) throw new CliError(`${file} is the configured database itself`)
      await checkTarget(target, config.databaseUrl ? 'DATABASE_URL' : 'DATA_DIR')
      await withDatabase(openSource(file), (from) =>
        withDatabase(openConfigured(), async (to) => {
          const report = await copyDatabase(from, to, { overwrite: opts.force })
          say(`restored and verified: ${report.tables.reduce((n, t) => n + t.rows, 0)} rows, ${report.clicks} clicks`)
        }),
      )
    })
}
