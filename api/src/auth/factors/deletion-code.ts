// The second factor an account deletion asks for (account/second-factor.ts): with a verified TOTP factor,
// the request must carry a current 6-digit code (usable once, as at sign-in) or an unused recovery code.
// Wrong codes count against the factor like wrong sign-in codes, and a factor over its limit refuses all.
import type { Database } from '../../db/database'
import { claimStep, countFailure, listFactors } from './factors.repository'
import { normaliseRecoveryCode, recoveryCodeHash } from './recovery-codes'
import { useRecoveryCode } from './recovery-codes.repository'
import { MAX_WRONG_CODES, WRONG_CODE_WINDOW_MS } from './second-step'
import { openSecret } from './secret-box'
import { isTotpCode, matchingStep } from './totp-codes'

export type DeletionCodeResult = 'ok' | 'required' | 'invalid'

export async function checkDeletionCode(db: Database, key: Uint8Array, userId: string, code: string | undefined): Promise<DeletionCodeResult> {
  const factor = (await listFactors(db, userId)).find((f) => f.status === 'verified')
  if (!factor) return 'ok'
  if (!code?.trim()) return 'required'
  const limited = factor.failedWindowStart && Date.now() - factor.failedWindowStart.getTime() < WRONG_CODE_WINDOW_MS && factor.failedAttempts >= MAX_WRONG_CODES
  if (limited) return 'invalid'
  const given = code.trim()
  let accepted = false
  if (isTotpCode(given)) {
    const secret = openSecret(key, factor.id, factor.secret)
    const step = secret === null ? null : matchingStep(secret, given)
    accepted = step !== null && (await claimStep(db, factor.id, step))
  } else {
    const normalised = normaliseRecoveryCode(given)
    accepted = !!normalised && (await useRecoveryCode(db, factor.id, recoveryCodeHash(normalised)))
  }
  if (accepted) return 'ok'
  await countFailure(db, factor.id, WRONG_CODE_WINDOW_MS)
  return 'invalid'
}
