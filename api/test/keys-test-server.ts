// For the API key suites: a server on the given engine with one signed-in user, started once per file.
import { afterAll, beforeAll } from 'vitest'
import { signUpAndSignIn, type SignedInUser } from './auth-fixtures'
import { startTestServer, type Engine, type TestServer } from './harness'
import { apiClient } from './http-client'

export interface KeysTestServer {
  server: TestServer
  alice: SignedInUser
  /** Alice's session (an access token, not a key). */
  asAlice: ReturnType<typeof apiClient>
}

export function useServerWithUser(engine: Engine): KeysTestServer {
  const ctx = {} as KeysTestServer
  beforeAll(async () => {
    ctx.server = await startTestServer({ engine })
    ctx.alice = await signUpAndSignIn(ctx.server.baseUrl)
    ctx.asAlice = apiClient(ctx.server.baseUrl, ctx.alice.accessToken)
  })
  afterAll(() => ctx.server?.stop())
  return ctx
}
