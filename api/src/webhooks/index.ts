// The webhooks room's door. What is built: the payloads (events.ts), the signature (signing.ts), one
// guarded attempt (deliver.ts), when to try again (retry-schedule.ts), the durable queue (queue-store.ts,
// queue-worker.ts), click aggregates (click-tallies.ts) and what the composition starts (wiring.ts); the
// endpoints' routes build on these (docs/decisions/0086-webhooks.md).
export { deliver, outcomeOfStatus, parseEndpoint, USER_AGENT, type Delivery, type DeliveryError, type DeliveryOutcome, type DeliveryResult } from './deliver'
export {
  clickedPayload,
  isWebhookEventType,
  LINK_EVENT_TYPES,
  linkEventPayload,
  WEBHOOK_EVENT_TYPES,
  webhookLinkOf,
  type ClickAggregate,
  type LinkEventType,
  type WebhookData,
  type WebhookEventType,
  type WebhookLink,
  type WebhookPayload,
} from './events'
export { DISABLE_AFTER_GIVEN_UP, nextAttemptAt, RETRY_JITTER, RETRY_STEPS_MS, RETRY_WINDOW_MS, shouldDisableEndpoint } from './retry-schedule'
export { isWebhookSecret, newWebhookId, newWebhookSecret, SECRET_PREFIX, signatureHeaders } from './signing'
export { DELIVERY_PAYLOAD_RETENTION_DAYS, pruneDeliveryPayloads } from './queue-store'
export { clickTallyListener, outOfClicksListener, startWebhooks, type WebhookMail, type WebhooksOptions } from './wiring'
export { webhookLinkJournal } from './link-journal'
export type { WebhookWorker } from './queue-worker'
export { webhooksRoutes } from './webhooks.routes'
export { webhookSchemas } from './webhooks-openapi'
export type { WebhookDeps } from './webhooks.service'
