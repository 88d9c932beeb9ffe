// SQL for auth_one_time_tokens: the secrets mailed for sign-up confirmation, password recovery and e-mail changes.
// One outstanding token per user and kind; consuming deletes the row, so a token works once. Wrong codes are
// counted on the rows (not in memory), so the cap holds across instances sharing the database.
import { and, eq, inArray, lte, sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { otpHash, randomOtp, randomToken, sha256Hex } from '../tokens/token-crypto'

/** `email_change` is mailed to the new address of an e-mail change, `email_change_current` to the account's current one. */
export type OneTimeTokenType = 'signup' | 'recovery' | 'email_change' | 'email_change_current'
export type OneTimeTokenRow = Database['t']['authOneTimeTokens']['$inferSelect']
export const ONE_TIME_TOKEN_TTL_MS = 24 * 60 * 60 * 1000
/** Codes tried for an address and kind before its code stops working (a new mail brings a new one). */
export const MAX_OTP_ATTEMPTS = 5

export interface MailedSecret {
  linkToken: string
  otp: string
}

export async function replaceOneTimeToken(db: Database, key: Uint8Array, userId: string, type: OneTimeTokenType, email: string): Promise<MailedSecret> {
  const { authOneTimeTokens: ott } = db.t
  const linkToken = randomToken()
  const otp = randomOtp()
  const now = new Date()
  await db.orm.delete(ott).where(and(eq(ott.userId, userId), eq(ott.tokenType, type)))
  await db.orm.insert(ott).values({
    id: crypto.randomUUID(),
    userId,
    tokenType: type,
    tokenHash: sha256Hex(linkToken),
    otpHash: otpHash(key, email, otp),
    relatesTo: email,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ONE_TIME_TOKEN_TTL_MS),
  })
  return { linkToken, otp }
}

const live = (row: OneTimeTokenRow | undefined) => (row && row.expiresAt.getTime() > Date.now() ? row : undefined)

/**
 * Deletes and returns the unexpired token behind a link, if it is of one of the given types. The type is part
 * of the delete: a link presented with the wrong `type` leaves the token usable.
 */
export async function consumeLinkToken(db: Database, linkToken: string, types: OneTimeTokenType[]) {
  if (types.length === 0) return undefined
  const { authOneTimeTokens: ott } = db.t
  const [row] = await db.orm
    .delete(ott)
    .where(and(eq(ott.tokenHash, sha256Hex(linkToken)), inArray(ott.tokenType, types)))
    .returning()
  return live(row)
}

/**
 * Deletes and returns the unexpired token of one of the given types matching the e-mail and 6-digit code.
 * Every attempt is counted on the address's tokens of those types *before* the code is compared, and only a
 * token tried at most MAX_OTP_ATTEMPTS times can match: even concurrent guesses get five tries in all. The
 * link of a token whose code is used up still works (it is 256 random bits, not guessable).
 */
export async function consumeOtp(db: Database, key: Uint8Array, email: string, otp: string, types: OneTimeTokenType[]) {
  if (types.length === 0) return undefined
  const { authOneTimeTokens: ott } = db.t
  const ofAddress = and(eq(ott.relatesTo, email), inArray(ott.tokenType, types))
  await db.orm
    .update(ott)
    .set({ failedAttempts: sql`${ott.failedAttempts} + 1` })
    .where(ofAddress)
  const [row] = await db.orm
    .delete(ott)
    .where(and(ofAddress, eq(ott.otpHash, otpHash(key, email, otp)), lte(ott.failedAttempts, MAX_OTP_ATTEMPTS)))
    .returning()
  return live(row)
}

export async function deleteOneTimeTokens(db: Database, userId: string): Promise<void> {
  const { authOneTimeTokens: ott } = db.t
  await db.orm.delete(ott).where(eq(ott.userId, userId))
}
