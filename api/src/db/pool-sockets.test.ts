// Pool sockets that stopped answering are ended (decision 52): past the statement timeout plus 2 s even
// when nobody asked whether the database is reachable. PostgreSQL through a proxy that loses its open
// connections; registered only when TEST_DATABASE_URL is set.
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createPostgresDatabase, testEngines, type TestDatabase } from '../../test/harness'
import { proxyPostgres, type TcpProxy } from '../../test/tcp-proxy'
import { statementTimeoutOf, watchPoolSockets } from './pool-sockets'

describe('statementTimeoutOf', () => {
  test.each([
    ['postgres://h/db', 10_000],
    ['postgres://h/db?statement_timeout=30000', 30_000],
    ['postgres://h/db?statement_timeout=30s', 30_000],
    ['postgres://h/db?statement_timeout=2min', 120_000],
    ['postgres://h/db?statement_timeout=0', 0],
    ['postgres://h/db?statement_timeout=soon', 0], // unreadable: no deadline rather than a wrong one
  ])('%s → %i ms', (url, ms) => expect(statementTimeoutOf(url, 10_000)).toBe(ms))
})

if (testEngines.includes('postgres')) {
  describe('a pool connection lost in a partition', () => {
    let database: TestDatabase
    let proxy: TcpProxy
    let url: URL
    beforeAll(async () => {
      database = await createPostgresDatabase()
      ;({ proxy, url } = await proxyPostgres(database.url))
    })
    afterAll(async () => {
      await proxy?.close()
      await database?.drop()
    })

    test('is ended once its query waited past the statement timeout + 2 s; the next query gets a new one', async () => {
      url.searchParams.set('statement_timeout', '500')
      const sockets = watchPoolSockets(statementTimeoutOf(url.toString(), 10_000))
      const sql = postgres(url.toString(), { max: 1, socket: sockets.open, onnotice: () => {} } as postgres.Options<Record<string, never>>)
      try {
        expect(await sql`select 1 as one`).toEqual([{ one: 1 }])
        proxy.stall()
        const started = performance.now()
        const lost = sql`select 2 as two`.then(
          () => 'answered',
          (e: { code?: string }) => e.code,
        )
        await new Promise((r) => setTimeout(r, 200))
        await proxy.restore({ lost: true }) // the network is back, that connection is not
        expect(await lost).toBe('CONNECTION_CLOSED')
        expect(performance.now() - started).toBeLessThan(500 + 2000 + 1500) // + one sweep interval and slack
        expect(await sql`select 3 as three`).toEqual([{ three: 3 }])
      } finally {
        sockets.stop()
        await sql.end({ timeout: 0 })
      }
    }, 15_000)
  })
}
