// The links room's journal (links/journal.ts) as the webhooks' queue: a link created, updated or deleted
// is queued for each endpoint of its workspace that wants it, with the handle the change was made with,
// so the queue row commits or rolls back with the change (docs/decisions/0086). The payload is the link's
// public fields only (events.ts): nothing of whoever made the change or of any visitor.
import type { Database } from '../db/database'
import type { LinkChangeKind, LinkJournal } from '../links'
import { linkEventPayload, type LinkEventType } from './events'
import { enabledEndpointsOf, enqueueEvents } from './queue-store'
import { wantedEventTypes } from './wanted-events'

const typeOf = (kind: LinkChangeKind): LinkEventType => `link.${kind}`

export const webhookLinkJournal: LinkJournal = {
  wants: async (db: Database, workspaceId, kind) =>
    (await wantedEventTypes(db, workspaceId, async () => (await enabledEndpointsOf(db, workspaceId)).flatMap((e) => e.events))).has(typeOf(kind)),
  async keep(db, change) {
    const type = typeOf(change.kind)
    const payloads = change.links.map((link) => linkEventPayload(type, link, change.at, change.changed) as unknown as Record<string, unknown>)
    await enqueueEvents(db, change.workspaceId, type, payloads, change.at)
  },
}
