// The calls of /api/workspaces/{slug}/webhooks (one function per endpoint). Failures throw ApiError; nothing toasts here.
import type {
  CreatedWebhookDto,
  UpdateWebhookBody,
  WebhookDeliveriesDto,
  WebhookEndpointDto,
  WebhookEventTypeName,
  WebhookListDto,
  WebhookTestDto,
} from '@contracts/webhook-schemas'
import { api } from '../../lib/api-client'

const at = (slug: string) => `/api/workspaces/${encodeURIComponent(slug)}/webhooks`
const one = (slug: string, id: string) => `${at(slug)}/${encodeURIComponent(id)}`

/** The workspace's endpoints, how many it may have and the event types there are: owners and admins. */
export const fetchWebhooks = (slug: string) => api.get<WebhookListDto>(at(slug))
/** The answer carries the secret in clear: the only time it is seen. */
export const addWebhook = (slug: string, body: { url: string; events: WebhookEventTypeName[] }) => api.post<CreatedWebhookDto>(at(slug), body)
/** `enabled: true` also clears why it was disabled; `enabled: false` pauses it. */
export const updateWebhook = (slug: string, id: string, body: UpdateWebhookBody) => api.patch<{ endpoint: WebhookEndpointDto }>(one(slug, id), body)
export const deleteWebhook = (slug: string, id: string) => api.delete<undefined>(one(slug, id))
/** Sends one signed 'webhook.test' event now (not queued, not retried) and answers how it went. */
export const testWebhook = (slug: string, id: string) => api.post<WebhookTestDto>(`${one(slug, id)}/test`)
/** The endpoint's delivery log, newest first, a page at a time: `before` is the previous page's `nextBefore`. */
export const fetchDeliveries = (slug: string, id: string, before?: number) =>
  api.get<WebhookDeliveriesDto>(`${one(slug, id)}/deliveries${before === undefined ? '' : `?before=${before}`}`)
