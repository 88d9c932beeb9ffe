// Whether a failure means the database cannot be reached or cannot take the work now (down, restarting,
// out of connections, locked by another process, over its statement timeout), as opposed to a bug. Those
// answer 503 database_unavailable with Retry-After, and the client may simply try again (docs/decisions/0015).

/** postgres.js's own connection error codes and Node's socket errors. */
const CONNECTION_CODES = new Set([
  'CONNECT_TIMEOUT', 'CONNECTION_CLOSED', 'CONNECTION_ENDED', 'CONNECTION_DESTROYED',
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EPIPE', 'EAI_AGAIN',
])
/** PostgreSQL SQLSTATEs: admin/crash shutdown, starting up, too many connections, statement timeout. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014', '25P03'])
/** SQLite: another connection holds the lock beyond the busy timeout. */
const SQLITE_BUSY = /^SQLITE_(BUSY|LOCKED)/

/** Seconds a client should wait before trying again. */
export const RETRY_AFTER_SECONDS = 5

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    const code = (e as { code?: unknown; errno?: unknown }).code
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08') || SQLITE_BUSY.test(code))) return true
    if (/database is locked/.test(e.message)) return true
  }
  return false
}
