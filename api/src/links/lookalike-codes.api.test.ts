// Custom codes that differ from an existing code only by case are taken (docs/decisions/0009), on every
// engine; lookups stay exact, and a link may change the case of its own code.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { messages } from '../contracts'
import { signUpAndSignIn } from '../../test/auth-fixtures'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { apiClient } from '../../test/http-client'

describe.each(testEngines)('look-alike short codes on %s', (engine) => {
  let server: TestServer
  let asAlice: ReturnType<typeof apiClient>
  let asBob: ReturnType<typeof apiClient>

  beforeAll(async () => {
    server = await startTestServer({ engine })
    asAlice = apiClient(server.baseUrl, (await signUpAndSignIn(server.baseUrl)).accessToken)
    asBob = apiClient(server.baseUrl, (await signUpAndSignIn(server.baseUrl)).accessToken)
  })
  afterAll(() => server?.stop())

  test('a code that differs from another user’s only by case is taken, on create, PUT and PATCH', async () => {
    expect((await asAlice('POST', '/api/urls', { originalUrl: 'https://alice.example', shortCode: 'CaseTestX' })).status).toBe(201)
    for (const shortCode of ['casetestx', 'CASETESTX', 'caseTESTx']) {
      const res = await asBob('POST', '/api/urls', { originalUrl: 'https://bob.example', shortCode })
      expect([shortCode, res.status, res.body]).toEqual([shortCode, 400, { code: 'short_code_taken', message: messages.shortCode.inUse }])
    }
    const bobs = (await asBob('POST', '/api/urls', { originalUrl: 'https://bob.example' })).body
    const put = await asBob('PUT', `/api/urls/${bobs.id}`, { originalUrl: 'https://bob.example', shortCode: 'CASEtestx', isActive: true })
    expect([put.status, put.body.code]).toEqual([400, 'short_code_taken'])
    const patch = await asBob('PATCH', `/api/urls/${bobs.id}`, { shortCode: 'casetestX' })
    expect([patch.status, patch.body.code]).toEqual([400, 'short_code_taken'])
  })

  test('lookups stay exact: only the code as written resolves', async () => {
    await asAlice('POST', '/api/urls', { originalUrl: 'https://exact.example', shortCode: 'ExactCase' })
    expect((await asBob('GET', '/api/urls/by-code/ExactCase')).status).toBe(200)
    expect((await asBob('GET', '/api/urls/by-code/exactcase')).status).toBe(404)
  })

  test('the owner may change the case of its own code, and the old spelling is then free for nobody else', async () => {
    const link = (await asAlice('POST', '/api/urls', { originalUrl: 'https://own.example', shortCode: 'my-Own-code' })).body
    const res = await asAlice('PATCH', `/api/urls/${link.id}`, { shortCode: 'MY-OWN-CODE' })
    expect([res.status, res.body.shortCode]).toEqual([200, 'MY-OWN-CODE'])
    expect((await asBob('POST', '/api/urls', { originalUrl: 'https://bob.example', shortCode: 'my-own-code' })).status).toBe(400)
  })

  test('concurrent look-alikes: exactly one wins', async () => {
    const spellings = ['RaceCode', 'racecode', 'RACECODE', 'raceCODE', 'Racecode', 'rACEcODE']
    const answers = await Promise.all(
      spellings.map((shortCode, i) => (i % 2 ? asAlice : asBob)('POST', '/api/urls', { originalUrl: 'https://race.example', shortCode })),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400, 400, 400, 400, 400])
  })
})
