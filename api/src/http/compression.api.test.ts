// JSON answers are gzip-compressed when the client accepts it and they are large enough.
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { signUpAndSignIn, type SignedInUser } from '../../test/auth-fixtures'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { apiClient } from '../../test/http-client'

describe.each(testEngines)('compressed JSON on %s', (engine) => {
  let server: TestServer
  let alice: SignedInUser

  beforeAll(async () => {
    server = await startTestServer({ engine })
    alice = await signUpAndSignIn(server.baseUrl)
    const call = apiClient(server.baseUrl, alice.accessToken)
    for (let i = 0; i < 30; i++) await call('POST', '/api/urls', { originalUrl: `https://compress.example/a/rather/long/path/${i}` })
  })
  afterAll(() => server?.stop())

  const get = (path: string, encoding?: string) =>
    fetch(server.baseUrl + path, {
      headers: { authorization: `Bearer ${alice.accessToken}`, ...(encoding ? { 'accept-encoding': encoding } : {}) },
      decompress: false,
    } as RequestInit)

  test('a large list is gzip-compressed for a client that accepts gzip, and decompresses to the same JSON', async () => {
    const plain = await get('/api/urls', 'identity')
    expect(plain.headers.get('content-encoding')).toBeNull()
    const links = await plain.json()
    const zipped = await get('/api/urls', 'gzip, deflate, br')
    expect(zipped.headers.get('content-encoding')).toBe('gzip')
    expect(zipped.headers.get('vary')).toContain('accept-encoding')
    const bytes = new Uint8Array(await zipped.arrayBuffer())
    expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(links)
    expect(bytes.byteLength).toBeLessThan(JSON.stringify(links).length / 2)
  })

  test('small answers stay as they are', async () => {
    const res = await get('/api/stats', 'gzip')
    expect(res.headers.get('content-encoding')).toBeNull()
    expect((await res.json()).totalUrls).toBe(30)
  })
})
