// Worker thread of sqlite-click-flusher.ts: applies click batches and folds on its own connection, so the
// synchronous SQLite work never runs on the event loop (sqlite-click-writes.ts holds the SQL).
// Each chunk is one transaction that also records the chunk's mark in server_settings: a reader on the
// main thread sees the clicks and the mark in the same snapshot, which is what keeps counts exact.
import { Database } from 'bun:sqlite'
import type { FlushBatch, FlushFold, FlushOpen, FlushPrune, FlushReply } from './click-flush.protocol'
import { sqliteClickWrites, type SqliteClickWrites } from './sqlite-click-writes'

declare const self: Worker

let writes: SqliteClickWrites | undefined

function open({ file, key, links }: FlushOpen) {
  const db = new Database(file)
  db.exec('PRAGMA busy_timeout = 5000')
  db.exec('PRAGMA synchronous = NORMAL')
  db.exec('PRAGMA foreign_keys = ON')
  // Checkpoints belong to the WAL checkpointer's thread (db/wal-checkpointer.ts): left at SQLite's default
  // (every 1,000 pages), this connection would copy pages back into the file several times per batch.
  db.exec('PRAGMA wal_autocheckpoint = 20000')
  writes = sqliteClickWrites(db, key, links)
}

async function apply(message: FlushBatch | FlushFold | FlushPrune): Promise<FlushReply> {
  const { seq } = message
  if (message.type === 'batch') return { seq, ...(await writes!.stage(message.ids, message.ns, message.firstMark, message.at)) }
  if (message.type === 'prune') {
    try {
      return { seq, committed: 0, moved: await writes!.pruneHours(message.keepFrom) }
    } catch (error) {
      return { seq, committed: 0, error: String(error) }
    }
  }
  const folded = message.report ? new Map<number, number>() : undefined
  try {
    return { seq, committed: 0, moved: await writes!.fold(folded), folded }
  } catch (error) {
    return { seq, committed: 0, folded, error: String(error) }
  }
}

self.onmessage = async (event: MessageEvent<FlushOpen | FlushBatch | FlushFold | FlushPrune>) => {
  const message = event.data
  if (message.type === 'open') return open(message)
  self.postMessage(await apply(message))
}
