// Worker thread of sqlite-click-flusher.ts: applies click batches on its own connection, so the
// synchronous SQLite work (thousands of scattered UPDATEs a second) never runs on the event loop.
// Each chunk is one transaction that also records the chunk's mark in server_settings: a reader on the
// main thread sees the clicks and the mark in the same snapshot, which is what keeps counts exact.
import { Database } from 'bun:sqlite'
import type { FlushBatch, FlushOpen, FlushReply } from './click-flush.protocol'

declare const self: Worker

let db: Database | undefined
let markKey = ''

function open({ file, key }: FlushOpen) {
  db = new Database(file)
  db.exec('PRAGMA busy_timeout = 5000')
  db.exec('PRAGMA synchronous = NORMAL')
  db.exec('PRAGMA foreign_keys = ON')
  // Checkpoints belong to the WAL checkpointer's thread (db/wal-checkpointer.ts): left at SQLite's default
  // (every 1,000 pages), this connection would copy pages back into the file several times per batch.
  db.exec('PRAGMA wal_autocheckpoint = 20000')
  markKey = key
}

async function apply({ seq, day, chunks }: FlushBatch): Promise<FlushReply> {
  const conn = db!
  const total = conn.prepare('update links set clicks = clicks + ? where id = ?')
  const daily = conn.prepare(
    'insert into link_clicks_daily (link_id, day, clicks) values (?, ?, ?) on conflict (link_id, day) do update set clicks = clicks + excluded.clicks',
  )
  const mark = conn.prepare('insert into server_settings (key, value) values (?, ?) on conflict (key) do update set value = excluded.value')
  let committed = 0
  for (let c = 0; c < chunks.length; c++) {
    const chunk = chunks[c]!
    // Between chunks, let a main-thread writer (link creation, sign-in) take the write lock: it waits
    // synchronously on busy_timeout, so it must never be starved by back-to-back chunks.
    if (c > 0) await Bun.sleep(1)
    try {
      conn.exec('BEGIN IMMEDIATE')
      for (let i = 0; i < chunk.ids.length; i++) {
        const id = chunk.ids[i]!
        const n = chunk.ns[i]!
        if (total.run(n, id).changes > 0) daily.run(id, day, n) // links deleted meanwhile are skipped
      }
      mark.run(markKey, String(chunk.mark))
      conn.exec('COMMIT')
      committed = chunk.mark
    } catch (error) {
      if (conn.inTransaction) conn.exec('ROLLBACK')
      return { seq, committed, error: String(error) }
    }
  }
  return { seq, committed }
}

self.onmessage = async (event: MessageEvent<FlushOpen | FlushBatch>) => {
  const message = event.data
  if (message.type === 'open') return open(message)
  self.postMessage(await apply(message))
}
