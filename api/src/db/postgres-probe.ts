// Is PostgreSQL answering at all right now? Asked by requests that have waited on the database for a
// while (http/database-deadline.ts): a trivial query on a connection of its own, with a short deadline, so
// neither pool connections stuck in a partition nor queries queued behind connection attempts can hide
// the answer, and a dead server cannot make the asker wait. Concurrent askers share one probe.
import postgres from 'postgres'

export interface DatabaseProbe {
  /** True when `select 1` answered within the deadline; answers younger than `reuseMs` are reused. */
  reachable(): Promise<boolean>
  stop(): Promise<void>
}

/** How long a probe waits for `select 1` (its connection included) before it answers "no". */
export const PROBE_DEADLINE_MS = 1000

export function createPostgresProbe(url: string, { deadlineMs = PROBE_DEADLINE_MS, reuseMs = 250 } = {}): DatabaseProbe {
  let client: postgres.Sql | undefined
  let last: { at: number; up: boolean } | undefined
  let running: Promise<boolean> | undefined

  // Closed after 30 s idle: probes are only asked for while requests are slow.
  const open = () =>
    (client ??= postgres(url, {
      max: 1,
      connect_timeout: deadlineMs / 1000,
      idle_timeout: 30,
      backoff: () => 0,
      fetch_types: false,
      onnotice: () => {},
      connection: { application_name: 'snip-probe' },
    }))

  async function probe(): Promise<boolean> {
    const conn = open()
    let timer: ReturnType<typeof setTimeout> | undefined
    const up = await Promise.race([
      conn`select 1`.then(
        () => true,
        () => false,
      ),
      new Promise<boolean>((resolve) => (timer = setTimeout(resolve, deadlineMs, false))),
    ])
    clearTimeout(timer)
    if (!up) {
      // Its connection may be stuck too: the next probe starts afresh.
      client = undefined
      conn.end({ timeout: 0 }).catch(() => {})
    }
    return up
  }

  return {
    reachable() {
      if (last && performance.now() - last.at < reuseMs) return Promise.resolve(last.up)
      return (running ??= probe().then((up) => {
        last = { at: performance.now(), up }
        running = undefined
        return up
      }))
    },
    async stop() {
      await client?.end({ timeout: 0 })
    },
  }
}
