// A flush commits its batch before it forgets it. A read that adds pending() to the database's figures
// must not land in between (double count) — consistentRead keeps reads and flushes apart.
import { describe, expect, test } from 'vitest'
import type { ClickBatch } from './click-batch'
import { createClickCounter } from './click-counter'

/** A batch's clicks, added into `committed` (what a COMMIT does). */
const commit = (batch: ClickBatch, committed: Map<number, number>) => {
  batch.ids.forEach((id, i) => committed.set(id, (committed.get(id) ?? 0) + batch.ns[i]!))
}

function gate() {
  let open!: () => void
  const opened = new Promise<void>((r) => (open = r))
  return { open, opened }
}

describe('click counter', () => {
  test('a read while a flush has committed but not yet forgotten its batch counts every click once', async () => {
    const committed = new Map<number, number>()
    const hold = gate()
    const reached = gate()
    const counter = createClickCounter(async (batch) => {
      commit(batch, committed) // the COMMIT
      reached.open()
      await hold.opened // the acknowledgement has not arrived yet
    }, 60_000)
    for (let i = 0; i < 5; i++) counter.add(7)
    const flushing = counter.flush()
    await reached.opened
    counter.add(7)
    const read = counter.consistentRead(async () => (committed.get(7) ?? 0) + counter.pending(7))
    setTimeout(hold.open, 20)
    expect(await read).toBe(6)
    await flushing
    await counter.stop()
  })

  test('a flush that starts during a read makes the read run again', async () => {
    const committed = new Map<number, number>()
    const counter = createClickCounter(async (batch) => commit(batch, committed), 60_000)
    counter.add(1)
    let runs = 0
    const value = await counter.consistentRead(async () => {
      runs++
      const fromDb = committed.get(1) ?? 0 // a snapshot from before the flush below
      if (runs === 1) await counter.flush()
      return fromDb + counter.pending(1)
    })
    expect(value).toBe(1)
    expect(runs).toBe(2)
    await counter.stop()
  })

  test('stop() flushes what is left', async () => {
    const written: number[] = []
    const counter = createClickCounter(async (batch) => void written.push(...batch.ns), 60_000)
    counter.add(3)
    counter.add(3)
    await counter.stop()
    expect(written).toEqual([2])
  })
})
