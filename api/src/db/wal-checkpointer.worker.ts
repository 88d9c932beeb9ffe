// Worker thread of wal-checkpointer.ts: its own connection, a PASSIVE checkpoint every `everyMs`.
import { Database } from 'bun:sqlite'

declare const self: Worker

self.onmessage = (event: MessageEvent<{ file: string; everyMs: number }>) => {
  const db = new Database(event.data.file)
  db.exec('PRAGMA busy_timeout = 1000')
  setInterval(() => {
    try {
      db.exec('PRAGMA wal_checkpoint(PASSIVE)')
    } catch {
      // busy or closing: the next round (or the main connection's fallback) catches up
    }
  }, event.data.everyMs)
}
