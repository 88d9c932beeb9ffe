// The admin CLI: `bun run snip <command>` (and `snip <command>` inside the container). Every command has
// --help; exit codes: 0 done, 1 failed, 2 wrong command line (cli/output.ts).
import { Command, CommanderError } from 'commander'
import { ConfigError } from '../config'
import { CopyRefused } from '../ops/database-copy'
import { BackupRefused } from '../ops/sqlite-backup'
import { StartRefused } from '../ops/start-checks'
import { SNIP_VERSION } from '../version'
import { checkConfigCommand } from './commands/check-config'
import { databaseCommands } from './commands/database'
import { linkCommands } from './commands/links'
import { statsCommand } from './commands/stats'
import { userCommands } from './commands/users'
import { CliError, EXIT } from './output'

export function buildProgram(): Command {
  const program = new Command('snip').description('Snip administration').version(SNIP_VERSION).showHelpAfterError().exitOverride()
  program.configureHelp({ showGlobalOptions: true })
  userCommands(program)
  linkCommands(program)
  statsCommand(program)
  databaseCommands(program)
  checkConfigCommand(program)
  return program
}

export async function run(argv: string[]): Promise<number> {
  try {
    await buildProgram().parseAsync(argv, { from: 'user' })
    return EXIT.ok
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? EXIT.ok : EXIT.usage
    const known =
      error instanceof CliError ||
      error instanceof CopyRefused ||
      error instanceof BackupRefused ||
      error instanceof ConfigError ||
      error instanceof StartRefused
    process.stderr.write(`snip: ${known ? (error as Error).message : `failed: ${error instanceof Error ? error.message : String(error)}`}\n`)
    return EXIT.failed
  }
}

if (import.meta.main) process.exit(await run(process.argv.slice(2)))
