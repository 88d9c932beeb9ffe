// GET /api/urls/{id}/qrcode: formats, file names, ownership, and a QR that really holds the short URL.
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { signUpAndSignIn } from '../../test/auth-fixtures'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { apiClient } from '../../test/http-client'

function decodePng(bytes: Uint8Array): string | null {
  const png = PNG.sync.read(Buffer.from(bytes))
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null
}

describe.each(testEngines)('QR codes on %s', (engine) => {
  let server: TestServer
  let token: string
  let link: { id: number; shortCode: string }

  beforeAll(async () => {
    server = await startTestServer({ engine })
    token = (await signUpAndSignIn(server.baseUrl)).accessToken
    link = (await apiClient(server.baseUrl, token)('POST', '/api/urls', { originalUrl: 'https://qr.example', shortCode: 'qr-code-1' })).body
  })
  afterAll(() => server?.stop())

  const get = (format: string, t: string | null = token) =>
    fetch(`${server.baseUrl}/api/urls/${link.id}/qrcode?format=${format}`, { headers: t ? { authorization: `Bearer ${t}` } : {} })

  test('png is a download named qrcode-{code}.png that decodes to PUBLIC_URL/{code}', async () => {
    const res = await get('png')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="qrcode-qr-code-1.png"')
    expect(decodePng(new Uint8Array(await res.arrayBuffer()))).toBe('http://snip.test/qr-code-1')
  })

  test('the code keeps the standard 4-module quiet zone on every side (decision 28)', async () => {
    const svg = await (await get('svg')).text()
    const size = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1])
    const rows = [...svg.matchAll(/M(\d+) (\d+)\.5h(\d+)/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]) }))
    expect(rows.length).toBeGreaterThan(0)
    expect(Math.min(...rows.map((r) => r.x))).toBe(4)
    expect(Math.min(...rows.map((r) => r.y))).toBe(4)
    expect(size - 1 - Math.max(...rows.map((r) => r.y))).toBe(4)
  })

  test('svg is a download named qrcode-{code}.svg', async () => {
    const res = await get('svg')
    expect(res.headers.get('content-type')).toBe('image/svg+xml')
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="qrcode-qr-code-1.svg"')
    expect(await res.text()).toMatch(/^<svg[\s\S]*<\/svg>\s*$/)
  })

  test('data-url answers JSON {dataUrl} holding the same QR', async () => {
    const res = await get('data-url')
    const { dataUrl } = (await res.json()) as { dataUrl: string }
    expect(dataUrl.startsWith('data:image/png;base64,')).toBe(true)
    expect(decodePng(Buffer.from(dataUrl.split(',')[1]!, 'base64'))).toBe('http://snip.test/qr-code-1')
  })

  test('any other format is 400; no token is 401; another user gets 404', async () => {
    expect((await get('gif')).status).toBe(400)
    expect((await get('svg', null)).status).toBe(401)
    const other = await signUpAndSignIn(server.baseUrl)
    expect((await get('svg', other.accessToken)).status).toBe(404)
  })
})
