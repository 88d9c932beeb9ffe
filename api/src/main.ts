// Process entry: config → database → app → listen. SIGTERM/SIGINT finish in-flight requests, flush
// clicks and close the database. On PostgreSQL, a fault inside the driver is logged and the pool restarted
// instead of ending the process (db/driver-faults.ts).
import { readFileSync } from 'node:fs'
import { ConfigError, loadConfig } from './config'
import { withEnvFile } from './ops/env-file'
import { startServer } from './app/server'
import { migrationStatus } from './db/migration-status'
import { surviveDriverFaults } from './db/driver-faults'

/** The version in package.json: what the start-up log reports. */
function packageVersion(): string {
  return (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version
}

async function main() {
  let config
  const environment = withEnvFile(process.env)
  try {
    config = loadConfig(environment.env)
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  const server = await startServer(config)
  const { db } = server
  if (db.restartConnections) surviveDriverFaults(server.logger, () => db.restartConnections!())
  const migrations = await migrationStatus(server.db)
  server.logger.info('snip listening', {
    version: packageVersion(),
    url: server.url,
    publicUrl: config.publicUrl,
    database: config.databaseUrl ? 'postgresql' : 'sqlite',
    migrations: { applied: migrations.applied, latest: migrations.shipped.at(-1) },
    ...(environment.file ? { envFile: environment.file } : {}),
  })
  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    server.logger.info('stopping', { signal })
    await server.stop()
    process.exit(0)
  }
  process.on('SIGTERM', () => void stop('SIGTERM'))
  process.on('SIGINT', () => void stop('SIGINT'))
}

main().catch((error) => {
  console.error('Snip failed to start:', error instanceof Error ? error.message : error)
  process.exit(1)
})
