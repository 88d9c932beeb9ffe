// idempotent() against a real database on every engine: a duplicate that arrives while the first request
// is still doing its work (here: waiting on something outside the database) gets the first answer once it
// is committed, never a half-written one and never a second run.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { idempotent } from './idempotent'

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe.each(testEngines)('idempotent() on %s', (engine) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ engine, transactionTurnsAllowed: true }) // the work below waits outside the database on purpose
  })
  afterAll(() => server?.stop())

  test('a duplicate during a slow first run waits for its committed answer', async () => {
    let runs = 0
    const work = async () => {
      runs++
      await pause(150)
      return { status: 201, body: { run: runs } }
    }
    const target = { scope: 'test', key: `slow-${engine}` }
    const [first, duplicate] = await Promise.all([
      idempotent(server.db, target, { url: 'https://slow.example' }, work),
      pause(30).then(() => idempotent(server.db, target, { url: 'https://slow.example' }, work)),
    ])
    expect(runs).toBe(1)
    // Which of the two claims the key first is up to the scheduler on a loaded machine; one runs, one waits.
    expect([first, duplicate].map((a) => a.replayed).sort()).toEqual([false, true])
    expect(first).toMatchObject({ status: 201, body: { run: 1 } })
    expect(duplicate).toMatchObject({ status: 201, body: { run: 1 } })
  })
})
