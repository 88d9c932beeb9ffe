// Decision 64's rule for tests: on SQLite (one connection) a transaction never gives the event loop a turn —
// while it did, other requests read its uncommitted rows. Every transaction of a test server is watched by a
// setImmediate probe: it fires only if the event loop turned before the transaction ended. The server's
// stop() then fails the test file, naming where each such transaction began.
import type { Database } from '../src/db/database'

export function watchTransactionTurns(db: Database): { turns: string[] } {
  const turns: string[] = []
  if (db.driver.dialect !== 'sqlite') return { turns } // PostgreSQL's transactions wait for the network: each has its own connection
  const transaction = db.transaction.bind(db)
  db.transaction = (fn) =>
    transaction(async (tx) => {
      const began = new Error('a SQLite transaction gave the event loop a turn').stack ?? ''
      let turned = false
      const probe = setImmediate(() => (turned = true))
      try {
        return await fn(tx)
      } finally {
        clearImmediate(probe)
        if (turned) turns.push(began)
      }
    })
  return { turns }
}
