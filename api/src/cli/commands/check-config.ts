// snip check-config: the settings (environment and ./.env, as the server reads them) and the database they
// name, checked without starting anything. `npm start` runs it before it builds the site, so a mistake is
// named at once instead of after the build.
import type { Command } from 'commander'
import { checkStorage, dataLocation, optionalParts } from '../../ops/start-checks'
import { configured } from '../databases'
import { say } from '../output'

export function checkConfigCommand(program: Command): void {
  program
    .command('check-config')
    .description(
      'check the settings and that the database can be used (DATA_DIR writable, DATABASE_URL answering); creates DATA_DIR if missing, changes nothing else',
    )
    .action(async () => {
      const config = configured()
      await checkStorage(config)
      const on = Object.entries(optionalParts(config)).map(([part, value]) => `${part} ${value === false ? 'off' : value === true ? 'on' : value}`)
      say(`configuration ok: ${config.databaseUrl ? 'PostgreSQL' : 'SQLite'} at ${dataLocation(config)}, public URL ${config.publicUrl}; ${on.join(', ')}`)
    })
}
