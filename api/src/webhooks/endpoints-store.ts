// The endpoints as their owners manage them, and the delivery log they read (docs/decisions/0086). Private
// to this room, like queue-store.ts (which makes an endpoint and its sealed secret).
import { and, asc, desc, eq, lt, sql } from 'drizzle-orm'
import type { Database } from '../db/database'
import type { DeliveryRow, EndpointRow } from './queue-store'
import { forgetWantedEventTypes } from './wanted-events'

export async function listEndpoints(db: Database, workspaceId: number): Promise<EndpointRow[]> {
  const { webhookEndpoints: e } = db.t
  return (await db.orm.select().from(e).where(eq(e.workspaceId, workspaceId)).orderBy(asc(e.createdAt), asc(e.id))) as EndpointRow[]
}

export async function countEndpoints(db: Database, workspaceId: number): Promise<number> {
  const { webhookEndpoints: e } = db.t
  const [row] = await db.orm.select({ n: sql<number>`count(*)` }).from(e).where(eq(e.workspaceId, workspaceId))
  return Number(row?.n ?? 0)
}

/** The workspace's endpoint `id`; null for another workspace's, so its existence is never told. */
export async function findEndpoint(db: Database, workspaceId: number, id: string): Promise<EndpointRow | null> {
  const { webhookEndpoints: e } = db.t
  const [row] = await db.orm
    .select()
    .from(e)
    .where(and(eq(e.id, id), eq(e.workspaceId, workspaceId)))
    .limit(1)
  return (row as EndpointRow | undefined) ?? null
}

export type EndpointChange = Partial<Pick<EndpointRow, 'url' | 'events' | 'disabledAt' | 'disabledReason' | 'consecutiveGivenUp' | 'updatedAt'>>

export async function updateEndpoint(db: Database, id: string, change: EndpointChange): Promise<EndpointRow | null> {
  const { webhookEndpoints: e } = db.t
  const [row] = await db.orm.update(e).set(change).where(eq(e.id, id)).returning()
  forgetWantedEventTypes()
  return (row as EndpointRow | undefined) ?? null
}

/** Removes the endpoint (its deliveries go with it); false when it was not there. */
export async function deleteEndpoint(db: Database, workspaceId: number, id: string): Promise<boolean> {
  const { webhookEndpoints: e } = db.t
  const rows = await db.orm
    .delete(e)
    .where(and(eq(e.id, id), eq(e.workspaceId, workspaceId)))
    .returning({ id: e.id })
  forgetWantedEventTypes()
  return rows.length > 0
}

/** One settled attempt made outside the queue (the test button): delivered or failed, never tried again. */
export interface SettledAttempt {
  endpointId: string
  eventId: string
  eventType: string
  payload: Record<string, unknown>
  delivered: boolean
  statusCode: number | null
  error: string | null
  at: Date
}

export async function insertSettledDelivery(db: Database, a: SettledAttempt): Promise<void> {
  await db.orm.insert(db.t.webhookDeliveries).values({
    endpointId: a.endpointId,
    eventId: a.eventId,
    eventType: a.eventType,
    payload: a.payload,
    status: a.delivered ? 'delivered' : 'failed',
    attempts: 1,
    firstAttemptAt: a.at,
    nextAttemptAt: a.at,
    lastStatusCode: a.statusCode,
    lastError: a.error,
    deliveredAt: a.delivered ? a.at : null,
    createdAt: a.at,
  })
}

/** A page of the endpoint's deliveries, newest first: `limit` rows with ids below `before` (all when absent). */
export async function listDeliveries(db: Database, endpointId: string, before: number | undefined, limit: number): Promise<DeliveryRow[]> {
  const { webhookDeliveries: d } = db.t
  return (await db.orm
    .select()
    .from(d)
    .where(before === undefined ? eq(d.endpointId, endpointId) : and(eq(d.endpointId, endpointId), lt(d.id, before)))
    .orderBy(desc(d.id))
    .limit(limit)) as DeliveryRow[]
}
