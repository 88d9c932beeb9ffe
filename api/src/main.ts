// Process entry: config → database → app → listen. SIGTERM/SIGINT finish in-flight requests, flush
// clicks and close the database.
import { ConfigError, loadConfig } from './config'
import { withEnvFile } from './ops/env-file'
import { migrationStatus } from './ops/migrations'
import { snipVersion } from './ops/version'
import { startServer } from './server'

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
  server.logger.info('snip listening', {
    version: snipVersion,
    migrations: (await migrationStatus(server.db)).applied,
    ...(environment.file ? { envFile: environment.file } : {}),
    url: server.url,
    publicUrl: config.publicUrl,
    database: config.databaseUrl ? 'postgresql' : 'sqlite',
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
