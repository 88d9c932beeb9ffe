// One attempt to deliver one webhook: check the address, sign, send, classify the answer. Nothing is
// stored here; the queue keeps the event, asks retry-schedule.ts when to try again, and logs the result.
//
// The request goes to the address the guard checked, never to the name: resolving twice would let a name
// answer a public address to the check and 127.0.0.1 to the connection (DNS rebinding). So the URL is
// rewritten to the IP, the name travels in the Host header, and for https the certificate is checked
// against the name through Bun's `tls.serverName` (which also sends it as SNI).
import type { Logger } from '../http/logger'
import { OutgoingRefused, resolvePublic, type AddressResolver } from '../http/outgoing-guard'
import type { WebhookPayload } from './events'
import { isWebhookSecret, signatureHeaders } from './signing'
import type { WebhookTestPayload } from './test-event'

export type DeliveryOutcome = 'delivered' | 'retry' | 'failed'
/** Why an attempt did not deliver: stable codes, never an address, a header or the receiver's text. */
export type DeliveryError = 'invalid-url' | 'not-public' | 'unresolved' | 'timeout' | 'network' | 'redirect' | 'status'

export interface DeliveryResult {
  outcome: DeliveryOutcome
  /** The receiver's status, when it answered. */
  status?: number
  error?: DeliveryError
  durationMs: number
}

export interface Delivery {
  url: string
  /** The endpoint's `whsec_…` secret. */
  secret: string
  /** The event's id: the same on every attempt, so a receiver can drop a repeat. */
  id: string
  payload: WebhookPayload | WebhookTestPayload
  /** When this attempt is made (the signed `webhook-timestamp`). */
  now?: Date
  /** The admin setting that lets webhooks reach private and loopback addresses. */
  allowPrivate: boolean
  /** The whole attempt's deadline: lookup, connection, answer and the read of its start. */
  timeoutMs?: number
  resolver?: AddressResolver
  logger?: Logger
}

export const USER_AGENT = 'Snip-Webhooks/1'
/** How much of an answer is read (then dropped): enough to finish a small answer, never a big one. */
const READ_AT_MOST = 4096
/** The part of the deadline the lookup may use. */
const LOOKUP_MS = 3000

/** 2xx delivered; 408, 429 and 5xx try again; a redirect (never followed) and other 4xx give up. */
export function outcomeOfStatus(status: number): DeliveryOutcome {
  if (status >= 200 && status < 300) return 'delivered'
  if (status === 408 || status === 429 || status >= 500) return 'retry'
  return 'failed'
}

export async function deliver(delivery: Delivery): Promise<DeliveryResult> {
  // Secrets are made by newWebhookSecret: another shape is a bug upstream, not a receiver's failure.
  if (!isWebhookSecret(delivery.secret)) throw new TypeError('The endpoint secret is not in the Standard Webhooks form')
  const started = performance.now()
  const result = await attempt(delivery, started)
  const done = { ...result, durationMs: Math.round(performance.now() - started) }
  // The id and type say which event; the URL, the secret, the body and the receiver's answer stay out.
  delivery.logger?.info('webhook delivery', { id: delivery.id, type: delivery.payload.type, ...done })
  return done
}

async function attempt(delivery: Delivery, started: number): Promise<Omit<DeliveryResult, 'durationMs'>> {
  const { secret, id, payload, allowPrivate, timeoutMs = 10_000, resolver } = delivery
  const url = parseEndpoint(delivery.url)
  if (!url) return { outcome: 'failed', error: 'invalid-url' }

  let address: string
  try {
    const addresses = await resolvePublic(url.hostname, { allowPrivate, resolver, timeoutMs: Math.min(LOOKUP_MS, timeoutMs) })
    address = addresses.find((a) => !a.includes(':')) ?? addresses[0]!
  } catch (error) {
    if (error instanceof OutgoingRefused && error.reason === 'not-public') return { outcome: 'failed', error: 'not-public' }
    return { outcome: 'retry', error: 'unresolved' }
  }

  const body = JSON.stringify(payload)
  const signature = signatureHeaders(secret, id, delivery.now ?? new Date(), body)
  const target = new URL(url)
  target.hostname = address.includes(':') ? `[${address}]` : address
  const named = url.hostname !== target.hostname
  const signal = AbortSignal.timeout(Math.max(1, timeoutMs - (performance.now() - started)))
  try {
    const response = await fetch(target, {
      method: 'POST',
      redirect: 'manual',
      signal,
      // A fresh connection each time: a pooled one, keyed by the IP, could carry one name's request over a
      // connection whose certificate was checked for another name on the same address.
      keepalive: false,
      headers: {
        host: url.host,
        'content-type': 'application/json',
        'user-agent': USER_AGENT,
        ...signature,
      },
      body,
      ...(named && url.protocol === 'https:' ? { tls: { serverName: url.hostname } } : {}),
    })
    await readSome(response)
    if (response.status >= 300 && response.status < 400) return { outcome: 'failed', status: response.status, error: 'redirect' }
    const outcome = outcomeOfStatus(response.status)
    return outcome === 'delivered' ? { outcome, status: response.status } : { outcome, status: response.status, error: 'status' }
  } catch {
    // Bun's error text names the address it connected to: only the kind of failure is kept.
    return { outcome: 'retry', error: signal.aborted ? 'timeout' : 'network' }
  }
}

/** The endpoint as a URL when it is one Snip may post to: http or https, with no user name or password. */
export function parseEndpoint(raw: string): URL | null {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (url.username || url.password || !url.hostname) return null
  url.hash = ''
  return url
}

/** Reads the start of the answer and drops it: the exchange completes, and a huge answer costs nothing. */
async function readSome(response: Response): Promise<void> {
  const reader = response.body?.getReader()
  if (!reader) return
  let read = 0
  try {
    while (read < READ_AT_MOST) {
      const { done, value } = await reader.read()
      if (done) return
      read += value.byteLength
    }
    await reader.cancel()
  } catch {
    // An answer cut short after its status is still that status.
  }
}
