// While another process holds SQLite's write lock (a backup, an admin's shell, a second Snip on the file),
// every write waits the busy timeout on the event loop's thread, and the whole server (redirects included)
// stands still for it; a request that writes three times stood still three times. One wait that ran out
// says what the next would find: for the next busy timeout's length, writes try the lock once without
// waiting and fail at once (503 with Retry-After) if it is still held. The first write that gets the lock,
// or the first after that time, waits in full again.

type Client = { exec(sql: string): unknown }

export interface LockWaits {
  /** Runs one write that takes the lock (a statement outside a transaction, a BEGIN IMMEDIATE). */
  attempt<T>(write: () => T): T
}

function isBusy(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown }
  return e?.code === 'SQLITE_BUSY' || (typeof e?.message === 'string' && /database is locked/.test(e.message))
}

export function lockWaits(client: Client, busyTimeoutMs: number): LockWaits {
  let noWaitUntil = 0
  const waitInFull = () => {
    client.exec(`PRAGMA busy_timeout = ${busyTimeoutMs}`)
    noWaitUntil = 0
  }
  client.exec(`PRAGMA busy_timeout = ${busyTimeoutMs}`)
  return {
    attempt(write) {
      if (noWaitUntil && performance.now() >= noWaitUntil) waitInFull()
      let result: ReturnType<typeof write>
      try {
        result = write()
      } catch (error) {
        if (isBusy(error) && !noWaitUntil) {
          client.exec('PRAGMA busy_timeout = 0')
          noWaitUntil = performance.now() + busyTimeoutMs
        }
        throw error
      }
      if (noWaitUntil) waitInFull()
      return result
    },
  }
}
