// Work the auth service starts after answering (mail delivery): tracked so that stop() can wait for it
// before the caller closes the mailer and the database — otherwise a graceful stop loses a mail that the
// answer already promised.

export interface PendingWork {
  /** Runs `task` once the current answer is out (a zero-delay timer) and tracks it until it settles. */
  afterAnswer(task: () => Promise<unknown>): void
  /** Resolves when all tracked work has settled, or after `timeoutMs`; the count of tasks left unfinished. */
  settle(timeoutMs: number): Promise<number>
}

export function createPendingWork(): PendingWork {
  const pending = new Set<Promise<unknown>>()
  return {
    afterAnswer(task) {
      const done: Promise<unknown> = new Promise((resolve) => setTimeout(resolve, 0))
        .then(task)
        .catch(() => {}) // the task logs its own failures
        .finally(() => pending.delete(done))
      pending.add(done)
    },
    async settle(timeoutMs) {
      const deadline = Date.now() + timeoutMs
      while (pending.size > 0) {
        const left = deadline - Date.now()
        if (left <= 0) return pending.size
        let timer: ReturnType<typeof setTimeout> | undefined
        await Promise.race([Promise.allSettled([...pending]), new Promise((resolve) => (timer = setTimeout(resolve, left)))])
        clearTimeout(timer)
      }
      return 0
    },
  }
}
