// The webhook tables (docs/decisions/0086): endpoints with their sealed secret, and the durable delivery
// queue that is also the delivery log. Private to this room; other rooms ask the door.
import { randomUUID } from 'node:crypto'
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import { openSecret, sealSecret } from '../auth'
import type { Database } from '../db/database'
import { newWebhookId, newWebhookSecret } from './signing'
import { forgetWantedEventTypes } from './wanted-events'

/** The HKDF purpose of the sealed webhook secrets: a key of their own, never the TOTP secrets' key. */
const SECRET_PURPOSE = 'snip webhooks endpoint secret'

export type DeliveryStatus = 'pending' | 'delivered' | 'failed'

export interface EndpointRow {
  id: string
  workspaceId: number
  url: string
  events: string[]
  secret: string
  disabledAt: Date | null
  disabledReason: string | null
  consecutiveGivenUp: number
  createdAt: Date
  updatedAt: Date
}

export interface DeliveryRow {
  id: number
  endpointId: string
  eventId: string
  eventType: string
  payload: Record<string, unknown> | null
  status: string
  attempts: number
  firstAttemptAt: Date | null
  nextAttemptAt: Date
  leaseUntil: Date | null
  lastStatusCode: number | null
  lastError: string | null
  deliveredAt: Date | null
  createdAt: Date
}

/** A new endpoint and its secret in clear: the only time the secret is answered. */
export async function insertEndpoint(
  db: Database,
  signingKey: Uint8Array,
  input: { workspaceId: number; url: string; events: string[] },
  now: Date,
): Promise<{ endpoint: EndpointRow; secret: string }> {
  const id = `whe_${randomUUID().replaceAll('-', '')}`
  const secret = newWebhookSecret()
  const row = { id, ...input, secret: sealSecret(signingKey, id, secret, SECRET_PURPOSE), consecutiveGivenUp: 0, createdAt: now, updatedAt: now }
  const [made] = await db.orm.insert(db.t.webhookEndpoints).values(row).returning()
  forgetWantedEventTypes()
  return { endpoint: made as EndpointRow, secret }
}

/** The endpoint's secret in clear to sign with; null when it was sealed under another signing key. */
export const endpointSecret = (signingKey: Uint8Array, endpoint: Pick<EndpointRow, 'id' | 'secret'>): string | null =>
  openSecret(signingKey, endpoint.id, endpoint.secret, SECRET_PURPOSE)

/** The enabled endpoints of the workspace that want events of this type. */
export async function endpointsWanting(db: Database, workspaceId: number, type: string): Promise<Pick<EndpointRow, 'id' | 'events' | 'createdAt'>[]> {
  return (await enabledEndpointsOf(db, workspaceId)).filter((endpoint) => endpoint.events.includes(type))
}

/** The workspace's enabled endpoints. */
export async function enabledEndpointsOf(db: Database, workspaceId: number): Promise<Pick<EndpointRow, 'id' | 'events' | 'createdAt'>[]> {
  const { webhookEndpoints: e } = db.t
  return (await db.orm
    .select({ id: e.id, events: e.events, createdAt: e.createdAt })
    .from(e)
    .where(and(eq(e.workspaceId, workspaceId), isNull(e.disabledAt)))) as Pick<EndpointRow, 'id' | 'events' | 'createdAt'>[]
}

/**
 * Queues one delivery of the event to every enabled endpoint of the workspace that wants its type; answers
 * how many rows were written. The event's `webhook-id` is one per endpoint, kept on every attempt.
 */
export async function enqueueEvent(db: Database, workspaceId: number, type: string, payload: Record<string, unknown>, now: Date): Promise<number> {
  return enqueueEvents(db, workspaceId, type, [payload], now)
}

/** Rows per insert: well under both engines' cap on a statement's parameters. */
const INSERT_CHUNK = 200

/**
 * Queues several events of one type (a bulk change of links) with one read of the endpoints. `idOf`: a
 * `webhook-id` decided by the event itself (a link's expiry, told once however many instances notice it):
 * a row whose id is queued already is skipped, not doubled.
 */
export async function enqueueEvents(
  db: Database,
  workspaceId: number,
  type: string,
  payloads: Record<string, unknown>[],
  now: Date,
  opts: { idOf?: (endpointId: string, index: number) => string; after?: (payload: Record<string, unknown>) => Date } = {},
): Promise<number> {
  if (payloads.length === 0) return 0
  const wanting = await endpointsWanting(db, workspaceId, type)
  if (wanting.length === 0) return 0
  const rows = wanting.flatMap((endpoint) =>
    payloads.flatMap((payload, index) =>
      // an endpoint hears only of what happened after it was made (an expiry found late is not sent to a newer one)
      opts.after && opts.after(payload) < endpoint.createdAt
        ? []
        : [
            {
              endpointId: endpoint.id,
              eventId: opts.idOf?.(endpoint.id, index) ?? newWebhookId(),
              eventType: type,
              payload,
              status: 'pending',
              attempts: 0,
              nextAttemptAt: now,
              createdAt: now,
            },
          ],
    ),
  )
  let written = 0
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const insert = db.orm.insert(db.t.webhookDeliveries).values(rows.slice(i, i + INSERT_CHUNK))
    const done = opts.idOf
      ? await insert.onConflictDoNothing({ target: db.t.webhookDeliveries.eventId }).returning({ id: db.t.webhookDeliveries.id })
      : await insert.returning({ id: db.t.webhookDeliveries.id })
    written += done.length
  }
  return written
}

/** A claimed row with its endpoint, ready for one attempt. */
export type Claimed = DeliveryRow & { endpoint: EndpointRow }

/**
 * Claims up to `limit` due rows for `leaseMs`: pending, due, not leased or with a lease run out (a
 * crashed instance's rows), and of an enabled endpoint. PostgreSQL: `FOR UPDATE SKIP LOCKED`, so two instances never take the same
 * row; SQLite: the transaction is BEGIN IMMEDIATE (open-sqlite.ts), the one writer, so the read and the
 * lease are one step.
 */
export async function claimDue(db: Database, now: Date, leaseMs: number, limit: number): Promise<Claimed[]> {
  return db.transaction(async (tx) => {
    const { webhookDeliveries: d, webhookEndpoints: e } = tx.t
    const due = and(eq(d.status, 'pending'), lte(d.nextAttemptAt, now), or(isNull(d.leaseUntil), lte(d.leaseUntil, now)))
    // A paused or disabled endpoint's rows wait where they are: enabling it again lets them go.
    const endpointEnabled = sql`exists (select 1 from ${e} where ${e.id} = ${d.endpointId} and ${e.disabledAt} is null)`
    const select = tx.orm.select({ id: d.id }).from(d).where(and(due, endpointEnabled)).orderBy(asc(d.nextAttemptAt)).limit(limit)
    const ids = (tx.dialect === 'postgres' ? await select.for('update', { skipLocked: true }) : await select).map((r) => r.id)
    if (ids.length === 0) return []
    // The lease is set only where the row is still due: the claim holds even if a read ever saw a row
    // another transaction was leasing (PostgreSQL re-checks the condition on the locked row).
    const leased = await tx.orm
      .update(d)
      .set({ leaseUntil: new Date(now.getTime() + leaseMs) })
      .where(and(inArray(d.id, ids), due))
      .returning({ id: d.id })
    if (leased.length === 0) return []
    const rows = await tx.orm
      .select({ delivery: d, endpoint: e })
      .from(d)
      .innerJoin(e, eq(e.id, d.endpointId))
      .where(
        inArray(
          d.id,
          leased.map((r) => r.id),
        ),
      )
    return rows.map((r) => ({ ...(r.delivery as DeliveryRow), endpoint: r.endpoint as EndpointRow }))
  })
}

export interface AttemptRecord {
  status: DeliveryStatus
  statusCode: number | null
  error: string | null
  /** When to try again (status pending). */
  nextAttemptAt: Date | null
}

/**
 * Records one attempt's outcome and the endpoint's count of events given up on in a row (a delivered event
 * resets it); answers the endpoint's count after it, or null when the delivery did not give up.
 */
export async function recordAttempt(db: Database, claimed: Claimed, record: AttemptRecord, now: Date): Promise<number | null> {
  return db.transaction(async (tx) => {
    const { webhookDeliveries: d, webhookEndpoints: e } = tx.t
    await tx.orm
      .update(d)
      .set({
        status: record.status,
        attempts: sql`${d.attempts} + 1`,
        firstAttemptAt: claimed.firstAttemptAt ?? now,
        nextAttemptAt: record.nextAttemptAt ?? claimed.nextAttemptAt,
        leaseUntil: null,
        lastStatusCode: record.statusCode,
        lastError: record.error,
        deliveredAt: record.status === 'delivered' ? now : null,
      })
      .where(eq(d.id, claimed.id))
    if (record.status === 'delivered') {
      await tx.orm.update(e).set({ consecutiveGivenUp: 0 }).where(eq(e.id, claimed.endpointId))
      return null
    }
    if (record.status !== 'failed') return null
    const [row] = await tx.orm
      .update(e)
      .set({ consecutiveGivenUp: sql`${e.consecutiveGivenUp} + 1` })
      .where(eq(e.id, claimed.endpointId))
      .returning({ n: e.consecutiveGivenUp })
    return row?.n ?? null
  })
}

/** Disables the endpoint; true when this call did (not already disabled). */
export async function disableEndpoint(db: Database, id: string, reason: string, now: Date): Promise<boolean> {
  const { webhookEndpoints: e } = db.t
  const done = await db.orm
    .update(e)
    .set({ disabledAt: now, disabledReason: reason, updatedAt: now })
    .where(and(eq(e.id, id), isNull(e.disabledAt)))
    .returning({ id: e.id })
  return done.length > 0
}

/** Days a settled delivery keeps the body it sent; its status, time and code stay in the log. */
export const DELIVERY_PAYLOAD_RETENTION_DAYS = 30

/** Empties the payloads of settled rows created before `before` (the log keeps status, time and code). */
export async function pruneDeliveryPayloads(db: Database, before: Date): Promise<number> {
  const { webhookDeliveries: d } = db.t
  const done = await db.orm
    .update(d)
    .set({ payload: null })
    .where(and(inArray(d.status, ['delivered', 'failed']), lte(d.createdAt, before), sql`${d.payload} is not null`))
    .returning({ id: d.id })
  return done.length
}
