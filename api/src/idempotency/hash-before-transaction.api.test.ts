// An Idempotency-Key create of a password-protected link hashes the password before its transaction opens
// (decision 64): on SQLite's one connection an open transaction holds every other write of the process,
// and argon2id takes 20–30 ms. A sampler on the event loop (free while the hash runs on its thread) looks
// for a moment when both are under way.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { signUpAndSignIn } from '../../test/auth-fixtures'
import { startTestServer, type TestServer } from '../../test/harness'
import { apiClient } from '../../test/http-client'
import { passwordWorkUnderway } from '../auth'

let server: TestServer
let asAlice: ReturnType<typeof apiClient>

beforeAll(async () => {
  server = await startTestServer({ engine: 'sqlite', realPasswordHashes: true })
  asAlice = apiClient(server.baseUrl, (await signUpAndSignIn(server.baseUrl)).accessToken)
})
afterAll(() => server?.stop())

test('no link password is hashed while the create holds a SQLite transaction open', async () => {
  const { driver } = server.db
  if (driver.dialect !== 'sqlite') throw new Error('SQLite only')
  let hashing = 0
  let hashingInTransaction = 0
  const sampler = setInterval(() => {
    if (passwordWorkUnderway() === 0) return
    hashing++
    if (driver.client.inTransaction) hashingInTransaction++
  }, 0)
  try {
    const answer = await asAlice(
      'POST',
      '/api/urls',
      { originalUrl: 'https://locked.example/', password: 'open sesame' },
      { 'idempotency-key': `hash-${Date.now()}` },
    )
    expect(answer.status).toBe(201)
    expect(answer.body.hasPassword).toBe(true)
  } finally {
    clearInterval(sampler)
  }
  expect(hashing).toBeGreaterThan(0) // the sampler saw the hash run
  expect(hashingInTransaction).toBe(0)
  // …and the link's password is the one given
  const code = (await server.db.orm.select().from(server.db.t.links)).find((l) => l.originalUrl === 'https://locked.example/')!
  expect(await Bun.password.verify('open sesame', code.passwordHash!)).toBe(true)
})
