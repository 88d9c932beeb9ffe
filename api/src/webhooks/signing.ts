// Webhooks are signed the Standard Webhooks way, by its own library, so any receiver using a Standard
// Webhooks verifier (in any language) checks them without knowing Snip: `webhook-id`, `webhook-timestamp`
// (seconds) and `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`).
import { randomBytes, randomUUID } from 'node:crypto'
import { Webhook } from 'standardwebhooks'

/** The prefix Standard Webhooks gives a secret, so it is recognisable where it is pasted. */
export const SECRET_PREFIX = 'whsec_'

/** A new endpoint secret: 32 random bytes in the `whsec_<base64>` form (shown to its owner once). */
export const newWebhookSecret = (): string => `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`

/** A new event id, the `webhook-id` a receiver uses to drop a delivery it already handled. */
export const newWebhookId = (): string => `msg_${randomUUID().replaceAll('-', '')}`

export const isWebhookSecret = (value: string): boolean => /^whsec_[A-Za-z0-9+/]{32,}={0,2}$/.test(value)

/** The three headers that sign `body` (the exact bytes sent) for event `id` at `at`. */
export function signatureHeaders(secret: string, id: string, at: Date, body: string): Record<string, string> {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(id, at, body),
  }
}
