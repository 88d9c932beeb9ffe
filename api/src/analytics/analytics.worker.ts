// Worker thread of analytics-worker.ts: derives country, device, browser, OS and referrer host for each
// batch of raw clicks (which exist here only for the length of one message) and adds them to the counts it
// keeps until a write. On SQLite it writes them (and runs the retention delete) on its own connection, so
// no analytics write waits for SQLite's lock on the event loop; on PostgreSQL it hands them over to be
// written. Counts it holds are lost if it dies (up to one write interval of detail, never click totals).
import { ClickTally, WRITE_CHUNK_LINKS } from './click-tally'
import { DimensionTally } from './dimension-tally'
import { deriveDimensions } from './dimensions'
import { openDetailConnection, pruneDetails, writeDetails, type DetailConnection } from './sqlite-detail-writer'
import type { AnalyticsReply, AnalyticsRequest } from './analytics-worker.protocol'

declare const self: Worker

let db: DetailConnection | undefined
/** Counts derived since the last write: they stay here, so the event loop never receives per-second counts. */
let tally = new ClickTally()

/**
 * After each chunk: a chunk's write leaves garbage (a Map per link, packed strings, rows read) that JSC
 * would let pile up to tens of MB over a few writes before collecting, against ~11–20 MB live; collecting
 * at once keeps the peak down (12–20 ms a chunk of 2,000 here, off the event loop; docs/decisions/0056).
 */
const collectGarbage = () => Bun.gc(true)

async function handle(message: AnalyticsRequest): Promise<AnalyticsReply | undefined> {
  if (message.type === 'open') {
    db = openDetailConnection(message.file, message.linkExists)
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
  tally.addRows(message.carried) // now this worker's to write
  if (message.batch) await deriveDimensions(message.batch, tally)
  if (!message.write) return { seq: message.seq, written: false, held: tally.held }
  if (!db) {
    const rows = tally.rows()
    tally = new ClickTally()
    collectGarbage()
    return { seq: message.seq, written: false, held: 0, rows } // PostgreSQL: the main thread writes them
  }
  let traffic = message.traffic
  for (const chunk of tally.chunks(WRITE_CHUNK_LINKS)) {
    try {
      writeDetails(db, message.day, chunk, traffic)
    } catch (error) {
      tally.addRows(chunk.rows()) // this chunk and the rest are kept for the next write
      return { seq: message.seq, written: false, held: tally.held, error: String(error), trafficWritten: traffic !== message.traffic }
    }
    traffic = []
    collectGarbage()
  }
  try {
    if (traffic.length > 0) writeDetails(db, message.day, new DimensionTally(), traffic) // traffic without clicks
  } catch (error) {
    return { seq: message.seq, written: false, held: 0, error: String(error) }
  }
  return { seq: message.seq, written: true, held: 0 }
}

self.onmessage = async (event: MessageEvent<AnalyticsRequest>) => {
  const reply = await handle(event.data)
  if (reply) self.postMessage(reply)
}
