// Two-factor sign-in through supabase-js's mfa API (docs/reference/auth-mfa-endpoints.md): the factor's
// status, enrolment (QR code, key and recovery codes), confirmation, turning it off, and the sign-in step.
import type { AuthError, Factor, User } from '@supabase/supabase-js'
import { twoFactorCopy } from './two-factor-copy'
import { authClient } from '../auth'
import { currentIdentity, fetchAuthUser } from '../../lib/stored-session'

const t = twoFactorCopy

/** Snip's addition to a factor: how many of its recovery codes exist and were used. */
type SnipFactor = Factor & { recovery_codes?: { total: number; used: number } }

export interface TwoFactorStatus {
  factorId: string
  recoveryCodes: { total: number; used: number }
}

export interface Enrolment {
  factorId: string
  qrCode: string
  secret: string
  recoveryCodes: string[]
}

/** A failure in the person's words: wrong or used code, too many tries, or the server's message. */
export function twoFactorFailure(error: AuthError): Error {
  if (error.status === 429) return new Error(t.signIn.tooManyAttempts)
  if (error.code === 'mfa_verification_failed') return new Error(t.signIn.wrongCode)
  return new Error(error.message || t.failed)
}

/** The account's verified factor, through supabase-js (the sign-in step, where it is loaded anyway). */
async function verifiedFactor(): Promise<SnipFactor | null> {
  const { data, error } = await (await authClient()).auth.mfa.listFactors()
  if (error) throw error
  return (data.totp[0] as SnipFactor | undefined) ?? null
}

/**
 * The signed-in account's verified factor, read from the user as supabase-js's listFactors() reads it
 * (GET /auth/v1/user), without loading supabase-js: the settings page asks it on every load.
 */
async function signedInVerifiedFactor(): Promise<SnipFactor | null> {
  const identity = await currentIdentity()
  if (!identity) throw new Error(t.failed)
  const answer = await fetchAuthUser(identity.token)
  if (!('user' in answer)) throw new Error(t.failed)
  const factors = (answer.user.factors ?? []) as SnipFactor[]
  return factors.find((f) => f.factor_type === 'totp' && f.status === 'verified') ?? null
}

export async function loadTwoFactorStatus(): Promise<TwoFactorStatus | null> {
  const factor = await signedInVerifiedFactor()
  return factor ? { factorId: factor.id, recoveryCodes: factor.recovery_codes ?? { total: 0, used: 0 } } : null
}

export async function startEnrolment(): Promise<Enrolment> {
  const { data, error } = await (await authClient()).auth.mfa.enroll({ factorType: 'totp' })
  if (error) throw twoFactorFailure(error)
  const codes = (data as unknown as { recovery_codes?: string[] }).recovery_codes ?? []
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret, recoveryCodes: codes }
}

/** Challenge + verify with `code`; on success the session is aal2 (supabase-js saves it). */
async function verifyCode(factorId: string, code: string): Promise<User> {
  const { data, error } = await (await authClient()).auth.mfa.challengeAndVerify({ factorId, code })
  if (error) throw twoFactorFailure(error)
  return data.user
}

export const confirmEnrolment = verifyCode

/** Removes the factor (an unconfirmed enrolment, or two-factor sign-in altogether). */
export async function removeFactor(factorId: string): Promise<void> {
  const { error } = await (await authClient()).auth.mfa.unenroll({ factorId })
  if (error) throw twoFactorFailure(error)
}

/** The sign-in step: a 6-digit code or a recovery code for the account's factor. */
export async function completeSignIn(code: string): Promise<User> {
  const factor = await verifiedFactor()
  if (!factor) throw new Error(t.failed)
  return verifyCode(factor.id, code.trim())
}
