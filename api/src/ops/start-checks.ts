// What a start (and the admin CLI, and `snip check-config` before `npm start` builds) checks before it opens
// the database, so that a start either serves or stops with one line naming the cause and the setting: a
// DATA_DIR the server may not write, a DATABASE_URL whose server refuses, is unknown or never answers (a
// host that drops packets or accepts and stays silent hung the start for minutes). Lines name host, port
// and database, never the user's password.
import { accessSync, constants, existsSync, mkdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import postgres from 'postgres'
import type { Config } from '../config'

/** The start cannot go on; the message names the cause and the setting. */
export class StartRefused extends Error {}

/** Longest the check waits for PostgreSQL to answer `select 1`, connection included. */
export const DATABASE_DEADLINE_MS = 5000

/** host:port/database of a postgres:// URL: where the data is, without user or password. */
export function postgresAddress(url: string): string {
  try {
    const u = new URL(url)
    return `${u.hostname || 'localhost'}:${u.port || '5432'}${u.pathname.length > 1 ? u.pathname : ''}`
  } catch {
    return 'the address in DATABASE_URL'
  }
}

/** Where the data is: the SQLite file, or PostgreSQL's host:port/database. */
export function dataLocation(config: Pick<Config, 'databaseUrl' | 'dataDir'>): string {
  return config.databaseUrl ? postgresAddress(config.databaseUrl) : join(config.dataDir, 'snip.sqlite')
}

/** DATA_DIR exists (or can be made) and the server may write it and its database file. */
export function checkDataDir(dataDir: string, setting = 'DATA_DIR'): void {
  const file = join(dataDir, 'snip.sqlite')
  const refuse = (why: string) => new StartRefused(`${setting} ${dataDir} ${why}; set ${setting} to a folder this user may write`)
  try {
    mkdirSync(dataDir, { recursive: true })
  } catch (error) {
    throw refuse(`cannot be created (${(error as NodeJS.ErrnoException).code ?? String(error)})`)
  }
  if (!statSync(dataDir).isDirectory()) throw refuse('is not a folder')
  try {
    accessSync(dataDir, constants.W_OK | constants.X_OK)
    if (existsSync(file)) accessSync(file, constants.R_OK | constants.W_OK)
  } catch (error) {
    throw refuse(`is not writable (${(error as NodeJS.ErrnoException).code ?? String(error)})`)
  }
}

function reasonOf(error: unknown, deadlineMs: number): string {
  const e = error as { code?: string; message?: string }
  if (e.code === 'ECONNREFUSED') return 'nothing listens there (connection refused)'
  if (e.code === 'ENOTFOUND' || e.code === 'EAI_AGAIN') return 'the host name is unknown'
  if (e.code === 'CONNECT_TIMEOUT' || e.code === 'DEADLINE') return `no answer within ${deadlineMs / 1000} s`
  return e.message ?? String(error)
}

/** PostgreSQL answers `select 1` within the deadline; else StartRefused naming host and port. */
export async function checkPostgres(url: string, { deadlineMs = DATABASE_DEADLINE_MS, setting = 'DATABASE_URL' } = {}): Promise<void> {
  const client = postgres(url, {
    max: 1,
    connect_timeout: deadlineMs / 1000,
    backoff: () => 0,
    fetch_types: false,
    onnotice: () => {},
    connection: { application_name: 'snip-start-check' },
  })
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    await Promise.race([
      client`select 1`,
      new Promise((_, reject) => (timer = setTimeout(() => reject(Object.assign(new Error('deadline'), { code: 'DEADLINE' })), deadlineMs))),
    ])
  } catch (error) {
    let reason = reasonOf(error, deadlineMs)
    const password = (() => {
      try {
        return decodeURIComponent(new URL(url).password)
      } catch {
        return ''
      }
    })()
    if (password) reason = reason.split(password).join('***')
    throw new StartRefused(`the database at ${postgresAddress(url)} (${setting}) cannot be used: ${reason}`)
  } finally {
    clearTimeout(timer)
    // A host that never answers may never close either: the check does not wait for it.
    void client.end({ timeout: 0 }).catch(() => {})
  }
}

/** The configured database can be opened: DATA_DIR writable for SQLite, PostgreSQL answering. */
export async function checkStorage(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<void> {
  if (config.databaseUrl) await checkPostgres(config.databaseUrl)
  else checkDataDir(config.dataDir)
}

/** The optional parts a configuration turns on, for the start line. */
export function optionalParts(config: Config): Record<string, boolean | string> {
  return {
    redis: config.redisUrl ? (config.cacheInvalidation === 'redis' ? 'limits and cache invalidation' : 'limits') : false,
    metrics: config.metricsPort !== undefined ? `port ${config.metricsPort}` : config.metricsToken ? 'main port, with token' : false,
    mail: Boolean(config.smtpUrl),
    analytics: config.clickAnalytics,
  }
}
