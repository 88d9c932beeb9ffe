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
  /** The signed-in user's access token, for requests the JSON client does not make (uploads, forms). */
  readonly token: string
}

export function useSignedInServer(options: TestServerOptions): SignedInServer {
  let server: TestServer | undefined
  let call: ApiCall | undefined
  let token = ''
  beforeAll(async () => {
    server = await startTestServer(options)
    token = (await signUpAndSignIn(server.baseUrl)).accessToken
    call = apiClient(server.baseUrl, token)
  })
  afterAll(() => server?.stop())
  return {
    get server() {
      return server!
    },
    call: ((...args: Parameters<ApiCall>) => call!(...args)) as ApiCall,
    get token() {
      return token
    },
  }
}
