// One Idempotency-Key per create attempt (docs/decisions/0015): sending the same body again — a retry
// after a timeout, a second click while the first is still on its way — reuses the key, so the server
// makes one link; another body gets a new key, and so does the next attempt after a success.
// nanoid, not crypto.randomUUID: that exists only in secure contexts, and Snip may be served over plain
// http on a home network.
import { nanoid } from 'nanoid'

export interface AttemptKeys {
  /** The key for sending this body now. */
  keyFor(body: unknown): string
  /** The attempt succeeded: the next one is a new attempt, even with the same body. */
  settled(): void
}

export function attemptKeys(): AttemptKeys {
  let last: { body: string; key: string } | undefined
  return {
    keyFor(body) {
      const text = JSON.stringify(body)
      if (last?.body !== text) last = { body: text, key: nanoid() }
      return last.key
    },
    settled() {
      last = undefined
    },
  }
}
