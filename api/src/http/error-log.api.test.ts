// A failed query is logged by its error class, route and the driver's cause, never with the statement's
// parameters (user ids, targets, codes: what the privacy page promises is not kept); an aborted /auth/v1
// request is not an error. On every engine.
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { signUpAndSignIn, type SignedInUser } from '../../test/auth-fixtures'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { apiClient } from '../../test/http-client'
import { waitUntil } from '../../test/waiting'

describe.each(testEngines)('error logs on %s', (engine) => {
  let server: TestServer
  let alice: SignedInUser

  beforeAll(async () => {
    server = await startTestServer({ engine, env: { LOG_LEVEL: 'info' } })
    alice = await signUpAndSignIn(server.baseUrl)
  })
  afterAll(() => server?.stop())

  const rawSql = (statement: string) =>
    server.db.driver.dialect === 'sqlite' ? server.db.driver.client.exec(statement) : server.db.driver.client.unsafe(statement)

  test('a failing query logs class, route and cause, and none of the values it carried', async () => {
    const marker = `privacy-marker-${Date.now()}`
    const call = apiClient(server.baseUrl, alice.accessToken)
    await rawSql('alter table links rename to links_gone')
    try {
      const res = await call('POST', '/api/urls', { originalUrl: `https://${marker}.example/${marker}`, shortCode: `${marker}`.slice(0, 60) })
      expect(res.status).toBe(500)
      expect(JSON.stringify(res.body)).not.toMatch(/links|select|insert|stack|at /i)
    } finally {
      await rawSql('alter table links_gone rename to links')
    }
    const errors = server.logs.filter((l) => JSON.parse(l).level === 'error')
    expect(errors.length).toBeGreaterThan(0)
    const all = server.logs.join('\n')
    expect(all).not.toContain(marker)
    expect(all).not.toMatch(/params:/)
    expect(errors.join('\n')).not.toContain(alice.userId)
    const line = JSON.parse(errors.at(-1)!)
    expect(line).toMatchObject({ msg: 'unhandled error', route: 'POST /api/urls' })
    expect(line.error).toMatch(/Error/) // the class
    // the driver's own words, the table it could not find: Drizzle's wrapper carries them as the cause on
    // PostgreSQL; bun:sqlite throws its own error directly
    expect(`${line.error} ${line.cause ?? ''}`).toMatch(/links/)
  })

  test.each(['/auth/v1/token?grant_type=password', '/api/urls', '/api/users'])(
    'a client that goes away mid-body on %s is not logged as an error',
    async (path) => {
      const before = server.logs.length
      const { hostname, port } = new URL(server.baseUrl)
      await new Promise<void>((resolve) => {
        const socket = connect(Number(port), hostname, () => {
          socket.write(`POST ${path} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"email":"half`)
          setTimeout(() => socket.destroy(), 100)
        })
        socket.on('close', () => resolve())
        socket.on('error', () => resolve())
      })
      const logged = () => server.logs.slice(before).map((l) => JSON.parse(l) as { level: string; msg: string; status?: number })
      await waitUntil(() => logged().some((l) => l.msg === 'request'), 'the request line of the abandoned request') // written last
      const lines = logged()
      expect(lines.filter((l) => l.level === 'error')).toEqual([])
      // nor counted as a server error: 499, the client closed the request
      expect(lines.filter((l) => l.msg === 'request').map((l) => l.status)).toEqual([499])
    },
  )
})
