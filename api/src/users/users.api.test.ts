// POST /api/users and GET /api/users/me: the caller's own record only, identity from the token.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { PASSWORD_PLACEHOLDER } from '../contracts'
import { signUpAndSignIn } from '../../test/auth-fixtures'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { apiClient } from '../../test/http-client'

describe.each(testEngines)('user records on %s', (engine) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ engine })
  })
  afterAll(() => server?.stop())

  test('sign-up creates the record; /me returns it', async () => {
    const user = await signUpAndSignIn(server.baseUrl)
    const me = await apiClient(server.baseUrl, user.accessToken)('GET', '/api/users/me')
    expect(me.status).toBe(200)
    expect(me.body).toMatchObject({ userId: user.userId, email: user.email })
  })

  test('a missing record is 404 User not found, and POST /api/users recovers it once', async () => {
    const user = await signUpAndSignIn(server.baseUrl)
    const { users } = server.db.t
    await server.db.orm.delete(users).where(eq(users.userId, user.userId))
    const call = apiClient(server.baseUrl, user.accessToken)
    expect(await call('GET', '/api/users/me')).toMatchObject({ status: 404, body: { message: 'User not found' } })
    const created = await call('POST', '/api/users', { email: user.email, username: 'recovered', password: 'x', userId: 'someone-else' })
    expect(created.status).toBe(201)
    expect(created.body).toEqual({ userId: user.userId, email: user.email, username: 'recovered' })
    expect((await call('POST', '/api/users', { username: 'again' })).status).toBe(200)
    const [row] = await server.db.orm.select().from(users).where(eq(users.userId, user.userId))
    expect(row?.password).toBe(PASSWORD_PLACEHOLDER)
    expect(row?.username).toBe('recovered')
  })

  test('both need a token', async () => {
    const anon = apiClient(server.baseUrl)
    expect((await anon('GET', '/api/users/me')).status).toBe(401)
    expect((await anon('POST', '/api/users', { userId: 'x' })).status).toBe(401)
  })
})
