// link.expired (docs/decisions/0086): a link runs out when its expiry date passes or its last click under a
// cap is taken — nothing is written to the link then, so this room looks. Each worker round reads the links
// of subscribed workspaces whose expiry date passed since the last round; the redirect tells of a cap's
// last click. The event's `webhook-id` is derived from the endpoint, the link and its expiry settings, so
// however many instances (or rounds after a restart) notice the same expiry, it is queued once per
// endpoint; a link given a new date or cap that runs out again is told again.
import { createHash } from 'node:crypto'
import { isNull } from 'drizzle-orm'
import type { Database } from '../db/database'
import { linkOutOfClicks, linksExpiredBetween, type RunOutLink } from '../links'
import { linkEventPayload } from './events'
import { enqueueEvents } from './queue-store'

/** How far back a starting worker looks for expiry dates passed while no instance ran. */
export const EXPIRY_CATCH_UP_MS = 24 * 60 * 60 * 1000

const idOf = (endpointId: string, { link }: RunOutLink) =>
  `msg_${createHash('sha256')
    .update(`link.expired|${endpointId}|${link.id}|${link.expiresAt ?? ''}|${link.maxClicks ?? ''}`)
    .digest('hex')
    .slice(0, 32)}`

/** Queues link.expired for each link and endpoint of its workspace wanting it; answers the rows written. */
async function queueExpired(db: Database, ranOut: RunOutLink[], now: Date): Promise<number> {
  let written = 0
  const byWorkspace = new Map<number, RunOutLink[]>()
  for (const r of ranOut) byWorkspace.set(r.workspaceId, [...(byWorkspace.get(r.workspaceId) ?? []), r])
  for (const [workspaceId, group] of byWorkspace) {
    const payloads = group.map((r) => linkEventPayload('link.expired', r.link, r.at) as unknown as Record<string, unknown>)
    written += await enqueueEvents(db, workspaceId, 'link.expired', payloads, now, {
      idOf: (endpointId, i) => idOf(endpointId, group[i]!),
      after: (payload) => new Date(payload.timestamp as string),
    })
  }
  return written
}

/** The workspaces with an enabled endpoint wanting link.expired. */
async function subscribedWorkspaces(db: Database): Promise<number[]> {
  const { webhookEndpoints: e } = db.t
  const rows = await db.orm.select({ workspaceId: e.workspaceId, events: e.events }).from(e).where(isNull(e.disabledAt))
  return [...new Set(rows.filter((r) => (r.events as string[]).includes('link.expired')).map((r) => r.workspaceId))]
}

/** Queues link.expired for the subscribed workspaces' links whose expiry date is in (from, to]. */
export async function queueExpiriesBetween(db: Database, from: Date, to: Date): Promise<number> {
  const workspaces = await subscribedWorkspaces(db)
  if (workspaces.length === 0) return 0
  return queueExpired(db, await linksExpiredBetween(db, workspaces, from, to), to)
}

/** Queues link.expired for a link whose last click under its cap was just taken. */
export async function queueOutOfClicks(db: Database, linkId: number, now: Date): Promise<number> {
  const ranOut = await linkOutOfClicks(db, linkId, now)
  return ranOut ? queueExpired(db, [ranOut], now) : 0
}
