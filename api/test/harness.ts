// Starts the whole product on a free port with a fresh database, for tests over real HTTP.
// SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (each server gets its own database).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import postgres from 'postgres'
import { loadConfig, type Config } from '../src/config'
import type { Database } from '../src/db/database'
import { startServer } from '../src/app/server'
import type { LinkListeners } from '../src/links'
import { watchTransactionTurns } from './transaction-turns'
import { cheapPasswordHashesInTests } from '../src/auth/users/password-hashing'

export type Engine = 'sqlite' | 'postgres'

export const testEngines: Engine[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite']

export interface TestDatabase {
  url: string
  drop(): Promise<void>
}

/** A new, empty PostgreSQL database on the TEST_DATABASE_URL server. */
export async function createPostgresDatabase(): Promise<TestDatabase> {
  const base = process.env.TEST_DATABASE_URL
  if (!base) throw new Error('TEST_DATABASE_URL is not set')
  const name = `snip_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`
  const admin = postgres(base, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database "${name}"`)
  await admin.end()
  const url = new URL(base)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const a = postgres(base, { max: 1, onnotice: () => {} })
      await a.unsafe(`drop database if exists "${name}" with (force)`)
      await a.end()
    },
  }
}

export interface TestServer {
  baseUrl: string
  config: Config
  db: Database
  engine: Engine
  /** Extra log lines written by the server (LOG_LEVEL from env, default silent). */
  logs: string[]
  /** The METRICS_PORT listener's origin, when METRICS_PORT is set. */
  metricsUrl?: string
  stop(): Promise<void>
}

export interface TestServerOptions {
  engine?: Engine
  env?: Record<string, string>
  /** Reuse an existing PostgreSQL database (e.g. for two instances on one database). */
  databaseUrl?: string
  /** Reuse a data folder (SQLite's file): kept at stop, so another server can start on the same data. */
  dataDir?: string
  /** The clock that decides links' expiry (epoch ms): a test clock. */
  now?: () => number
  /** Listeners of what happens to links, wired into the composition as a deployment would. */
  linkListeners?: LinkListeners
  /** A test whose own transactions wait on purpose (transaction-turns.ts): their turns are not a failure. */
  transactionTurnsAllowed?: boolean
  /** Hash passwords at the product's real cost: for a test that measures it (others hash at the cheapest, password-hashing.ts). */
  realPasswordHashes?: boolean
}

export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  const engine = opts.engine ?? 'sqlite'
  cheapPasswordHashesInTests(!opts.realPasswordHashes)
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'snip-test-'))
  const pg = engine === 'postgres' && !opts.databaseUrl ? await createPostgresDatabase() : undefined
  const databaseUrl = opts.databaseUrl ?? pg?.url
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    PUBLIC_URL: 'http://snip.test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT: '0',
    ANON_CREATE_LIMIT: '0',
    ...(engine === 'postgres' && databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...opts.env,
  })
  const logs: string[] = []
  const server = await startServer(config, { logWrite: (line) => logs.push(line), now: opts.now, linkListeners: opts.linkListeners })
  const watched = watchTransactionTurns(server.db)
  return {
    baseUrl: server.url,
    config,
    db: server.db,
    engine,
    logs,
    metricsUrl: server.metricsUrl,
    async stop() {
      await server.stop()
      await pg?.drop()
      if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true })
      if (watched.turns.length && !opts.transactionTurnsAllowed)
        throw new Error(`${watched.turns.length} transaction(s) gave the event loop a turn (decision 64):\n${watched.turns.join('\n\n')}`)
    },
  }
}
