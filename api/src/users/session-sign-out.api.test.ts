// DELETE /api/users/me/sessions/:id: the caller signs out one of their own sessions. That session's tokens stop
// at once (its refresh token too); a session of another account, or an unknown id, is 404 and stays as it was.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { errorCodes, messages } from '../contracts'
import { signUpAndSignIn, type SignedInUser } from '../../test/auth-fixtures'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { apiClient } from '../../test/http-client'

describe.each(testEngines)('signing out one session on %s', (engine) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ engine })
  })
  afterAll(() => server?.stop())

  const call = (who: SignedInUser | undefined, method: string, path: string) => apiClient(server.baseUrl, who?.accessToken)(method, path)
  const refresh = (who: SignedInUser) =>
    fetch(`${server.baseUrl}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: who.refreshToken }),
    })
  const sessionsOf = async (who: SignedInUser) => (await call(who, 'GET', '/api/users/me/sessions')).body as Array<{ id: string; current: boolean }>

  test("ends only the named session of the caller's own; another account's is 404 and keeps working", async () => {
    const here = await signUpAndSignIn(server.baseUrl)
    const there = await signUpAndSignIn(server.baseUrl, { email: here.email })
    const stranger = await signUpAndSignIn(server.baseUrl)
    const other = (await sessionsOf(there)).find((s) => s.current)!
    expect((await sessionsOf(here)).map((s) => s.id)).toContain(other.id)
    const strangers = (await sessionsOf(stranger)).find((s) => s.current)!

    const refused = await call(here, 'DELETE', `/api/users/me/sessions/${strangers.id}`)
    expect(refused.status).toBe(404)
    expect(refused.body).toMatchObject({ code: errorCodes.accountSessionNotFound, message: messages.account.sessionNotFound })
    expect((await call(stranger, 'GET', '/api/users/me')).status).not.toBe(401)
    expect((await refresh(stranger)).status).toBe(200)
    expect((await call(here, 'DELETE', '/api/users/me/sessions/not-a-session')).status).toBe(404)

    const ended = await call(here, 'DELETE', `/api/users/me/sessions/${other.id}`)
    expect(ended.status).toBe(200)
    expect(ended.body).toEqual({ deleted: true })
    expect((await sessionsOf(here)).map((s) => s.id)).not.toContain(other.id)
    expect((await call(there, 'GET', '/api/users/me/sessions')).status).toBe(401)
    expect((await refresh(there)).status).toBe(400)
    expect((await call(here, 'GET', '/api/users/me/sessions')).status).toBe(200)
    expect((await call(here, 'DELETE', `/api/users/me/sessions/${other.id}`)).status).toBe(404)
  })

  test('needs a signed-in caller', async () => {
    expect((await call(undefined, 'DELETE', '/api/users/me/sessions/anything')).status).toBe(401)
  })
})
