// Two-factor sign-in (TOTP) driven by the unmodified supabase-js client, plus what the API does with the
// assurance level: enrol → challenge → verify → aal2; /api refuses aal1 tokens of such an account;
// codes usable once; 5 wrong codes → 429; recovery codes work once.
import type { SupabaseClient } from '@supabase/supabase-js'
import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anonKeyOf, supabaseClientFor, uniqueEmails } from '../../../test/auth-fixtures'
import { apiClient } from '../../../test/http-client'
import { startTestServer, testEngines, type TestServer } from '../../../test/harness'

/** The code the person's app shows `steps` time steps from now. */
const codeAt = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: Date.now() + steps * 30_000 })

/** Waits out the last seconds of a time step, so a code computed now is still in the same step when it arrives. */
async function awayFromStepEdge() {
  const left = 30_000 - (Date.now() % 30_000)
  if (left < 4_000) await new Promise((r) => setTimeout(r, left + 100))
}

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'))

describe.each(testEngines)('two-factor sign-in with supabase-js (%s)', (engine) => {
  let server: TestServer
  let anonKey: string
  const client = (): SupabaseClient => supabaseClientFor(server.baseUrl, anonKey)
  const password = 'secret123'
  const newEmail = uniqueEmails('mfa')

  beforeAll(async () => {
    server = await startTestServer({ engine })
    anonKey = await anonKeyOf(server.baseUrl)
  })
  afterAll(() => server?.stop())

  /** A signed-up user with a verified TOTP factor (confirmed with the code of the previous step). */
  async function enrolledUser() {
    const email = newEmail()
    const sb = client()
    await sb.auth.signUp({ email, password })
    const enrolled = await sb.auth.mfa.enroll({ factorType: 'totp' })
    expect(enrolled.error).toBeNull()
    const { id: factorId, totp } = enrolled.data! as { id: string; totp: { secret: string; qr_code: string; uri: string } }
    const recoveryCodes = (enrolled.data as unknown as { recovery_codes: string[] }).recovery_codes
    await awayFromStepEdge()
    const verified = await sb.auth.mfa.challengeAndVerify({ factorId, code: codeAt(totp.secret, -1) })
    expect(verified.error).toBeNull()
    return { email, sb, factorId, secret: totp.secret, totp, recoveryCodes }
  }

  /** Signs in with the password only: an aal1 session waiting for its second step. */
  async function passwordOnly(email: string) {
    const sb = client()
    const { data, error } = await sb.auth.signInWithPassword({ email, password })
    expect(error).toBeNull()
    return { sb, token: data.session!.access_token }
  }

  async function secondStep(sb: SupabaseClient, factorId: string, code: string) {
    const challenge = await sb.auth.mfa.challenge({ factorId })
    expect(challenge.error).toBeNull()
    return sb.auth.mfa.verify({ factorId, challengeId: challenge.data!.id, code })
  }

  it('enrols, challenges, verifies to aal2, lists the factor, reports the level and unenrols', async () => {
    const email = newEmail()
    const sb = client()
    await sb.auth.signUp({ email, password })
    const enrolled = await sb.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' })
    expect(enrolled.error).toBeNull()
    const data = enrolled.data as { id: string; type: string; totp: { qr_code: string; secret: string; uri: string }; recovery_codes: string[] }
    expect(data.type).toBe('totp')
    expect(data.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg /)
    expect(data.totp.qr_code).not.toContain('#')
    expect(data.totp.uri).toMatch(new RegExp(`^otpauth://totp/snip\\.test:${encodeURIComponent(email)}\\?.*secret=${data.totp.secret}`))
    expect(data.recovery_codes).toHaveLength(10)
    expect(new Set(data.recovery_codes).size).toBe(10)

    const pending = await sb.auth.mfa.listFactors()
    expect(pending.data!.all.map((f) => [f.id, f.status])).toEqual([[data.id, 'unverified']])
    expect(pending.data!.totp).toEqual([])

    await awayFromStepEdge()
    const challenge = await sb.auth.mfa.challenge({ factorId: data.id })
    expect(challenge.error).toBeNull()
    expect(challenge.data!.expires_at).toBeGreaterThan(Date.now() / 1000)
    const verified = await sb.auth.mfa.verify({ factorId: data.id, challengeId: challenge.data!.id, code: codeAt(data.totp.secret) })
    expect(verified.error).toBeNull()
    const claims = claimsOf(verified.data!.access_token)
    expect(claims.aal).toBe('aal2')
    expect(claims.amr.map((a: { method: string }) => a.method)).toEqual(['totp', 'password'])

    const listed = await sb.auth.mfa.listFactors()
    expect(listed.data!.totp).toHaveLength(1)
    expect(listed.data!.totp[0]).toMatchObject({ id: data.id, status: 'verified', factor_type: 'totp', friendly_name: 'Phone' })

    const level = await sb.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' })
    expect(JSON.stringify(level.data!.currentAuthenticationMethods)).toContain('"method":"totp"')

    // The refreshed session keeps its level.
    const refreshed = await sb.auth.refreshSession()
    expect(claimsOf(refreshed.data.session!.access_token).aal).toBe('aal2')

    const removed = await sb.auth.mfa.unenroll({ factorId: data.id })
    expect(removed.error).toBeNull()
    expect(removed.data).toEqual({ id: data.id })
    expect((await sb.auth.mfa.listFactors()).data!.all).toEqual([])
    const after = await passwordOnly(email)
    expect(claimsOf(after.token).aal).toBe('aal1')
    expect((await apiClient(server.baseUrl, after.token)('GET', '/api/urls')).status).toBe(200)
  })

  it('a password alone gives aal1 with aal2 next; /api refuses it with mfa_required until the code is entered', async () => {
    const { email, factorId, secret } = await enrolledUser()
    const { sb, token } = await passwordOnly(email)
    expect(claimsOf(token).aal).toBe('aal1')
    const level = await sb.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' })

    const refused = await apiClient(server.baseUrl, token)('GET', '/api/urls')
    expect(refused.status).toBe(401)
    expect(refused.body).toMatchObject({ code: 'mfa_required' })
    const create = await apiClient(server.baseUrl, token)('POST', '/api/urls', { originalUrl: 'https://example.com/a' })
    expect(create.status).toBe(401)
    expect(create.body.code).toBe('mfa_required')
    expect((await sb.auth.updateUser({ password: 'other-pass-1' })).error?.code).toBe('insufficient_aal')

    const verified = await secondStep(sb, factorId, codeAt(secret))
    expect(verified.error).toBeNull()
    const ok = await apiClient(server.baseUrl, verified.data!.access_token)('GET', '/api/urls')
    expect(ok.status).toBe(200)
    // The token from before the second step stays refused.
    expect((await apiClient(server.baseUrl, token)('GET', '/api/urls')).status).toBe(401)
  })

  it('refuses a code that was already used, even within its time window', async () => {
    const { email, factorId, secret } = await enrolledUser()
    const first = await passwordOnly(email)
    await awayFromStepEdge()
    const code = codeAt(secret)
    expect((await secondStep(first.sb, factorId, code)).error).toBeNull()
    const second = await passwordOnly(email)
    const replayed = await secondStep(second.sb, factorId, code)
    expect(replayed.error?.code).toBe('mfa_verification_failed')
    expect(replayed.error?.message).toBe('This code was already used, wait for the next one')
    // The code enrolment used (one step back) is refused too: steps only move forward.
    expect((await secondStep(second.sb, factorId, codeAt(secret, -1))).error?.code).toBe('mfa_verification_failed')
  })

  it('answers 429 after five wrong codes, even for the right one', async () => {
    const { email, factorId, secret } = await enrolledUser()
    const { sb } = await passwordOnly(email)
    const wrong = codeAt(secret, 20) // ten minutes ahead: outside the ±1 step window
    for (let i = 0; i < 5; i++) {
      const answer = await secondStep(sb, factorId, wrong)
      expect(answer.error?.code).toBe('mfa_verification_failed')
      expect(answer.error?.status).toBe(422)
    }
    const limited = await secondStep(sb, factorId, codeAt(secret))
    expect(limited.error?.status).toBe(429)
    expect(limited.error?.code).toBe('over_request_rate_limit')
  })

  it('a stranger with the password who holds the 6-digit codes does not lock the owner out: a recovery code still works', async () => {
    const { email, factorId, secret, recoveryCodes } = await enrolledUser()
    const stranger = await passwordOnly(email)
    const wrong = codeAt(secret, 20)
    for (let i = 0; i < 5; i++) expect((await secondStep(stranger.sb, factorId, wrong)).error?.status).toBe(422)
    const owner = await passwordOnly(email)
    expect((await secondStep(owner.sb, factorId, codeAt(secret))).error?.status).toBe(429)
    // 80 random bits cannot be guessed in any number of tries: the hold on 6-digit codes does not apply.
    const recovered = await secondStep(owner.sb, factorId, recoveryCodes[0]!)
    expect(recovered.error).toBeNull()
    expect(claimsOf(recovered.data!.access_token).aal).toBe('aal2')
  })

  it('a password alone cannot sign the account out everywhere or elsewhere, nor remove the factor; its own sign-out works', async () => {
    const { email, sb: owner, factorId } = await enrolledUser()
    const { sb } = await passwordOnly(email)
    expect((await sb.auth.mfa.unenroll({ factorId })).error).toMatchObject({ status: 422, code: 'insufficient_aal' })
    for (const scope of ['global', 'others'] as const) {
      // 422: a 401 or 403 would make auth-js drop the session and report a sign-out that did not happen.
      expect((await sb.auth.signOut({ scope })).error).toMatchObject({ status: 422, code: 'insufficient_aal' })
    }
    expect((await owner.auth.getUser()).error).toBeNull()
    expect((await sb.auth.signOut({ scope: 'local' })).error).toBeNull()

    const other = await passwordOnly(email)
    expect((await owner.auth.signOut({ scope: 'others' })).error).toBeNull() // aal2 may
    expect((await fetch(`${server.baseUrl}/auth/v1/user`, { headers: { apikey: anonKey, authorization: `Bearer ${other.token}` } })).status).toBe(403)
    expect((await owner.auth.getUser()).error).toBeNull()
  })

  it('a password alone cannot change the e-mail address, even with the current password; aal2 can', async () => {
    const { email, sb: owner } = await enrolledUser()
    const { sb } = await passwordOnly(email)
    const next = newEmail()
    const refused = await sb.auth.updateUser({ email: next, current_password: password })
    expect(refused.error).toMatchObject({ status: 401, code: 'insufficient_aal' })
    expect((await client().auth.signInWithPassword({ email: next, password })).error?.code).toBe('invalid_credentials')
    expect((await owner.auth.updateUser({ email: next })).error?.code).toBe('current_password_required')
    const { data, error } = await owner.auth.updateUser({ email: next, current_password: password })
    expect(error).toBeNull()
    expect(data.user?.email).toBe(next) // no SMTP here: the change is made at once
  })

  it('accepts a recovery code once in place of the 6-digit code and shows it as used', async () => {
    const { email, factorId, recoveryCodes } = await enrolledUser()
    const first = await passwordOnly(email)
    const used = await secondStep(first.sb, factorId, recoveryCodes[3]!.toUpperCase())
    expect(used.error).toBeNull()
    const claims = claimsOf(used.data!.access_token)
    expect(claims.aal).toBe('aal2')
    expect(claims.amr[0].method).toBe('recovery_code')
    expect((await apiClient(server.baseUrl, used.data!.access_token)('GET', '/api/urls')).status).toBe(200)
    const factor = (await first.sb.auth.mfa.listFactors()).data!.totp[0] as unknown as { recovery_codes: { total: number; used: number } }
    expect(factor.recovery_codes).toEqual({ total: 10, used: 1 })

    const again = await passwordOnly(email)
    const reused = await secondStep(again.sb, factorId, recoveryCodes[3]!)
    expect(reused.error?.code).toBe('mfa_verification_failed')
    expect((await secondStep(again.sb, factorId, 'aaaa-bbbb-cccc-dddd')).error?.code).toBe('mfa_verification_failed')
    expect((await secondStep(again.sb, factorId, recoveryCodes[4]!)).error).toBeNull()
  })

  it("someone else's factor is not found, and an unverified enrolment cannot be confirmed with a recovery code", async () => {
    const { factorId } = await enrolledUser()
    const other = client()
    await other.auth.signUp({ email: newEmail(), password })
    const foreign = await other.auth.mfa.challenge({ factorId })
    expect(foreign.error?.status).toBe(404)
    expect(foreign.error?.code).toBe('mfa_factor_not_found')
    const enrolled = await other.auth.mfa.enroll({ factorType: 'totp' })
    const codes = (enrolled.data as unknown as { recovery_codes: string[] }).recovery_codes
    const attempt = await secondStep(other, enrolled.data!.id, codes[0]!)
    expect(attempt.error?.code).toBe('mfa_verification_failed')
  })

  it('keeps neither the TOTP secret nor the recovery codes in plain text', async () => {
    const { factorId, secret, recoveryCodes } = await enrolledUser()
    const { authMfaFactors, authMfaRecoveryCodes } = server.db.t
    const { eq } = await import('drizzle-orm')
    const [row] = await server.db.orm.select().from(authMfaFactors).where(eq(authMfaFactors.id, factorId))
    expect(row!.secret).not.toContain(secret)
    const stored = JSON.stringify(await server.db.orm.select().from(authMfaRecoveryCodes).where(eq(authMfaRecoveryCodes.factorId, factorId)))
    for (const code of recoveryCodes) expect(stored).not.toContain(code.replaceAll('-', '').slice(0, 8))
  })

  it('deleting the account removes its factors, challenges and recovery codes', async () => {
    const { sb, factorId } = await enrolledUser()
    const userId = (await sb.auth.getUser()).data.user!.id
    await sb.auth.mfa.challenge({ factorId })
    const { authUsers, authMfaFactors, authMfaChallenges, authMfaRecoveryCodes } = server.db.t
    const { eq } = await import('drizzle-orm')
    await server.db.orm.delete(authUsers).where(eq(authUsers.id, userId))
    expect(await server.db.orm.select().from(authMfaFactors).where(eq(authMfaFactors.id, factorId))).toEqual([])
    expect(await server.db.orm.select().from(authMfaChallenges).where(eq(authMfaChallenges.factorId, factorId))).toEqual([])
    expect(await server.db.orm.select().from(authMfaRecoveryCodes).where(eq(authMfaRecoveryCodes.userId, userId))).toEqual([])
  })

  it('deleting the account through the API needs a current code (or a recovery code) once two-factor is on', async () => {
    const { sb, secret, recoveryCodes } = await enrolledUser()
    const token = (await sb.auth.getSession()).data.session!.access_token
    const call = apiClient(server.baseUrl, token)
    const body = { confirmation: 'DELETE', password }
    expect((await call('DELETE', '/api/users/me', body)).body.code).toBe('second_factor_required')
    expect((await call('DELETE', '/api/users/me', { ...body, code: '000000' === codeAt(secret) ? '111111' : '000000' })).body.code).toBe(
      'second_factor_invalid',
    )
    expect((await call('DELETE', '/api/users/me', { ...body, code: 'not-a-recovery-code' })).body.code).toBe('second_factor_invalid')
    expect((await call('GET', '/api/urls')).status).toBe(200) // nothing deleted
    const done = await call('DELETE', '/api/users/me', { ...body, code: recoveryCodes[0] })
    expect(done.status).toBe(200)
    expect((await call('GET', '/api/urls')).status).toBe(401)
  })
})
