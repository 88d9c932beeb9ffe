// POST /factors (TOTP) and DELETE /factors/{id}. One verified factor per account; a new enrolment replaces
// any enrolment still waiting for its first code. The secret and QR code are answered once, never logged.
import { limits } from '../../contracts'
import type { AuthContext } from '../auth-context'
import type { Authenticated } from '../sessions/authenticate'
import { factorErrors } from './factor-errors'
import { deleteFactor, deleteUnverifiedFactors, hasVerifiedFactor, insertFactor, type FactorRow } from './factors.repository'
import { qrSvg } from './qr-svg'
import { newRecoveryCode, normaliseRecoveryCode, recoveryCodeHash, RECOVERY_CODE_COUNT } from './recovery-codes'
import { insertRecoveryCodes } from './recovery-codes.repository'
import { sealSecret } from './secret-box'
import { newTotpSecret, totpUri } from './totp-codes'
import { downgradeSessions } from './assurance.repository'

/** What a QR code holds at the enrolment code's error correction (M), version 40, in bytes. */
const QR_CAPACITY_BYTES = 2331

export interface EnrolInput {
  factorType: string
  friendlyName: string
  issuer: string
}

export async function enrolTotp(ctx: AuthContext, { user }: Authenticated, input: EnrolInput) {
  if (input.factorType === 'phone') throw factorErrors.phoneDisabled()
  if (input.factorType === 'webauthn') throw factorErrors.webauthnDisabled()
  if (input.factorType !== 'totp') throw factorErrors.badFactorType()
  if (input.friendlyName.length > limits.factorNameMax || input.issuer.length > limits.factorNameMax) throw factorErrors.nameTooLong()
  if (await hasVerifiedFactor(ctx.db, user.id)) throw factorErrors.tooManyFactors()

  const id = crypto.randomUUID()
  const secret = newTotpSecret()
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode)
  // The issuer is written twice, percent-encoded: a short one of many non-ASCII characters can still overfill it.
  const uri = totpUri(secret, input.issuer || new URL(ctx.config.publicUrl).host, user.email)
  if (uri.length > QR_CAPACITY_BYTES) throw factorErrors.issuerTooLongForQr()
  await ctx.db.transaction(async (tx) => {
    await deleteUnverifiedFactors(tx, user.id)
    await insertFactor(tx, { id, userId: user.id, friendlyName: input.friendlyName, factorType: 'totp', secret: sealSecret(ctx.key, id, secret) })
    await insertRecoveryCodes(
      tx,
      id,
      user.id,
      recoveryCodes.map((c) => recoveryCodeHash(normaliseRecoveryCode(c)!)),
    )
  })
  ctx.logger.info('auth.mfa_enrolled', { userId: user.id, factorId: id })
  return {
    id,
    type: 'totp',
    friendly_name: input.friendlyName,
    totp: { qr_code: await qrSvg(uri), secret, uri },
    recovery_codes: recoveryCodes,
  }
}

/** A verified factor can only be removed from an aal2 session (GoTrue's rule). */
export async function unenrol(ctx: AuthContext, { user, session }: Authenticated, factor: FactorRow) {
  if (factor.status === 'verified' && session.aal !== 'aal2') throw factorErrors.aal2ToUnenroll()
  await ctx.db.transaction(async (tx) => {
    await deleteFactor(tx, factor.id)
    if (factor.status === 'verified') await downgradeSessions(tx, user.id)
  })
  ctx.logger.info('auth.mfa_unenrolled', { userId: user.id, factorId: factor.id })
  return { id: factor.id }
}
