// Webhook endpoints (docs/decisions/0086): the sentences, error codes, zod schemas and answers of
// /api/workspaces/{slug}/webhooks, shared by the API and the site's settings page. Never write one of these
// strings elsewhere.
import { z } from 'zod'
import { safeText } from './safe-text'
import { localized } from './words'

/** What an endpoint may ask to hear (the webhooks room's WEBHOOK_EVENT_TYPES: a test keeps the two equal). */
export const webhookEventTypes = ['link.created', 'link.updated', 'link.deleted', 'link.expired', 'link.clicked'] as const
export type WebhookEventTypeName = (typeof webhookEventTypes)[number]

/** The type of the event the test button sends: never queued, never asked for by an endpoint. */
export const WEBHOOK_TEST_EVENT = 'webhook.test'

export const webhookLimits = { urlMax: 2048, deliveriesPerPage: 50, secretHintLength: 10 } as const

/** Why an endpoint is disabled: repeated failed deliveries, a person paused it, or its secret can no longer be read. */
export const webhookDisabledReasons = ['failures', 'paused', 'secret-unreadable'] as const
export type WebhookDisabledReason = (typeof webhookDisabledReasons)[number]

/** Read in the page's language on the site (words.ts); the API says them in English and translates its answers. */
export const webhookMessages = localized('webhookMessages', {
  urlInvalid: 'Enter a full http:// or https:// address for the endpoint',
  urlCredentials: 'Leave the user name and password out of the endpoint address: the signature proves a delivery is from Snip',
  eventsRequired: 'Choose at least one event',
  eventUnknown: `Choose events among ${webhookEventTypes.join(', ')}`,
  enabledInvalid: 'enabled must be true or false',
  nothingToChange: 'Please give url, events or enabled',
  beforeInvalid: 'before must be a delivery id (a whole number from 1)',
  /** The kind of range is named (webhookRangeWords), never the address. */
  urlRefused: (kind: string) =>
    `The endpoint's host is ${kind}: webhooks are sent only to public addresses (an instance admin can allow private ones with WEBHOOKS_ALLOW_PRIVATE)`,
  limitReached: 'This workspace has as many webhook endpoints as the instance allows: remove one first',
  webhookNotFound: 'Webhook endpoint not found',
} as const)

/** The refused ranges in words, by the outgoing guard's names for them; any other: "not a public address". */
export const webhookRangeWords: Readonly<Record<string, string>> = {
  loopback: 'a loopback address (this machine)',
  private: 'on a private network',
  uniqueLocal: 'on a private network',
  linkLocal: 'a link-local address (as is the cloud metadata address)',
  carrierGradeNat: 'a carrier-grade NAT address',
  unspecified: 'an unspecified address',
  multicast: 'a multicast address',
  broadcast: 'a broadcast address',
  reserved: 'in a reserved range',
}
export const rangeInWords = (range: string | undefined): string => (range && webhookRangeWords[range]) || 'not a public address'

export const webhookErrorCodes = {
  urlRefused: 'webhook_url_refused',
  limitReached: 'webhook_limit_reached',
  webhookNotFound: 'webhook_not_found',
} as const

const m = webhookMessages

/** The problem with an endpoint address, or null: http or https, a host, no user name or password. */
export function webhookUrlProblem(value: string): 'invalid' | 'credentials' | null {
  if (!value || value.length > webhookLimits.urlMax || /[\s\x00-\x1f\x7f]/.test(value)) return 'invalid'
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return 'invalid'
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return 'invalid'
  return url.username || url.password ? 'credentials' : null
}

export const webhookUrl = safeText(z.string({ error: m.urlInvalid }).trim(), m.urlInvalid)
  .superRefine((v, ctx) => {
    const problem = webhookUrlProblem(v)
    if (problem) ctx.addIssue({ code: 'custom', message: problem === 'credentials' ? m.urlCredentials : m.urlInvalid })
  })
  .meta({ description: 'Where deliveries are posted: an http:// or https:// address without a user name or password' })

export const webhookEvents = z
  .array(z.enum(webhookEventTypes, { error: m.eventUnknown }), { error: m.eventsRequired })
  .min(1, m.eventsRequired)
  .transform((events) => [...new Set(events)])
  .meta({ description: 'The event types to deliver, at least one' })

export const createWebhookBody = z.object({ url: webhookUrl, events: webhookEvents }).strict()
export type CreateWebhookBody = z.infer<typeof createWebhookBody>

export const updateWebhookBody = z
  .object({ url: webhookUrl.optional(), events: webhookEvents.optional(), enabled: z.boolean({ error: m.enabledInvalid }).optional() })
  .strict()
  .refine((b) => b.url !== undefined || b.events !== undefined || b.enabled !== undefined, m.nothingToChange)
export type UpdateWebhookBody = z.infer<typeof updateWebhookBody>

export const webhookDeliveriesQuery = z.object({
  before: safeText(z.string())
    .refine((v) => /^[1-9][0-9]{0,15}$/.test(v), m.beforeInvalid)
    .transform(Number)
    .optional()
    .meta({ type: 'integer', minimum: 1, description: 'Only deliveries older than this one (the previous page’s nextBefore)' }),
})

export interface WebhookEndpointDto {
  /** `whe_<hex>` */
  id: string
  url: string
  events: WebhookEventTypeName[]
  /** false when disabled, by failures or by a person */
  enabled: boolean
  disabledReason: WebhookDisabledReason | null
  disabledAt: string | null
  /** The secret's first characters then '…': the secret itself is answered once, at creation. */
  secretHint: string
  createdAt: string
  updatedAt: string
}

export interface WebhookListDto {
  endpoints: WebhookEndpointDto[]
  /** How many endpoints a workspace may have (WEBHOOKS_PER_WORKSPACE). */
  limit: number
  eventTypes: WebhookEventTypeName[]
}

export interface CreatedWebhookDto {
  endpoint: WebhookEndpointDto
  /** The secret in clear (`whsec_…`): the only time it is answered. */
  secret: string
}

export type WebhookTestOutcome = 'delivered' | 'retry' | 'failed'

export interface WebhookTestDto {
  outcome: WebhookTestOutcome
  status: number | null
  /** A stable code (timeout, network, status, not-public…), never the receiver's text. */
  error: string | null
  durationMs: number
}

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed'

export interface WebhookDeliveryDto {
  id: number
  eventId: string
  eventType: string
  status: WebhookDeliveryStatus
  attempts: number
  lastStatusCode: number | null
  lastError: string | null
  createdAt: string
  deliveredAt: string | null
  nextAttemptAt: string | null
}

export interface WebhookDeliveriesDto {
  deliveries: WebhookDeliveryDto[]
  /** Pass as `before` for the next (older) page; null: no more. */
  nextBefore: number | null
}
