// SQL for auth_flow_states: one sign-in through a provider, from the redirect to it until the callback (and,
// in the PKCE flow, until the browser exchanges its one-time code). Each step uses its secret up in the same
// statement that finds it, so a state or a code works once; rows live FLOW_STATE_TTL_MS.
import { and, eq, gt, lt } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { sha256Hex } from '../tokens/token-crypto'

export type FlowStateRow = Database['t']['authFlowStates']['$inferSelect']
export const FLOW_STATE_TTL_MS = 10 * 60 * 1000

export interface NewFlowState {
  provider: string
  state: string
  nonce: string
  codeVerifier: string
  redirectTo: string
  codeChallenge: string | null
  codeChallengeMethod: string | null
  linkingUserId: string | null
  invite: string | null
}

export async function insertFlowState(db: Database, flow: NewFlowState): Promise<void> {
  const { state, ...rest } = flow
  await db.orm.insert(db.t.authFlowStates).values({ ...rest, id: crypto.randomUUID(), stateHash: sha256Hex(state), createdAt: new Date() })
}

const fresh = (db: Database, now: number) => gt(db.t.authFlowStates.createdAt, new Date(now - FLOW_STATE_TTL_MS))

/** The live flow of this `state`, used up: undefined for an unknown, used or expired one. */
export async function consumeFlowState(db: Database, state: string, now = Date.now()): Promise<FlowStateRow | undefined> {
  const { authFlowStates: f } = db.t
  const [row] = await db.orm
    .update(f)
    .set({ stateHash: null })
    .where(and(eq(f.stateHash, sha256Hex(state)), fresh(db, now)))
    .returning()
  return row
}

/** The PKCE flow's callback: the account signed in and the hash of the code the browser exchanges for its session. */
export async function setAuthCode(db: Database, id: string, userId: string, authCode: string): Promise<void> {
  const { authFlowStates: f } = db.t
  await db.orm
    .update(f)
    .set({ userId, authCodeHash: sha256Hex(authCode) })
    .where(eq(f.id, id))
}

/** The live flow of this auth code, deleted: undefined for an unknown, used or expired one. */
export async function consumeAuthCode(db: Database, authCode: string, now = Date.now()): Promise<FlowStateRow | undefined> {
  const { authFlowStates: f } = db.t
  const [row] = await db.orm
    .delete(f)
    .where(and(eq(f.authCodeHash, sha256Hex(authCode)), fresh(db, now)))
    .returning()
  return row
}

export async function deleteFlowState(db: Database, id: string): Promise<void> {
  const { authFlowStates: f } = db.t
  await db.orm.delete(f).where(eq(f.id, id))
}

/** Deletes flows older than their life (abandoned sign-ins); the daily purge runs it. */
export async function purgeFlowStates(db: Database, now: Date): Promise<number> {
  const { authFlowStates: f } = db.t
  const gone = await db.orm
    .delete(f)
    .where(lt(f.createdAt, new Date(now.getTime() - FLOW_STATE_TTL_MS)))
    .returning({ id: f.id })
  return gone.length
}
