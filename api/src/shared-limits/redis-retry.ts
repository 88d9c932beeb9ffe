// Reconnecting to Redis by itself, at most one attempt at a time, about once a second (decisions 27, 52).
// Bun's RedisClient calls onclose for a refused connection as well as rejecting connect(): scheduling a
// retry from both without this guard started one more retry loop per failed attempt, so the attempts to
// reach a Redis that stayed down grew by one a second for as long as it did.
export const RETRY_MS = 1000

export interface RedisRetry {
  /** Tries `attempt` after `everyMs`, unless an attempt is already waiting or under way. */
  schedule(): void
  /** Tries now (start-up); rejects as `attempt` does, leaving the next try to the caller's schedule(). */
  now(): Promise<void>
  stop(): void
  /** Attempts made so far. */
  readonly attempts: number
}

/** `attempt` connects and resolves once the connection is usable (rejects otherwise). */
export function redisRetry(attempt: () => Promise<void>, everyMs = RETRY_MS): RedisRetry {
  let timer: ReturnType<typeof setTimeout> | undefined
  let busy = false
  let stopped = false
  let attempts = 0
  const run = async () => {
    busy = true
    attempts++
    try {
      await attempt()
    } finally {
      busy = false
    }
  }
  const schedule = () => {
    if (stopped || timer || busy) return
    timer = setTimeout(() => {
      timer = undefined
      run().catch(schedule)
    }, everyMs)
    timer.unref?.()
  }
  return {
    schedule,
    now: run,
    stop() {
      stopped = true
      if (timer) clearTimeout(timer)
    },
    get attempts() {
      return attempts
    },
  }
}
