// The test button's two limits on a clock the test moves: five a minute per endpoint, thirty an hour per
// workspace, each refusal a 429 whose Retry-After is the window of the limit reached.
import { describe, expect, test } from 'vitest'
import { AppError } from '../http/app-error'
import { createRateLimiter, type LimiterFactory } from '../http/rate-limit'
import { testEventLimits, TESTS_PER_ENDPOINT_PER_MINUTE, TESTS_PER_WORKSPACE_PER_HOUR } from './test-event-limits'

function limitsOnClock() {
  const clock = { now: 0 }
  const factory: LimiterFactory = (_name, limit, windowMs) => createRateLimiter(limit, windowMs, () => clock.now)
  return { clock, limits: testEventLimits(factory) }
}

const refusal = (promise: Promise<void>) =>
  promise.then(
    () => null,
    (e: unknown) => (e instanceof AppError ? [e.status, e.code, e.retryAfterSeconds] : e),
  )

describe('test event limits', () => {
  test('five a minute per endpoint, then 429 with Retry-After 60; another endpoint and the next minute go through', async () => {
    const { clock, limits } = limitsOnClock()
    expect(TESTS_PER_ENDPOINT_PER_MINUTE).toBe(5)
    for (let i = 0; i < 5; i++) expect(await refusal(limits.admit(1, 'whe_a'))).toBeNull()
    expect(await refusal(limits.admit(1, 'whe_a'))).toEqual([429, 'rate_limited', 60])
    expect(await refusal(limits.admit(1, 'whe_b'))).toBeNull()
    clock.now += 60_000
    expect(await refusal(limits.admit(1, 'whe_a'))).toBeNull()
  })

  test('thirty an hour per workspace across its endpoints, then 429 with Retry-After 3600; another workspace is not held back', async () => {
    const { clock, limits } = limitsOnClock()
    expect(TESTS_PER_WORKSPACE_PER_HOUR).toBe(30)
    // six endpoints, five each, within one minute: no endpoint is over its own limit
    for (let i = 0; i < 30; i++) expect(await refusal(limits.admit(7, `whe_${i % 6}`)), `test ${i + 1}`).toBeNull()
    expect(await refusal(limits.admit(7, 'whe_new'))).toEqual([429, 'rate_limited', 3600])
    expect(await refusal(limits.admit(8, 'whe_other'))).toBeNull()
    clock.now += 61 * 60_000 // both windows over
    expect(await refusal(limits.admit(7, 'whe_new'))).toBeNull()
  })
})
