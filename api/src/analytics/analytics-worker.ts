// The main thread's side of the analytics worker (analytics.worker.ts): batches of raw clicks go there to
// be derived (and on SQLite written); the event loop only posts them (a structured copy) and waits. A dead
// worker rejects what it was asked; the next request starts a fresh one.
import type { AnalyticsReply, FlushRequest, OpenRequest } from './analytics-worker.protocol'

type RefWorker = Worker & { ref?: () => void; unref?: () => void }

export interface AnalyticsWorker {
  flush(request: Omit<FlushRequest, 'type' | 'seq'>): Promise<AnalyticsReply>
  /** SQLite: deletes detail rows of days before `oldest` on the worker's connection. */
  prune(oldest: string): Promise<AnalyticsReply>
  stop(): void
}

/** `sqlite`: the worker writes to that file itself; without it, it only derives. */
export function startAnalyticsWorker(sqlite?: Omit<OpenRequest, 'type'>): AnalyticsWorker {
  let worker: RefWorker | undefined
  let seq = 0
  const waiting = new Map<number, { resolve: (r: AnalyticsReply) => void; reject: (e: unknown) => void }>()

  function spawn(): RefWorker {
    const w = new Worker(new URL('./analytics.worker.ts', import.meta.url).href, { smol: true }) as RefWorker
    w.onmessage = (event: MessageEvent<AnalyticsReply>) => {
      waiting.get(event.data.seq)?.resolve(event.data)
      waiting.delete(event.data.seq)
      if (waiting.size === 0) w.unref?.()
    }
    w.onerror = (event) => {
      for (const { reject } of waiting.values()) reject(new Error(`analytics worker failed: ${(event as ErrorEvent).message ?? 'unknown'}`))
      waiting.clear()
      w.terminate()
      worker = undefined
    }
    if (sqlite) w.postMessage({ type: 'open', ...sqlite } satisfies OpenRequest)
    w.unref?.() // idle, it must not keep the process alive
    return w
  }

  function ask(message: { type: 'flush' | 'prune' } & Record<string, unknown>): Promise<AnalyticsReply> {
    const w = (worker ??= spawn())
    const id = ++seq
    w.ref?.()
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject })
      w.postMessage({ ...message, seq: id })
    })
  }

  return {
    flush: (request) => ask({ type: 'flush', ...request }),
    prune: (oldest) => ask({ type: 'prune', oldest }),
    stop() {
      worker?.terminate()
      worker = undefined
    },
  }
}
