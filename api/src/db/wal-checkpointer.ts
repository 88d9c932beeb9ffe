// Moves SQLite's WAL checkpoints off the event loop. By default the connection that commits copies the
// WAL back into the database file every 1,000 pages, synchronously, with an fsync: under a click load
// that touches thousands of rows a second, that stalls redirects for tens of milliseconds at a time.
// Here a worker thread with its own connection checkpoints every second (PASSIVE: never blocks writers),
// and the main connection only checkpoints itself if the WAL ever grows past `fallbackPages`.
import type { Database as BunSqlite } from 'bun:sqlite'

export interface WalCheckpointer {
  stop(): void
}

export function startWalCheckpointer(client: BunSqlite, file: string, everyMs = 1000, fallbackPages = 20_000): WalCheckpointer {
  client.exec(`PRAGMA wal_autocheckpoint = ${fallbackPages}`)
  const worker = new Worker(new URL('./wal-checkpointer.worker.ts', import.meta.url).href, { smol: true }) // a small heap: it only runs PRAGMAs
  worker.postMessage({ file, everyMs })
  ;(worker as unknown as { unref?: () => void }).unref?.()
  return { stop: () => worker.terminate() }
}
