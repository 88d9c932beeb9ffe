// The Prometheus families of one server (docs/operations.md § Metrics lists them), in a registry of its own. The
// rooms that emit events get the narrow interfaces built here (RedirectEvents, ClickEvents, AuthEvents, a
// WaitListener); none of them imports prom-client. Labels only ever hold fixed words and route patterns.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { AuthEvents } from '../auth'
import type { ClickEvents } from '../clicks'
import type { WaitListener } from '../db/database'
import type { LinkCache } from '../redirect/link-cache'
import type { RedirectEvents } from '../redirect/redirect-events'
import { readCounter, talliedCounter } from './tallies'

export type Metrics = ReturnType<typeof createMetrics>

/**
 * Default metrics that Bun leaves empty or always 0 (it keeps no libuv handle list, V8 heap spaces or GC
 * entries): dropped rather than drawn as a flat line that looks like a fact.
 */
const EMPTY_ON_BUN = [
  'nodejs_active_resources',
  'nodejs_active_resources_total',
  'nodejs_active_handles',
  'nodejs_active_handles_total',
  'nodejs_active_requests',
  'nodejs_active_requests_total',
  'nodejs_heap_space_size_total_bytes',
  'nodejs_heap_space_size_used_bytes',
  'nodejs_heap_space_size_available_bytes',
  'nodejs_gc_duration_seconds',
]

const SHORT_BUCKETS = [0.0001, 0.0005, 0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5]

export function createMetrics(cache: Pick<LinkCache, 'hits' | 'misses' | 'size'>) {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  for (const name of EMPTY_ON_BUN) registry.removeSingleMetric(name)

  const outcomes = talliedCounter(
    registry,
    'snip_redirects_total',
    'Follows of short links by outcome: redirected, not_found (404), gone (410), rate_limited (429).',
    'outcome',
    ['redirected', 'not_found', 'gone', 'rate_limited'] as const,
  )
  const redirects: RedirectEvents = {
    redirected: () => void outcomes.redirected++,
    notFound: () => void outcomes.not_found++,
    gone: () => void outcomes.gone++,
    rateLimited: () => void outcomes.rate_limited++,
  }

  let counted = 0
  readCounter(registry, 'snip_clicks_counted_total', 'Clicks counted in memory (followed by a person, not a crawler).', () => counted)
  const flushed = new Counter({ name: 'snip_clicks_flushed_total', help: 'Clicks written to the database by the click flush.', registers: [registry] })
  const flushFailures = new Counter({
    name: 'snip_click_flush_failures_total',
    help: 'Click flushes that failed (their clicks are kept for the next one).',
    registers: [registry],
  })
  const flushDuration = new Histogram({
    name: 'snip_click_flush_duration_seconds',
    help: 'Time one click flush took.',
    buckets: SHORT_BUCKETS,
    registers: [registry],
  })
  const clicks: ClickEvents = {
    counted: () => void counted++,
    flushed(n, seconds, failed) {
      flushed.inc(n)
      flushDuration.observe(seconds)
      if (failed) flushFailures.inc()
    },
  }

  readCounter(registry, 'snip_link_cache_hits_total', 'Short-code lookups answered from the in-memory cache.', () => cache.hits)
  readCounter(registry, 'snip_link_cache_misses_total', 'Short-code lookups that went to the database.', () => cache.misses)
  new Gauge({
    name: 'snip_link_cache_entries',
    help: 'Codes held in the link cache (links and "no such link" answers).',
    registers: [registry],
    collect() {
      this.set(cache.size)
    },
  })

  const authEvents = talliedCounter(registry, 'snip_auth_events_total', 'Auth events: sign_in, sign_in_failed, rate_limited (429).', 'event', [
    'sign_in',
    'sign_in_failed',
    'rate_limited',
  ] as const)
  const auth: AuthEvents = {
    signedIn: () => void authEvents.sign_in++,
    signInFailed: () => void authEvents.sign_in_failed++,
    rateLimited: () => void authEvents.rate_limited++,
  }

  const waits = new Histogram({
    name: 'snip_db_wait_seconds',
    help: 'Waits before database work: wait="transaction" to begin one (SQLite lock, PostgreSQL pool), wait="write" (SQLite write held by an open transaction).',
    labelNames: ['wait'],
    buckets: SHORT_BUCKETS,
    registers: [registry],
  })
  const dbWaited: WaitListener = (wait, seconds) => waits.observe({ wait }, seconds)

  const requests = new Histogram({
    name: 'snip_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern, method and status class (short-link follows are not timed).',
    labelNames: ['route', 'method', 'status'],
    registers: [registry],
  })
  const requestTimed = (route: string, method: string, status: string, seconds: number) => requests.observe({ route, method, status }, seconds)

  return {
    redirects,
    clicks,
    auth,
    dbWaited,
    requestTimed,
    contentType: registry.contentType,
    /** The exposition text (what a scrape gets). */
    scrape: () => registry.metrics(),
  }
}
