// A test server with one signed-in user for a suite: started before its tests, stopped after them. The
// suites that only need "a server and someone to call it as" share this instead of writing it again.
import { afterAll, beforeAll } from 'vitest'
import { signUpAndSignIn } from './auth-fixtures'
import { startTestServer, type TestServer, type TestServerOptions } from './harness'
import { apiClient } from './http-client'

type ApiCall = ReturnType<typeof apiClient>

export interface SignedInServer {
  /** The running server (read it inside tests: it starts in beforeAll). */
  readonly server: TestServer
  /** The API as the signed-in user. */
  readonly call: ApiCall
}

export function useSignedInServer(options: TestServerOptions): SignedInServer {
  let server: TestServer | undefined
  let call: ApiCall | undefined
  beforeAll(async () => {
    server = await startTestServer(options)
    call = apiClient(server.baseUrl, (await signUpAndSignIn(server.baseUrl)).accessToken)
  })
  afterAll(() => server?.stop())
  return {
    get server() {
      return server!
    },
    call: ((...args: Parameters<ApiCall>) => call!(...args)) as ApiCall,
  }
}
