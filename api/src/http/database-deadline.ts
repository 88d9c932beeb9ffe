// A request must not hang on an unreachable database. Connection errors already answer 503 at
// once (db/unavailable.ts), but some waits end in no error for minutes: pool connections to a server
// behind a network partition, and postgres.js's queue, where a query waits for connection attempts made
// one after another. So a request that has waited half a second asks whether the database answers at all
// (db.reachable(): its own connection, 1 s deadline), and again every half second while it waits; the
// first "no" answers 503 and marks the request abandoned, so a creation still under way rolls back
// instead of committing later (idempotency/idempotent.ts). A slow request on a live database just waits.

export const ASK_AFTER_MS = 500

export interface DatabaseDeadline {
  reachable(): Promise<boolean>
  /** The 503 to answer with. */
  unavailable(): Response
  /** Called when the 503 is sent while the work goes on. */
  abandon(): void
}

export async function withinDatabaseDeadline(work: Promise<Response>, deadline: DatabaseDeadline): Promise<Response> {
  const done = work.then(
    () => 'done' as const,
    () => 'done' as const,
  )
  for (;;) {
    let timer: ReturnType<typeof setTimeout> | undefined
    const waited = await Promise.race([done, new Promise<'waited'>((resolve) => (timer = setTimeout(resolve, ASK_AFTER_MS, 'waited')))])
    clearTimeout(timer)
    if (waited === 'done') return work
    const up = await Promise.race([done, deadline.reachable()])
    if (up === 'done') return work
    if (!up) {
      deadline.abandon()
      return deadline.unavailable()
    }
  }
}
