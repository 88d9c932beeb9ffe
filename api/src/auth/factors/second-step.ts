// POST /factors/{id}/verify: a 6-digit code from the app (± one 30 s step, each code once) or, for a
// verified factor, one of its recovery codes (docs/decisions/0036-totp-factors.md). Five wrong codes per
// factor within five minutes → 429 for 6-digit codes until the window ends; a recovery code (80 random bits,
// unguessable in any number of tries) is still checked, so a stranger who has the password and spends the
// wrong codes cannot lock the owner out. Success turns the session into an aal2 session.
import type { AuthContext } from '../auth-context'
import type { Authenticated } from '../sessions/authenticate'
import type { Database } from '../../db/database'
import { factorErrors } from './factor-errors'
import { claimStep, consumeChallenge, countFailure, deleteUnverifiedFactors, findChallenge, markFactorVerified, type FactorRow } from './factors.repository'
import { normaliseRecoveryCode, recoveryCodeHash } from './recovery-codes'
import { useRecoveryCode } from './recovery-codes.repository'
import { openSecret } from './secret-box'
import { isTotpCode, matchingStep } from './totp-codes'
import { rotateRefreshToken, upgradeSession } from './assurance.repository'
import { sessionBody } from '../sessions/session-issuer'

export const MAX_WRONG_CODES = 5
export const WRONG_CODE_WINDOW_MS = 5 * 60_000
export const CHALLENGE_TTL_MS = 5 * 60_000

type Claim = (tx: Database) => Promise<boolean>
interface Check {
  claim: Claim
  method: 'totp' | 'recovery_code'
  refusal: () => Error
}

export async function verifySecondStep(ctx: AuthContext, auth: Authenticated, factor: FactorRow, challengeId: string, code: string) {
  if (isTotpCode(code)) refuseWhileLimited(factor)
  const challenge = challengeId ? await findChallenge(ctx.db, factor.id, challengeId) : undefined
  if (!challenge) throw factorErrors.challengeNotFound()
  if (challenge.verifiedAt || Date.now() - challenge.createdAt.getTime() > CHALLENGE_TTL_MS) throw factorErrors.challengeExpired(challenge.id)

  const check = checkFor(ctx, factor, code)
  const upgraded = await ctx.db.transaction(async (tx) => {
    if (!(await check.claim(tx))) return null
    if (!(await consumeChallenge(tx, challenge.id))) throw factorErrors.challengeExpired(challenge.id)
    if (factor.status !== 'verified') await markFactorVerified(tx, factor.id)
    await deleteUnverifiedFactors(tx, auth.user.id, factor.id)
    const session = await upgradeSession(tx, auth.session, check.method)
    return { session, refreshToken: await rotateRefreshToken(tx, ctx.key, session.id) }
  })
  if (!upgraded) {
    await countFailure(ctx.db, factor.id, WRONG_CODE_WINDOW_MS)
    throw check.refusal()
  }
  ctx.logger.info('auth.mfa_verified', { userId: auth.user.id, factorId: factor.id, method: check.method })
  return sessionBody(ctx, auth.user, upgraded.session, upgraded.refreshToken)
}

function refuseWhileLimited(factor: FactorRow, now = Date.now()) {
  const windowOpen = factor.failedWindowStart && now - factor.failedWindowStart.getTime() < WRONG_CODE_WINDOW_MS
  if (windowOpen && factor.failedAttempts >= MAX_WRONG_CODES) throw factorErrors.tooManyAttempts()
}

const refused: Claim = async () => false

function checkFor(ctx: AuthContext, factor: FactorRow, code: string): Check {
  if (isTotpCode(code)) {
    const secret = openSecret(ctx.key, factor.id, factor.secret)
    const step = secret === null ? null : matchingStep(secret, code)
    if (step === null) return { claim: refused, method: 'totp', refusal: factorErrors.wrongCode }
    return { claim: (tx) => claimStep(tx, factor.id, step), method: 'totp', refusal: factorErrors.replayedCode }
  }
  if (factor.status !== 'verified') return { claim: refused, method: 'recovery_code', refusal: factorErrors.recoveryBeforeEnrolment }
  const normalised = normaliseRecoveryCode(code)
  if (!normalised) return { claim: refused, method: 'recovery_code', refusal: factorErrors.wrongRecoveryCode }
  return { claim: (tx) => useRecoveryCode(tx, factor.id, recoveryCodeHash(normalised)), method: 'recovery_code', refusal: factorErrors.wrongRecoveryCode }
}
