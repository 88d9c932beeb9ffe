// Property-based fuzzing of every /api and /auth/v1 endpoint over real HTTP, on every engine:
// generated methods, paths, ids, codes, query strings, headers and bodies (JSON, multipart and urlencoded
// forms, and the auth metadata where it is stored). Whatever arrives, the server answers within 5 s, never
// with a 5xx, a form or text body on a JSON route is refused with a 4xx, every /api error is
// `{code, message}` and every /auth/v1 error is GoTrue's shape; the data that existed before (another
// user's links, clicks and sign-in) is unchanged.
// Seeded and reproducible: FUZZ_SEED=<n> replays a run, FUZZ_RUNS=<n> sets its size (default 5,000 per
// engine, a few seconds each); a failure prints the seed and the shrunk request.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { anonKeyOf, signUpAndSignIn, type SignedInUser } from '../auth-fixtures'
import { startTestServer, testEngines, type TestServer } from '../harness'
import { UPLOAD_PATHS } from '../api-routes'
import { apiClient } from '../http-client'
import { fuzzRequest, type FuzzRequest } from './requests'

const RUNS = Number(process.env.FUZZ_RUNS ?? 5_000)
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31)

describe.each(testEngines)('fuzzing every endpoint on %s', (engine) => {
  let server: TestServer
  let alice: SignedInUser
  let mallory: SignedInUser
  let carol: SignedInUser
  let anonKey: string
  let before: unknown

  /** What must survive the fuzzing untouched: Alice's links, her stats and a link's redirect. */
  async function aliceState() {
    const asAlice = apiClient(server.baseUrl, alice.accessToken)
    const links = (await asAlice('GET', '/api/urls')).body
    const stats = (await asAlice('GET', '/api/stats')).body
    return { links, stats }
  }

  beforeAll(async () => {
    server = await startTestServer({ engine })
    anonKey = await anonKeyOf(server.baseUrl)
    alice = await signUpAndSignIn(server.baseUrl, { password: 'alice-fuzz-password' })
    mallory = await signUpAndSignIn(server.baseUrl)
    carol = await signUpAndSignIn(server.baseUrl)
    const asAlice = apiClient(server.baseUrl, alice.accessToken)
    for (const shortCode of ['alice-one', 'alice-two', 'Alice_3'])
      await asAlice('POST', '/api/urls', { originalUrl: `https://alice.example/${shortCode}`, shortCode })
    await asAlice('POST', '/api/urls', { originalUrl: 'https://alice.example/off', shortCode: 'alice-off', isActive: false })
    before = await aliceState()
  }, 120_000)
  afterAll(() => server?.stop())

  test(`${RUNS} generated requests: no 5xx, no hang, every error well-formed (seed ${SEED})`, async () => {
    const tokens = () => ({ anonKey, mallory: mallory.accessToken, metadataUser: carol.accessToken, aliceRefresh: alice.refreshToken })
    await fc.assert(
      fc.asyncProperty(fuzzRequest(tokens), async (req: FuzzRequest) => {
        const res = await fetch(server.baseUrl + req.path, {
          method: req.method,
          headers: req.headers,
          body: req.body,
          redirect: 'manual',
          signal: AbortSignal.timeout(5_000),
        })
        const text = await res.text()
        if (res.status >= 500) throw new Error(`${res.status} ${text.slice(0, 300)}`)
        // The path as the server saw it: fetch resolves dot segments (/api/urls/../../x is /x).
        const path = new URL(server.baseUrl + req.path).pathname
        // 431: Bun refuses a request head over 16 KiB (several 5,000-character values in one query) before any
        // route sees it, with an empty body; nothing of Snip's answers it.
        const beforeRoutes = res.status === 431 && text === ''
        if (res.status >= 400 && req.method !== 'HEAD' && res.status !== 405 && res.status !== 501 && !beforeRoutes) expectErrorShape(path, res, text)
        if (readsJsonOnly(path) && req.body && !JSON_TYPE.test(req.headers['content-type'] ?? '') && (res.status < 400 || res.status >= 500)) {
          throw new Error(`a ${req.headers['content-type']} body was answered ${res.status}: ${text.slice(0, 200)}`)
        }
      }),
      { numRuns: RUNS, seed: SEED, verbose: 1, endOnFailure: true, interruptAfterTimeLimit: 600_000 },
    )
  }, 900_000)

  test('what existed before is unchanged, and its owner still signs in', async () => {
    expect(await aliceState()).toEqual(before)
    const res = await fetch(`${server.baseUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ email: alice.email, password: 'alice-fuzz-password' }),
    })
    expect(res.status).toBe(200)
    expect((await fetch(`${server.baseUrl}/alice-one`, { redirect: 'manual' })).headers.get('location')).toBe('https://alice.example/alice-one#')
  })
})

/** The media type JSON, with parameters or not (said here apart from the server's own check). */
const JSON_TYPE = /^\s*application\/json\s*(;|$)/i
/** Whether a path's routes read JSON bodies only: all of /api and /auth/v1 but an import upload. */
const readsJsonOnly = (path: string) => (path.startsWith('/api/') || path.startsWith('/auth/v1/')) && !UPLOAD_PATHS.includes(path)

/** /api errors are `{code, message}`; /auth/v1 errors are GoTrue's. */
function expectErrorShape(path: string, res: Response, text: string) {
  if (!path.startsWith('/api/') && !path.startsWith('/auth/v1/')) return // site pages and short codes
  let body: any
  try {
    body = JSON.parse(text)
  } catch {
    throw new Error(`${res.status} answer is not JSON: ${text.slice(0, 200)}`)
  }
  if (path.startsWith('/api/')) {
    expect(typeof body.code === 'string' && typeof body.message === 'string', `${res.status} ${text.slice(0, 200)}`).toBe(true)
    return
  }
  // Snip answers GoTrue's 2024-01-01 shape (with error_code for older clients); the legacy shape is accepted too.
  const ok = (typeof body.code === 'string' && typeof body.message === 'string') || (typeof body.code === 'number' && typeof body.msg === 'string')
  // GoTrue answers some OAuth-style errors as {error, error_description} on /token (wire contract).
  const oauth = typeof body.error === 'string' && typeof body.error_description === 'string'
  expect(ok || oauth, `${res.status} ${text.slice(0, 200)}`).toBe(true)
}
