// Derivation off the event loop: a batch of raw clicks goes to a worker thread (derive.worker.ts), which
// answers the counts. The event loop only posts the batch (a structured copy) and merges a few thousand
// counts back, so redirects never wait on country lookups or user-agent parsing. If the worker fails, the
// batch is derived here instead (in slices, dimensions.ts): nothing is lost.
import type { RawClick } from './click-details'
import { deriveDimensions, type DimensionCounts } from './dimensions'

type RefWorker = Worker & { ref?: () => void; unref?: () => void }
type Reply = { seq: number; entries: [string, number][] }

export interface DimensionDeriver {
  /** Adds the batch's counts into `into`; tells where the work was done. */
  derive(clicks: RawClick[], into: DimensionCounts): Promise<'worker' | 'here' | 'nothing'>
  stop(): void
}

export function startDimensionDeriver(): DimensionDeriver {
  let worker: RefWorker | undefined
  let seq = 0
  let waiting: { seq: number; resolve: (r: Reply) => void; reject: (e: unknown) => void } | undefined

  function spawn(): RefWorker {
    const w = new Worker(new URL('./derive.worker.ts', import.meta.url).href, { smol: true }) as RefWorker
    w.onmessage = (event: MessageEvent<Reply>) => {
      if (waiting && event.data.seq === waiting.seq) waiting.resolve(event.data)
    }
    w.onerror = (event) => {
      waiting?.reject(new Error(`derive worker failed: ${(event as ErrorEvent).message ?? 'unknown'}`))
      w.terminate()
      worker = undefined // the next batch starts a fresh one
    }
    w.unref?.()
    return w
  }

  return {
    async derive(clicks, into) {
      if (clicks.length === 0) return 'nothing'
      let reply: Reply
      try {
        worker ??= spawn()
        const w = worker
        w.ref?.()
        try {
          reply = await new Promise<Reply>((resolve, reject) => {
            waiting = { seq: ++seq, resolve, reject }
            w.postMessage({ seq, clicks })
          })
        } finally {
          waiting = undefined
          w.unref?.()
        }
      } catch {
        await deriveDimensions(clicks, into)
        return 'here'
      }
      for (const [k, n] of reply.entries) into.set(k, (into.get(k) ?? 0) + n)
      return 'worker'
    },
    stop() {
      worker?.terminate()
      worker = undefined
    },
  }
}
