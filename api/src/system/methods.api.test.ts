// Every request gets an answer: methods Snip does not implement get 501, pages and short links asked for
// with another implemented method get 405 with Allow. Sent over a raw socket, since fetch refuses some
// of these methods itself.
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'

/** The status line's code, or 'closed' when the server hung up without an answer. */
function rawStatus(baseUrl: string, method: string, path: string): Promise<number | 'closed'> {
  const { hostname, port } = new URL(baseUrl)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () =>
      socket.write(`${method} ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`),
    )
    let data = ''
    socket.setTimeout(5_000, () => socket.destroy(new Error(`no answer to ${method} ${path} within 5 s`)))
    socket.on('data', (chunk) => (data += chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      const m = /^HTTP\/1\.1 (\d{3})/.exec(data)
      resolve(m ? Number(m[1]) : 'closed')
    })
  })
}

describe.each(testEngines)('HTTP methods on %s', (engine) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ engine })
  })
  afterAll(() => server?.stop())

  const paths = ['/', '/about', '/abc1234', '/api/urls', '/api/health', '/auth/v1/settings', '/auth/v1/token']

  test.each(['TRACE', 'PROPFIND', 'PURGE', 'MKCOL', 'LOCK', 'OPTIONS', 'SEARCH'])('%s is not implemented anywhere: 501 with a JSON error', async (method) => {
    for (const path of paths) expect([method, path, await rawStatus(server.baseUrl, method, path)]).toEqual([method, path, 501])
    const res = await fetch(`${server.baseUrl}/api/urls`, { method: method === 'TRACE' ? 'PROPFIND' : method })
    expect(await res.json()).toEqual({ code: 'not_implemented', message: 'Method not implemented' })
  })

  test('a page or a short link asked for with POST, PUT, PATCH or DELETE gets 405 and Allow: GET, HEAD', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      for (const path of ['/', '/about', '/abc1234']) {
        const res = await fetch(server.baseUrl + path, { method, redirect: 'manual' })
        expect([method, path, res.status, res.headers.get('allow')]).toEqual([method, path, 405, 'GET, HEAD'])
        expect((await res.json()).code).toBe('method_not_allowed')
      }
    }
  })

  test('a method token the runtime does not know is refused at once, never left hanging (docs/decisions/0010)', async () => {
    // Bun's HTTP parser closes the connection for tokens outside its method list before any handler
    // runs (oven-sh/bun#6556). If it ever answers instead, it must not be a success.
    const status = await rawStatus(server.baseUrl, 'BREW', '/api/urls')
    expect(status === 'closed' || (status >= 400 && status < 600)).toBe(true)
  })
})
