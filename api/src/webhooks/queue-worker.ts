// The delivery worker (docs/decisions/0086): about once a second it claims due rows with a lease, makes one
// guarded attempt each (deliver.ts), records the outcome and schedules the next try. Off the redirect's
// path: it runs on its own timer and only reads and writes the webhook tables. Stopping waits for the
// attempts under way; a row whose lease runs out (an instance that died mid-attempt) is claimed again.
import type { Database } from '../db/database'
import type { Logger } from '../http/logger'
import { sendClickTallies } from './click-tallies'
import { EXPIRY_CATCH_UP_MS, queueExpiriesBetween } from './link-expiry'
import { deliver, type DeliveryResult } from './deliver'
import type { WebhookPayload } from './events'
import { claimDue, disableEndpoint, endpointSecret, recordAttempt, type AttemptRecord, type Claimed } from './queue-store'
import { nextAttemptAt, shouldDisableEndpoint } from './retry-schedule'

/** How long a claimed row is kept from other instances: longer than one attempt's 10-second deadline. */
export const CLAIM_LEASE_MS = 60_000
export const WORKER_INTERVAL_MS = 1_000
const BATCH = 20

export interface WebhookWorkerOptions {
  db: Database
  signingKey: Uint8Array
  allowPrivate: boolean
  logger?: Logger
  now?: () => number
  intervalMs?: number
  leaseMs?: number
  timeoutMs?: number
  /** When the next attempt is due (tests pass a short one); null gives up. */
  schedule?: (firstAt: Date, attempts: number, now: Date) => Date | null
  /** Told once when an endpoint is disabled (the composition mails the workspace's owners). */
  onDisabled?: (endpoint: Claimed['endpoint']) => void | Promise<void>
}

export interface WebhookWorker {
  /** One round: claims and attempts what is due; answers how many attempts were made. */
  tick(): Promise<number>
  stop(): Promise<void>
}

export function startWebhookWorker(opts: WebhookWorkerOptions): WebhookWorker {
  const clock = opts.now ?? Date.now
  const schedule = opts.schedule ?? ((firstAt, attempts, now) => nextAttemptAt(firstAt, attempts, now))
  let running: Promise<number> | null = null
  let stopped = false
  /** Expiry dates up to here were looked at (this instance's memory; a restart looks back a day, told once by id). */
  let expiriesTo = new Date(clock() - EXPIRY_CATCH_UP_MS)

  async function attemptOne(row: Claimed): Promise<void> {
    const now = new Date(clock())
    const secret = endpointSecret(opts.signingKey, row.endpoint)
    // Sealed under another signing key (JWT_SECRET changed): nothing can be signed for it, so it gives up.
    const result: Pick<DeliveryResult, 'outcome' | 'status'> & { error?: string } = secret
      ? await deliver({
          url: row.endpoint.url,
          secret,
          id: row.eventId,
          payload: row.payload as unknown as WebhookPayload,
          now,
          allowPrivate: opts.allowPrivate,
          timeoutMs: opts.timeoutMs,
          logger: opts.logger,
        })
      : { outcome: 'failed', error: 'secret-unreadable' }
    const at = new Date(clock())
    const record: AttemptRecord = { status: 'failed', statusCode: result.status ?? null, error: result.error ?? null, nextAttemptAt: null }
    if (result.outcome === 'delivered') record.status = 'delivered'
    else if (result.outcome === 'retry') {
      const next = schedule(row.firstAttemptAt ?? now, row.attempts + 1, at)
      if (next) Object.assign(record, { status: 'pending', nextAttemptAt: next })
    }
    const givenUp = await recordAttempt(opts.db, row, record, at)
    if (givenUp !== null && shouldDisableEndpoint(givenUp) && (await disableEndpoint(opts.db, row.endpointId, 'given-up', at))) {
      opts.logger?.info('webhook endpoint disabled', { endpoint: row.endpointId, givenUpInARow: givenUp })
      await opts.onDisabled?.(row.endpoint)
    }
  }

  async function round(): Promise<number> {
    // The click tallies due this minute become queued events first, so they go out in this round.
    await sendClickTallies(opts.db, new Date(clock()))
    const to = new Date(clock())
    if (to > expiriesTo) {
      await queueExpiriesBetween(opts.db, expiriesTo, to)
      expiriesTo = to
    }
    const rows = await claimDue(opts.db, new Date(clock()), opts.leaseMs ?? CLAIM_LEASE_MS, BATCH)
    await Promise.all(
      rows.map((row) =>
        attemptOne(row).catch((error: unknown) =>
          opts.logger?.error('webhook attempt failed', { id: row.eventId, error: error instanceof Error ? error.name : 'unknown' }),
        ),
      ),
    )
    return rows.length
  }

  const tick = (): Promise<number> => {
    if (running) return running
    running = round().finally(() => {
      running = null
    })
    return running
  }

  const timer = setInterval(() => {
    if (stopped) return
    tick().catch((error: unknown) => opts.logger?.error('webhook round failed', { error: error instanceof Error ? error.name : 'unknown' }))
  }, opts.intervalMs ?? WORKER_INTERVAL_MS)
  timer.unref?.()

  return {
    tick,
    async stop() {
      stopped = true
      clearInterval(timer)
      await running?.catch(() => {})
    },
  }
}
