// Webhook endpoints' part of the OpenAPI document: the answers' schemas (docs/decisions/0086).
import { webhookDisabledReasons, webhookEventTypes, webhookLimits } from '../contracts/webhook-schemas'

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })
const instant = { type: 'string', format: 'date-time' }
const maybeInstant = { type: ['string', 'null'], format: 'date-time' }

export const webhookSchemas = {
  WebhookEndpoint: {
    type: 'object',
    description: 'Where a workspace’s events are posted, signed the Standard Webhooks way (docs/decisions/0086)',
    required: ['id', 'url', 'events', 'enabled', 'disabledReason', 'disabledAt', 'secretHint', 'createdAt', 'updatedAt'],
    properties: {
      id: { type: 'string', pattern: '^whe_[0-9a-f]+$' },
      url: { type: 'string', maxLength: webhookLimits.urlMax },
      events: { type: 'array', minItems: 1, items: { type: 'string', enum: [...webhookEventTypes] } },
      enabled: { type: 'boolean', description: 'false: nothing is queued for it (paused by a person, or disabled after repeated failures)' },
      disabledReason: {
        type: ['string', 'null'],
        enum: [...webhookDisabledReasons, null],
        description: 'failures: 5 events in a row given up on; paused: by a person; secret-unreadable: the signing key changed (make a new endpoint)',
      },
      disabledAt: maybeInstant,
      secretHint: { type: 'string', description: 'The secret’s first 10 characters then …: the secret itself is answered once, at creation' },
      createdAt: instant,
      updatedAt: instant,
    },
  },
  WebhookList: {
    type: 'object',
    required: ['endpoints', 'limit', 'eventTypes'],
    properties: {
      endpoints: { type: 'array', items: ref('WebhookEndpoint') },
      limit: { type: 'integer', minimum: 0, description: 'How many endpoints a workspace may have (WEBHOOKS_PER_WORKSPACE)' },
      eventTypes: { type: 'array', items: { type: 'string', enum: [...webhookEventTypes] } },
    },
  },
  CreatedWebhook: {
    type: 'object',
    required: ['endpoint', 'secret'],
    properties: {
      endpoint: ref('WebhookEndpoint'),
      secret: { type: 'string', pattern: '^whsec_', description: 'The signing secret: shown only in this answer' },
    },
  },
  WebhookChanged: { type: 'object', required: ['endpoint'], properties: { endpoint: ref('WebhookEndpoint') } },
  WebhookTestResult: {
    type: 'object',
    required: ['outcome', 'status', 'error', 'durationMs'],
    properties: {
      outcome: {
        type: 'string',
        enum: ['delivered', 'retry', 'failed'],
        description: 'retry: would have been tried again (a queued event is); the test is not',
      },
      status: { type: ['integer', 'null'], description: 'The receiver’s HTTP status, when it answered' },
      error: {
        type: ['string', 'null'],
        description: 'A stable code: invalid-url, not-public, unresolved, timeout, network, redirect, status, secret-unreadable',
      },
      durationMs: { type: 'integer', minimum: 0 },
    },
  },
  WebhookDeliveries: {
    type: 'object',
    required: ['deliveries', 'nextBefore'],
    properties: {
      deliveries: {
        type: 'array',
        items: {
          type: 'object',
          required: ['id', 'eventId', 'eventType', 'status', 'attempts', 'lastStatusCode', 'lastError', 'createdAt', 'deliveredAt', 'nextAttemptAt'],
          properties: {
            id: { type: 'integer', minimum: 1 },
            eventId: { type: 'string', description: 'The `webhook-id` header: the same on every attempt' },
            eventType: { type: 'string', description: 'One of the event types, or webhook.test' },
            status: { type: 'string', enum: ['pending', 'delivered', 'failed'] },
            attempts: { type: 'integer', minimum: 0 },
            lastStatusCode: { type: ['integer', 'null'] },
            lastError: { type: ['string', 'null'], description: 'A stable code, never the receiver’s answer' },
            createdAt: instant,
            deliveredAt: maybeInstant,
            nextAttemptAt: { ...maybeInstant, description: 'When it is tried again (pending only)' },
          },
        },
      },
      nextBefore: { type: ['integer', 'null'], description: 'Pass as `before` for the next, older page; null: no more' },
    },
  },
}
