// Worker thread of analytics-worker.ts: derives country, device, browser, OS and referrer host for a batch
// of raw clicks (which exist here only for the length of one message). On SQLite it also writes the
// counts and runs the retention delete on its own connection, so no analytics write ever waits for
// SQLite's lock on the event loop; on PostgreSQL it answers the counts and the main thread writes them.
import type { Database } from 'bun:sqlite'
import { deriveDimensions } from './dimensions'
import { openDetailConnection, pruneDetails, writeDetails } from './sqlite-detail-writer'
import type { AnalyticsReply, AnalyticsRequest } from './analytics-worker.protocol'

declare const self: Worker

let db: Database | undefined

async function handle(message: AnalyticsRequest): Promise<AnalyticsReply | undefined> {
  if (message.type === 'open') {
    db = openDetailConnection(message.file)
    return undefined
  }
  if (message.type === 'prune') {
    try {
      pruneDetails(db!, message.oldest)
      return { seq: message.seq, written: true }
    } catch (error) {
      return { seq: message.seq, written: false, error: String(error) }
    }
  }
  const counts = new Map(message.carried)
  await deriveDimensions(message.clicks, counts)
  if (!db || !message.write) return { seq: message.seq, written: false, entries: [...counts] }
  try {
    writeDetails(db, message.day, counts, message.traffic)
    return { seq: message.seq, written: true }
  } catch (error) {
    return { seq: message.seq, written: false, entries: [...counts], error: String(error) }
  }
}

self.onmessage = async (event: MessageEvent<AnalyticsRequest>) => {
  const reply = await handle(event.data)
  if (reply) self.postMessage(reply)
}
