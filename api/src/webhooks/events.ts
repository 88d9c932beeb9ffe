// What a webhook tells: the event types and the payload each one carries. A link event carries the link's
// public fields, picked one by one (never the link object spread, so a field added to the link later is
// not sent until someone decides it should be). Clicks are told as a count per link over a span of time:
// the type has no place for an address, an agent, a referrer or anything else about a visitor.
import type { LinkDto } from '../contracts/dto'

export const LINK_EVENT_TYPES = ['link.created', 'link.updated', 'link.deleted', 'link.expired'] as const
export const WEBHOOK_EVENT_TYPES = [...LINK_EVENT_TYPES, 'link.clicked'] as const

export type LinkEventType = (typeof LINK_EVENT_TYPES)[number]
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number]

/** The link as a webhook tells it. */
export interface WebhookLink {
  id: number
  code: string
  /** The custom domain it is served on; null: the instance's own. */
  domain: string | null
  target: string
  tags: string[]
  active: boolean
  createdAt: string
  expiresAt: string | null
  maxClicks: number | null
}

/** `link.clicked`: clicks counted on one link from `since` to `until` (ISO instants), and nothing else. */
export interface ClickAggregate {
  linkId: number
  code: string
  domain: string | null
  clicks: number
  since: string
  until: string
}

export type WebhookData<T extends WebhookEventType> = T extends 'link.clicked'
  ? ClickAggregate
  : T extends 'link.updated'
    ? WebhookLink & { changed: string[] }
    : WebhookLink

/** The body Standard Webhooks recommends: the type, when it happened, and its data. */
export interface WebhookPayload<T extends WebhookEventType = WebhookEventType> {
  type: T
  timestamp: string
  data: WebhookData<T>
}

export const isWebhookEventType = (value: unknown): value is WebhookEventType => (WEBHOOK_EVENT_TYPES as readonly unknown[]).includes(value)

export function webhookLinkOf(link: LinkDto): WebhookLink {
  return {
    id: link.id,
    code: link.shortCode,
    domain: link.domain,
    target: link.originalUrl,
    tags: [...link.tags],
    active: link.isActive,
    createdAt: link.createdAt,
    expiresAt: link.expiresAt,
    maxClicks: link.maxClicks,
  }
}

/** A link event's payload; `changed` (the fields an update set) only for link.updated. */
export function linkEventPayload(type: LinkEventType, link: LinkDto, at: Date, changed: readonly string[] = []): WebhookPayload<LinkEventType> {
  const data = webhookLinkOf(link)
  return { type, timestamp: at.toISOString(), data: type === 'link.updated' ? { ...data, changed: [...changed] } : data }
}

/** A link.clicked payload; each field is copied by name, so whatever else `counted` holds stays behind. */
export function clickedPayload(
  counted: { linkId: number; code: string; domain: string | null; clicks: number },
  since: Date,
  until: Date,
): WebhookPayload<'link.clicked'> {
  if (!Number.isInteger(counted.clicks) || counted.clicks < 1) throw new RangeError('a link.clicked event counts at least one click')
  const data: ClickAggregate = {
    linkId: counted.linkId,
    code: counted.code,
    domain: counted.domain,
    clicks: counted.clicks,
    since: since.toISOString(),
    until: until.toISOString(),
  }
  return { type: 'link.clicked', timestamp: until.toISOString(), data }
}
