// Process entry: config → checks → database → app → listen. A start either serves or exits non-zero with one
// line naming the cause and the setting. SIGTERM/SIGINT finish in-flight requests, flush clicks and close the
// database.
// On PostgreSQL, a fault inside the driver is logged and the pool restarted instead of ending the process
// (ops/driver-faults.ts).
import { ConfigError, loadConfig } from './config'
import { withEnvFile } from './ops/env-file'
import { checkStorage, dataLocation, optionalParts, StartRefused } from './ops/start-checks'
import { startServer } from './app/server'
import { migrationStatus } from './db/migration-status'
import { SNIP_VERSION } from './version'
import { surviveDriverFaults } from './ops/driver-faults'

/** The one line a failed start prints, and its exit code. */
function refuseStart(message: string): never {
  console.error(`Snip failed to start: ${message}`)
  process.exit(1)
}

async function main() {
  let listening = false
  // Whatever the cause, a start that ran out of work before listening is a failure, never exit code 0.
  process.on('beforeExit', () => {
    if (!listening) refuseStart('the start stopped before the server listened (nothing was left to wait for)')
  })
  const environment = withEnvFile(process.env)
  let config: ReturnType<typeof loadConfig>
  try {
    config = loadConfig(environment.env)
  } catch (error) {
    if (error instanceof ConfigError) refuseStart(error.message)
    throw error
  }
  await checkStorage(config)
  const server = await startServer(config)
  listening = true
  const { db } = server
  if (db.restartConnections) surviveDriverFaults(server.logger, () => db.restartConnections!())
  const migrations = await migrationStatus(server.db)
  server.logger.info('snip listening', {
    version: SNIP_VERSION,
    url: server.url,
    publicUrl: config.publicUrl,
    database: config.databaseUrl ? 'postgresql' : 'sqlite',
    data: dataLocation(config),
    optional: optionalParts(config),
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

main().catch((error) => refuseStart(error instanceof StartRefused ? error.message : error instanceof Error ? error.message : String(error)))
