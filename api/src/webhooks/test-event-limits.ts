// How often the test button may make Snip post (docs/decisions/0086): each press is a request Snip sends to
// an address someone typed, so a person's role must not make it a request generator. Real events are not
// limited here: the queue sends them at its own pace, once per event.
import { AppError } from '../http/app-error'
import type { Limiter, LimiterFactory } from '../http/rate-limit'

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS

/**
 * Test events one endpoint may get a minute. Someone fixing a receiver presses the button, reads the outcome,
 * changes the receiver and presses again: a few times a minute at most. Five is more than that, and keeps a
 * script to one request every 12 seconds at one address.
 */
export const TESTS_PER_ENDPOINT_PER_MINUTE = 5
/**
 * Test events a workspace may send an hour, all its endpoints together. An endpoint per minute alone would let
 * a workspace with ten endpoints (the default WEBHOOKS_PER_WORKSPACE) aimed at one address send 50 a minute;
 * 30 an hour is six minutes of pressing at the endpoint's limit, more than a setup session needs.
 */
export const TESTS_PER_WORKSPACE_PER_HOUR = 30

export interface TestEventLimits {
  /** Counts one test of `endpointId`; throws 429 (Retry-After: the window of the limit reached) when over either limit. */
  admit(workspaceId: number, endpointId: string): Promise<void>
}

/** The two limits, from the house's factory (shared by every instance through Redis when REDIS_URL is set). */
export function testEventLimits(limiters: LimiterFactory): TestEventLimits {
  const perEndpoint: Limiter = limiters('webhook-tests-endpoint', TESTS_PER_ENDPOINT_PER_MINUTE, MINUTE_MS)
  const perWorkspace: Limiter = limiters('webhook-tests-workspace', TESTS_PER_WORKSPACE_PER_HOUR, HOUR_MS)
  return {
    async admit(workspaceId, endpointId) {
      // the endpoint first: a script pressing at one endpoint is stopped there before it spends the workspace's hour
      if (!(await perEndpoint.hit(`endpoint:${endpointId}`))) throw AppError.rateLimited(MINUTE_MS)
      if (!(await perWorkspace.hit(`workspace:${workspaceId}`))) throw AppError.rateLimited(HOUR_MS)
    },
  }
}
