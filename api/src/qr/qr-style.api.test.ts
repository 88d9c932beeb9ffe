// GET /api/urls/{id}/qrcode's style (docs/decisions/0045): every parameter's range and bad
// values (400 with the contract's message), the colour rule, sizes honoured, and styled SVG and PNG that
// really decode to the short address: PNG with jsqr, SVG by drawing its module runs and decoding that.
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { qrStyleMessages as m } from '../contracts/qr-style-messages'
import { signUpAndSignIn } from '../../test/auth-fixtures'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { apiClient } from '../../test/http-client'

const SHORT = 'http://snip.test/qr-style-1'

function decodeRgba(data: Uint8ClampedArray, width: number, height: number) {
  return jsQR(data, width, height)?.data ?? null
}

function decodePng(bytes: ArrayBuffer) {
  const png = PNG.sync.read(Buffer.from(bytes))
  return { width: png.width, height: png.height, text: decodeRgba(new Uint8ClampedArray(png.data), png.width, png.height), rgba: [...png.data.subarray(0, 4)] }
}

/** The SVG's colours and module runs (qrcode draws one stroked path of `M x y.5 hN m dx 0 …`), drawn at 4 px a module and decoded. */
function decodeSvg(svg: string) {
  const modules = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)![1])
  const bg = /<path fill="(#[0-9a-f]{6})"/.exec(svg)?.[1] ?? null
  const fg = /<path stroke="(#[0-9a-f]{6})"/.exec(svg)![1]!
  const d = /<path stroke="[^"]+" d="([^"]+)"/.exec(svg)![1]!
  const dark = new Set<string>()
  let x = 0
  let y = 0
  for (const [, cmd, a, b] of d.matchAll(/([Mmh])(\d+(?:\.5)?)(?: (\d+(?:\.5)?))?/g)) {
    if (cmd === 'M') [x, y] = [Number(a), Math.floor(Number(b))]
    else if (cmd === 'm') x += Number(a)
    else for (let i = 0; i < Number(a); i++) dark.add(`${x++},${y}`)
  }
  const scale = 4
  const side = modules * scale
  const rgba = new Uint8ClampedArray(side * side * 4)
  const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))
  for (let py = 0; py < side; py++)
    for (let px = 0; px < side; px++) {
      const [r, g, b2] = rgb(dark.has(`${Math.floor(px / scale)},${Math.floor(py / scale)}`) ? fg : (bg ?? '#ffffff'))
      rgba.set([r!, g!, b2!, 255], (py * side + px) * 4)
    }
  return { modules, fg, bg, width: Number(/width="(\d+)"/.exec(svg)![1]), text: decodeRgba(rgba, side, side) }
}

describe.each(testEngines)('QR code styles on %s', (engine) => {
  let server: TestServer
  let token: string
  let id: number

  beforeAll(async () => {
    server = await startTestServer({ engine })
    token = (await signUpAndSignIn(server.baseUrl)).accessToken
    id = (await apiClient(server.baseUrl, token)('POST', '/api/urls', { originalUrl: 'https://qr.example', shortCode: 'qr-style-1' })).body.id
  })
  afterAll(() => server?.stop())

  const get = (query: string, t = token) => fetch(`${server.baseUrl}/api/urls/${id}/qrcode?${query}`, { headers: { authorization: `Bearer ${t}` } })
  const error = async (query: string) => {
    const res = await get(query)
    return { status: res.status, ...((await res.json()) as { code: string; message: string }) }
  }

  test.each([
    ['size=127', m.sizeRange],
    ['size=2049', m.sizeRange],
    ['size=512.5', m.sizeRange],
    ['size=abc', m.sizeRange],
    ['size=', m.sizeRange],
    ['margin=17', m.marginRange],
    ['margin=-1', m.marginRange],
    ['margin=x', m.marginRange],
    ['ecc=X', m.eccInvalid],
    ['ecc=', m.eccInvalid],
    ['fg=red', m.fgInvalid],
    ['fg=%23fff', m.fgInvalid],
    ['bg=%2312345g', m.bgInvalid],
    ['bg=%231234567', m.bgInvalid],
  ])('%s is 400 validation_failed: the message says what to change', async (query, message) => {
    for (const format of ['svg', 'png']) expect(await error(`format=${format}&${query}`)).toEqual({ status: 400, code: 'validation_failed', message })
  })

  test.each([
    ['fg=%23777777&bg=%23888888', m.lowContrast], // 1.2:1
    ['fg=%23767676&bg=%23ffffff', null], // 4.54:1, the grey WCAG calls enough
    ['fg=%23777777&bg=%23ffffff', m.lowContrast], // 4.48:1
    ['fg=%23ffffff&bg=%23000000', m.lightOnDark], // 21:1 but inverted
    ['fg=%23000000&bg=%23000000', m.lightOnDark],
  ])('colours %s: refused unless dark on light at 4.5:1 or more', async (query, message) => {
    const res = await get(`format=png&${query}`)
    if (message === null) return expect(res.status).toBe(200)
    expect({ status: res.status, ...((await res.json()) as object) }).toEqual({ status: 400, code: 'qr_low_contrast', message })
  })

  test('styled PNG decodes to the short address, in its colours and at its size', async () => {
    for (const [size, ecc, margin] of [
      [128, 'L', 4],
      [300, 'Q', 2],
      [2048, 'H', 16],
      [640, 'm', 1],
    ] as const) {
      const res = await get(`format=png&size=${size}&fg=%231a237e&bg=%23fff8e1&margin=${margin}&ecc=${ecc}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/png')
      const png = decodePng(await res.arrayBuffer())
      expect([png.width, png.height]).toEqual([size, size])
      expect(png.text).toBe(SHORT)
      if (margin > 0) expect(png.rgba).toEqual([0xff, 0xf8, 0xe1, 255]) // the corner is background
    }
  })

  test('styled SVG decodes to the short address, with its colours, width, margin and level', async () => {
    const res = await get('format=svg&size=1000&fg=1b5e20&bg=%23F1F8E9&margin=2&ecc=H')
    expect(res.status).toBe(200)
    const svg = decodeSvg(await res.text())
    expect(svg).toMatchObject({ fg: '#1b5e20', bg: '#f1f8e9', width: 1000, text: SHORT })
    const plain = decodeSvg(await (await get('format=svg')).text())
    expect(plain).toMatchObject({ fg: '#000000', bg: '#ffffff', width: 256, text: SHORT })
    // H holds more redundancy than M: a bigger symbol; margin 2 instead of 4 takes 4 modules off the side.
    expect(svg.modules - 2 * 2).toBeGreaterThan(plain.modules - 2 * 4)
    const noMargin = decodeSvg(await (await get('format=svg&margin=0')).text())
    expect(noMargin.modules).toBe(plain.modules - 8)
  })

  test('the data URL takes the style too', async () => {
    const { dataUrl } = (await (await get('format=data-url&size=200&fg=%23333333&ecc=Q')).json()) as { dataUrl: string }
    const png = decodePng(Buffer.from(dataUrl.split(',')[1]!, 'base64').buffer as ArrayBuffer)
    expect([png.width, png.text]).toEqual([200, SHORT])
  })

  test("another user's link is 404 with or without a style; a bad style does not reveal the link", async () => {
    const other = (await signUpAndSignIn(server.baseUrl)).accessToken
    expect((await get('format=png&size=300&fg=%23222222', other)).status).toBe(404)
    expect((await get('format=png&size=1', other)).status).toBe(404)
  })
})
