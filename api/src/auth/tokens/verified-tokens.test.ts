// Remembered token checks (decision 54): a token's signature and claims are checked once and kept until it
// expires, never past it, and the memory stays bounded. (That the session is still read at every call is
// proven against the database in access-token.test.ts, admin.api.test.ts and cli/user-accounts.test.ts.)
import { describe, expect, it } from 'vitest'
import type { AccessClaims } from './access-token'
import { rememberVerifiedTokens } from './verified-tokens'

const claims = (exp: number): AccessClaims => ({ sub: 'u', email: 'u@example.com', session_id: 's', role: 'authenticated', exp })

describe('remembered token checks', () => {
  it('checks a token once while it is unexpired', async () => {
    let checks = 0
    const check = rememberVerifiedTokens(
      async () => (checks++, claims(2_000)),
      10,
      () => 1_000_000,
    )
    expect(await check('t')).toEqual(claims(2_000))
    expect(await check('t')).toEqual(claims(2_000))
    expect(checks).toBe(1)
  })

  it('checks again once the token expired (at its exp second, as jose does), and answers what that check says', async () => {
    let now = 1_999_999
    const answers: (AccessClaims | null)[] = [claims(2_000), null]
    const check = rememberVerifiedTokens(
      async () => answers.shift()!,
      10,
      () => now,
    )
    expect(await check('t')).not.toBeNull()
    now = 2_000_000
    expect(await check('t')).toBeNull()
    expect(answers).toEqual([])
  })

  it('remembers no refused token, and at most `max` tokens', async () => {
    let checks = 0
    const check = rememberVerifiedTokens(
      async (token) => (checks++, token === 'bad' ? null : claims(2_000)),
      2,
      () => 1_000_000,
    )
    await check('bad')
    await check('bad')
    expect(checks).toBe(2)
    for (const token of ['a', 'b', 'c', 'a', 'b', 'c']) await check(token)
    expect(checks).toBe(2 + 6) // two fit; the third empties the memory each time, so every look is a new check
  })
})
