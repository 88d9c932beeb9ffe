// Whether a failure means the database cannot be reached or cannot take the work now (down, restarting,
// out of connections, locked by another process, over its statement timeout, out of disk space, failing to
// read or write its file), as opposed to a bug. Those answer 503 database_unavailable with Retry-After, and
// the client may simply try again (docs/decisions/0015); out of space says so (isDatabaseFull).

/** postgres.js's own connection error codes and Node's socket errors. */
const CONNECTION_CODES = new Set([
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'EAI_AGAIN',
])
/** PostgreSQL SQLSTATEs: admin/crash shutdown, starting up, too many connections, statement timeout. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014', '25P03'])
/** SQLite: another connection holds the lock beyond the busy timeout; the file cannot be read or written. */
const SQLITE_UNAVAILABLE = /^SQLITE_(BUSY|LOCKED|IOERR)/
/** Out of room: SQLite's disk (or max_page_count) and PostgreSQL's disk_full. */
const FULL_CODES = new Set(['SQLITE_FULL', '53100'])

/** Seconds a client should wait before trying again. */
export const RETRY_AFTER_SECONDS = 5

/** The driver codes of the error and its causes (Drizzle wraps the driver's error). */
function* codesOf(error: unknown): Generator<{ code: unknown; message: string }> {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++)
    yield { code: (e as { code?: unknown }).code, message: e.message }
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, message } of codesOf(error)) {
    if (
      typeof code === 'string' &&
      (CONNECTION_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08') || SQLITE_UNAVAILABLE.test(code) || FULL_CODES.has(code))
    )
      return true
    if (/database is locked/.test(message)) return true
  }
  return false
}

/** Whether the database is out of disk space (a 503 that says so, and an error in the log: someone must act). */
export function isDatabaseFull(error: unknown): boolean {
  for (const { code } of codesOf(error)) if (typeof code === 'string' && FULL_CODES.has(code)) return true
  return false
}
