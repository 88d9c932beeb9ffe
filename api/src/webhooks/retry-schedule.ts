// When a webhook that did not arrive is tried again, and when Snip stops trying. Quick retries first (a
// receiver restarting is back in seconds), then hours apart (a receiver that is down for the night), for
// 24 hours after the first attempt, as Standard Webhooks recommends. Each wait is spread by ±20% so that
// the events an outage held back do not all arrive again in the same second.

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE

/** The wait after the 1st, 2nd, … attempt; past the list, the last step repeats. */
export const RETRY_STEPS_MS: readonly number[] = [5 * SECOND, 30 * SECOND, 2 * MINUTE, 10 * MINUTE, 30 * MINUTE, HOUR, 2 * HOUR, 4 * HOUR]

/** How long after its first attempt an event is still tried. */
export const RETRY_WINDOW_MS = 24 * HOUR

/** Each wait is its step times a factor in [1 − JITTER, 1 + JITTER). */
export const RETRY_JITTER = 0.2

/**
 * When to try an event again after `attempts` attempts (the first one at `firstAt`, the last one ending
 * at `now`); null when the next try would fall past the 24-hour window, which means: give up.
 * `random` in [0, 1) spreads the wait (Math.random in production, fixed in tests).
 */
export function nextAttemptAt(firstAt: Date, attempts: number, now: Date, random: () => number = Math.random): Date | null {
  if (!Number.isInteger(attempts) || attempts < 1) throw new RangeError('attempts counts the attempts made, from 1')
  const step = RETRY_STEPS_MS[Math.min(attempts, RETRY_STEPS_MS.length) - 1]!
  const wait = Math.round(step * (1 - RETRY_JITTER + 2 * RETRY_JITTER * random()))
  const at = now.getTime() + wait
  return at > firstAt.getTime() + RETRY_WINDOW_MS ? null : new Date(at)
}

/**
 * An endpoint is switched off after this many events in a row were given up on (each one refused for good
 * or out of retries), so a receiver that is gone stops costing a request per event; any delivered event
 * resets the count. Its owner sees it disabled and switches it back on. Five, not one: a receiver that
 * answered 404 to a single event type it does not expect is not gone.
 */
export const DISABLE_AFTER_GIVEN_UP = 5

/** Whether an endpoint whose last `givenUpInARow` events were all given up on must now be disabled. */
export const shouldDisableEndpoint = (givenUpInARow: number): boolean => givenUpInARow >= DISABLE_AFTER_GIVEN_UP
