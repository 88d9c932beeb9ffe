// A workspace's webhook endpoints (docs/decisions/0086): its owners and admins list, add (the secret shown
// once), change, pause, remove and test them, and read each one's delivery log. An address the outgoing
// guard refuses is refused when it is given, not only when a delivery would go there. Each change is in
// the workspace's audit log, labelled by the endpoint's host: never its secret, nor a path or query that
// may carry a receiver's token.
import type { Caller } from '../access'
import { auditActorOf, recordAudit, type AuditActor } from '../audit'
import {
  rangeInWords,
  webhookErrorCodes as codes,
  webhookEventTypes,
  webhookLimits,
  webhookMessages as m,
  WEBHOOK_TEST_EVENT,
  type CreatedWebhookDto,
  type CreateWebhookBody,
  type UpdateWebhookBody,
  type WebhookDeliveriesDto,
  type WebhookDeliveryDto,
  type WebhookDisabledReason,
  type WebhookEndpointDto,
  type WebhookEventTypeName,
  type WebhookListDto,
  type WebhookTestDto,
} from '../contracts/webhook-schemas'
import type { Database } from '../db/database'
import { AppError } from '../http/app-error'
import type { Logger } from '../http/logger'
import { OutgoingRefused, resolvePublic } from '../http/outgoing-guard'
import { workspaceFor } from '../workspaces'
import { deliver } from './deliver'
import * as store from './endpoints-store'
import { endpointSecret, insertEndpoint, type DeliveryRow, type EndpointRow } from './queue-store'
import { newWebhookId } from './signing'
import { testPayload } from './test-event'
import type { TestEventLimits } from './test-event-limits'

export interface WebhookDeps {
  db: Database
  /** What the endpoints' secrets are sealed under (the auth service's signing key). */
  signingKey: Uint8Array
  /** WEBHOOKS_ALLOW_PRIVATE: endpoints may be on private, loopback and link-local addresses. */
  allowPrivate: boolean
  /** WEBHOOKS_PER_WORKSPACE */
  perWorkspace: number
  logger?: Logger
  now?: () => number
}

const notFound = () => new AppError(404, codes.webhookNotFound, m.webhookNotFound)
const nowOf = (deps: WebhookDeps) => new Date((deps.now ?? Date.now)())

/** How the page names why an endpoint is off; the worker records repeated give-ups as 'given-up'. */
function reasonOf(row: EndpointRow, secretReadable: boolean): WebhookDisabledReason | null {
  if (!secretReadable) return 'secret-unreadable'
  if (row.disabledAt === null) return null
  return row.disabledReason === 'paused' || row.disabledReason === 'secret-unreadable' ? row.disabledReason : 'failures'
}

export function endpointDto(deps: WebhookDeps, row: EndpointRow): WebhookEndpointDto {
  const secret = endpointSecret(deps.signingKey, row)
  const reason = reasonOf(row, secret !== null)
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEventTypeName[],
    enabled: reason === null,
    disabledReason: reason,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    secretHint: `${(secret ?? 'whsec_').slice(0, webhookLimits.secretHintLength)}…`,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

function deliveryDto(row: DeliveryRow): WebhookDeliveryDto {
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType,
    status: row.status as WebhookDeliveryDto['status'],
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
  }
}

/**
 * Refuses an address the guard would never post to, unless the admin allows private ones. A name that
 * does not resolve now is let in: DNS may be down for a moment, and each delivery checks again anyway.
 */
async function refuseUnreachable(deps: WebhookDeps, url: string): Promise<void> {
  if (deps.allowPrivate) return
  try {
    await resolvePublic(new URL(url).hostname, { allowPrivate: false })
  } catch (error) {
    if (error instanceof OutgoingRefused && error.reason === 'not-public') throw new AppError(422, codes.urlRefused, m.urlRefused(rangeInWords(error.range)))
  }
}

const managing = (deps: WebhookDeps, caller: Caller, slug: string) => workspaceFor(deps.db, caller, slug, 'workspace.manage')

async function ownEndpoint(deps: WebhookDeps, caller: Caller, slug: string, id: string) {
  const workspace = await managing(deps, caller, slug)
  const row = await store.findEndpoint(deps.db, workspace.id, id)
  if (!row) throw notFound()
  return { workspace, row, by: auditActorOf(workspace.actor) }
}

const webhookEvent = (
  workspaceId: number,
  actor: AuditActor,
  action: 'webhook.created' | 'webhook.updated' | 'webhook.deleted' | 'webhook.tested',
  row: EndpointRow,
) => ({
  workspaceId,
  actor,
  action,
  resource: { type: 'webhook' as const, id: row.id, label: new URL(row.url).host },
})

export async function listWebhooks(deps: WebhookDeps, caller: Caller, slug: string): Promise<WebhookListDto> {
  const workspace = await managing(deps, caller, slug)
  const rows = await store.listEndpoints(deps.db, workspace.id)
  return { endpoints: rows.map((row) => endpointDto(deps, row)), limit: deps.perWorkspace, eventTypes: [...webhookEventTypes] }
}

export async function createWebhook(deps: WebhookDeps, caller: Caller, slug: string, body: CreateWebhookBody): Promise<CreatedWebhookDto> {
  const workspace = await managing(deps, caller, slug)
  if ((await store.countEndpoints(deps.db, workspace.id)) >= deps.perWorkspace) throw new AppError(409, codes.limitReached, m.limitReached)
  await refuseUnreachable(deps, body.url)
  const now = nowOf(deps)
  const made = await deps.db.transaction(async (tx) => {
    const created = await insertEndpoint(tx, deps.signingKey, { workspaceId: workspace.id, url: body.url, events: body.events }, now)
    await recordAudit(tx, {
      ...webhookEvent(workspace.id, auditActorOf(workspace.actor), 'webhook.created', created.endpoint),
      details: { events: body.events },
      at: now,
    })
    return created
  })
  return { endpoint: endpointDto(deps, made.endpoint), secret: made.secret }
}

/** enabled: true clears the pause or the disabling and the count of failures in a row; false pauses. */
export async function updateWebhook(
  deps: WebhookDeps,
  caller: Caller,
  slug: string,
  id: string,
  body: UpdateWebhookBody,
): Promise<{ endpoint: WebhookEndpointDto }> {
  const { workspace, row, by } = await ownEndpoint(deps, caller, slug, id)
  if (body.url !== undefined) await refuseUnreachable(deps, body.url)
  const now = nowOf(deps)
  const change: store.EndpointChange = {
    updatedAt: now,
    ...(body.url !== undefined && { url: body.url }),
    ...(body.events !== undefined && { events: body.events }),
    ...(body.enabled === true && { disabledAt: null, disabledReason: null, consecutiveGivenUp: 0 }),
    ...(body.enabled === false && { disabledAt: row.disabledAt ?? now, disabledReason: 'paused' }),
  }
  const updated = await deps.db.transaction(async (tx) => {
    const made = await store.updateEndpoint(tx, row.id, change)
    if (!made) throw notFound()
    const fields = (['url', 'events', 'enabled'] as const).filter((f) => body[f] !== undefined)
    await recordAudit(tx, { ...webhookEvent(workspace.id, by, 'webhook.updated', made), details: { fields }, at: now })
    return made
  })
  return { endpoint: endpointDto(deps, updated) }
}

export async function deleteWebhook(deps: WebhookDeps, caller: Caller, slug: string, id: string): Promise<void> {
  const { workspace, row, by } = await ownEndpoint(deps, caller, slug, id)
  await deps.db.transaction(async (tx) => {
    if (!(await store.deleteEndpoint(tx, workspace.id, row.id))) throw notFound()
    await recordAudit(tx, webhookEvent(workspace.id, by, 'webhook.deleted', row))
  })
}

/**
 * Sends one signed `webhook.test` now (a paused endpoint too) and logs it as a settled delivery. Counted
 * against `limits` once the caller may test this endpoint: a refused or unknown one spends nothing.
 */
export async function testWebhook(deps: WebhookDeps, caller: Caller, slug: string, id: string, limits: TestEventLimits): Promise<WebhookTestDto> {
  const { workspace, row, by } = await ownEndpoint(deps, caller, slug, id)
  await limits.admit(workspace.id, row.id)
  const now = nowOf(deps)
  const eventId = newWebhookId()
  const payload = testPayload(row.id, now)
  const secret = endpointSecret(deps.signingKey, row)
  // Sealed under another signing key (JWT_SECRET changed): nothing can be signed for it.
  const result: { outcome: WebhookTestDto['outcome']; status?: number; error?: string; durationMs: number } = secret
    ? await deliver({ url: row.url, secret, id: eventId, payload, now, allowPrivate: deps.allowPrivate, logger: deps.logger })
    : { outcome: 'failed', error: 'secret-unreadable', durationMs: 0 }
  const answer: WebhookTestDto = { outcome: result.outcome, status: result.status ?? null, error: result.error ?? null, durationMs: result.durationMs }
  const at = nowOf(deps)
  await deps.db.transaction(async (tx) => {
    await store.insertSettledDelivery(tx, {
      endpointId: row.id,
      eventId,
      eventType: WEBHOOK_TEST_EVENT,
      payload: { ...payload },
      delivered: result.outcome === 'delivered',
      statusCode: answer.status,
      error: answer.error,
      at,
    })
    await recordAudit(tx, { ...webhookEvent(workspace.id, by, 'webhook.tested', row), details: { outcome: answer.outcome, status: answer.status }, at })
  })
  return answer
}

export async function listWebhookDeliveries(deps: WebhookDeps, caller: Caller, slug: string, id: string, before?: number): Promise<WebhookDeliveriesDto> {
  const { row } = await ownEndpoint(deps, caller, slug, id)
  const perPage = webhookLimits.deliveriesPerPage
  const rows = await store.listDeliveries(deps.db, row.id, before, perPage + 1)
  const page = rows.slice(0, perPage)
  return { deliveries: page.map(deliveryDto), nextBefore: rows.length > perPage ? page.at(-1)!.id : null }
}
