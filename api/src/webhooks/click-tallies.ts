// `link.clicked` as aggregates (docs/decisions/0086): each fold of the click counter adds its counts to a
// row per link (only for links whose workspace has an endpoint that wants them), and at most once a minute
// per link those clicks become one event per subscribed endpoint. The fold's counts are counts per link,
// never per visit: nothing about a visitor reaches these tables. The sum of a link's aggregates is the
// clicks folded, because the take subtracts exactly what it sends, in the transaction that queues it.
import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import type { Database } from '../db/database'
import { webhookLinkFacts } from '../links'
import { clickedPayload } from './events'
import { enqueueEvent } from './queue-store'

/** At most one aggregate per link per endpoint in this long. */
export const CLICKED_EVERY_MS = 60_000

/** The workspaces among these that have an enabled endpoint wanting `link.clicked`. */
async function listeningWorkspaces(db: Database, workspaceIds: number[]): Promise<Set<number>> {
  const { webhookEndpoints: e } = db.t
  if (workspaceIds.length === 0) return new Set()
  const rows = await db.orm
    .select({ workspaceId: e.workspaceId, events: e.events })
    .from(e)
    .where(and(inArray(e.workspaceId, workspaceIds), isNull(e.disabledAt)))
  return new Set(rows.filter((r) => (r.events as string[]).includes('link.clicked')).map((r) => r.workspaceId))
}

/** Adds one fold's counts (per link id) to the tallies of the links someone listens to. */
export async function addClicks(db: Database, counts: ReadonlyMap<number, number>, now: Date): Promise<void> {
  const { webhookClickTallies: t } = db.t
  if (counts.size === 0) return
  const owned = await webhookLinkFacts(db, [...counts.keys()])
  const listening = await listeningWorkspaces(db, [...new Set(owned.flatMap((r) => (r.workspaceId === null ? [] : [r.workspaceId])))])
  const rows = owned
    .filter((r) => r.workspaceId !== null && listening.has(r.workspaceId))
    .map((r) => ({ linkId: r.id, clicks: counts.get(r.id) ?? 0, since: now }))
    .filter((r) => r.clicks > 0)
  if (rows.length === 0) return
  await db.orm
    .insert(t)
    .values(rows)
    .onConflictDoUpdate({ target: t.linkId, set: { clicks: sql`${t.clicks} + excluded.clicks` } })
}

/**
 * Turns the tallies not sent in the last minute into `link.clicked` events, one per link and subscribed
 * endpoint; answers how many links were sent. PostgreSQL skips rows another instance is taking.
 */
export async function sendClickTallies(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const { webhookClickTallies: t } = tx.t
    const due = and(gt(t.clicks, 0), or(isNull(t.sentAt), lte(t.sentAt, new Date(now.getTime() - CLICKED_EVERY_MS))))
    const select = tx.orm.select().from(t).where(due).limit(500)
    const rows = tx.dialect === 'postgres' ? await select.for('update', { skipLocked: true }) : await select
    if (rows.length === 0) return 0
    const facts = new Map(
      (
        await webhookLinkFacts(
          tx,
          rows.map((r) => r.linkId),
        )
      ).map((f) => [f.id, f]),
    )
    for (const row of rows) {
      await tx.orm
        .update(t)
        .set({ clicks: sql`${t.clicks} - ${row.clicks}`, since: now, sentAt: now })
        .where(eq(t.linkId, row.linkId))
      const link = facts.get(row.linkId)
      if (!link || link.workspaceId === null) continue
      const payload = clickedPayload({ linkId: link.id, code: link.code, domain: link.domain, clicks: row.clicks }, row.since, now)
      await enqueueEvent(tx, link.workspaceId, 'link.clicked', payload as unknown as Record<string, unknown>, now)
    }
    return rows.length
  })
}
