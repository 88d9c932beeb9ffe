// POST /api/urls with an Idempotency-Key (IETF draft "The Idempotency-Key HTTP Header Field"): the first
// request with a key does the work and its answer is kept for 24 h under the caller's scope; a retry with
// the same key and the same body gets that answer again, never a second link; the same key with another
// body is refused (422). The claim, the work and the stored answer commit in one transaction, so a work
// that fails leaves no claim behind and a crash cannot leave a link without its answer
// (docs/decisions/0015).
import { createHash } from 'node:crypto'
import type { Database } from '../db/database'
import { AppError } from '../http/app-error'
import { RequestAbandoned } from '../http/request-context'
import { errorCodes, messages } from '../contracts'
import { claimKey, deleteAnswersBefore, findAnswer, storeAnswer, type StoredAnswer } from './idempotency-keys.repository'

export const KEEP_MS = 24 * 60 * 60 * 1000
/** Visible ASCII, as the draft's sf-string allows, at most 255 characters. */
const KEY_FORMAT = /^[\x20-\x7e]{1,255}$/

export interface Answer {
  status: number
  body: unknown
  /** True when this is a stored answer to an earlier request. */
  replayed: boolean
}

/** The key from the header, or undefined without one; 400 for a malformed one. */
export function idempotencyKeyOf(request: Request): string | undefined {
  const key = request.headers.get('idempotency-key')
  if (key === null) return undefined
  if (!KEY_FORMAT.test(key)) throw AppError.validation(messages.api.badIdempotencyKey)
  return key
}

const hashOf = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('base64url')

function replay(stored: StoredAnswer, requestHash: string): Answer {
  if (stored.requestHash !== requestHash) throw new AppError(422, errorCodes.idempotencyKeyReused, messages.api.idempotencyKeyReused)
  return { status: stored.status, body: JSON.parse(stored.response), replayed: true }
}

class ClaimedElsewhere extends Error {}

/**
 * Runs `work` once per (scope, key) and body; see the header. When `abandoned()` says nobody waits for the
 * answer any more (the client went away, or was answered 503 while the database was out of reach), the
 * work is rolled back rather than committed: a create the client never heard of does not appear later.
 */
export async function idempotent(
  db: Database,
  target: { scope: string; key: string },
  body: unknown,
  work: (tx: Database) => Promise<{ status: number; body: unknown }>,
  abandoned: () => boolean = () => false,
): Promise<Answer> {
  const requestHash = hashOf(body)
  const now = new Date()
  const since = new Date(now.getTime() - KEEP_MS)
  // Status 0 is a claim not yet answered: on SQLite's one connection a read sees another request's open
  // transaction; the claim below waits for it to end.
  const earlier = await findAnswer(db, target, since)
  if (earlier && earlier.status !== 0) return replay(earlier, requestHash)
  try {
    return await db.transaction(async (tx) => {
      if (!(await claimKey(tx, target, requestHash, now, since))) throw new ClaimedElsewhere()
      const answer = await work(tx)
      await storeAnswer(tx, target, answer.status, JSON.stringify(answer.body))
      if (abandoned()) throw new RequestAbandoned()
      return { ...answer, replayed: false }
    })
  } catch (error) {
    if (!(error instanceof ClaimedElsewhere)) throw error
    const stored = await findAnswer(db, target, since)
    if (!stored || stored.status === 0) throw new AppError(409, errorCodes.idempotencyKeyInProgress, messages.api.idempotencyKeyInProgress)
    return replay(stored, requestHash)
  }
}

/** Drops answers older than 24 h now and every hour; returns a stop function. */
export function startIdempotencyJanitor(db: Database, onError: (e: unknown) => void): () => void {
  const sweep = () => deleteAnswersBefore(db, new Date(Date.now() - KEEP_MS)).catch(onError)
  void sweep()
  const timer = setInterval(sweep, 60 * 60 * 1000)
  timer.unref?.()
  return () => clearInterval(timer)
}
