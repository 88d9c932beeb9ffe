// Password hashes: argon2id through Bun.password, with OWASP's recommended minimum parameters (19 MiB,
// 2 iterations, 1 lane), and at most `slots` hashes computed at once. argon2id's memory is the point of
// it, so it is also a cost: Bun's default (64 MiB) times a burst of concurrent sign-ins is hundreds of
// megabytes. Here the worst case is slots × 19 MiB; the rest wait their turn (docs/decisions/0008).
// Hashes carry their parameters, so older hashes with other parameters still verify.
import { availableParallelism } from 'node:os'

export const ARGON2 = { algorithm: 'argon2id', memoryCost: 19_456, timeCost: 2 } as const

/**
 * The API tests' servers only (api/test/harness.ts): argon2id at its cheapest, about 1 ms instead of 60 here.
 * The role matrices sign up hundreds of people, and their hashes were most of those files' CPU time. Set
 * per test file (Vitest gives each its own modules); a file that measures what a hash costs asks for the real
 * one, and no server outside the tests can turn it on (no setting reads it).
 */
const CHEAP_FOR_TESTS = { algorithm: 'argon2id', memoryCost: 1024, timeCost: 1 } as const
let params: typeof ARGON2 | typeof CHEAP_FOR_TESTS = ARGON2

export function cheapPasswordHashesInTests(on: boolean): void {
  params = on ? CHEAP_FOR_TESTS : ARGON2
}

/** Runs at most `slots` tasks at once; the others wait in order. `active()`: tasks running or waiting. */
export function createGate(slots: number) {
  let running = 0
  const waiting: (() => void)[] = []
  return Object.assign(run, { active: () => running + waiting.length })
  async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve))
    else running++
    try {
      return await task()
    } finally {
      const next = waiting.shift()
      if (next)
        next() // the slot passes straight to the next task
      else running--
    }
  }
}

const gate = createGate(Math.max(2, availableParallelism()))

/** Hashes and verifications running or waiting now (a test checks that none runs inside a transaction). */
export const passwordWorkUnderway = () => gate.active()

export function hashPassword(password: string): Promise<string> {
  return gate(() => Bun.password.hash(password, params))
}

// A real hash of a random value, made on first use: verifying an unknown user costs the same as a
// wrong password.
let decoy: Promise<string> | undefined

/** Verifies a password against a stored hash; without a hash, burns the same time and answers false. */
export async function verifyPassword(password: string, hash: string | undefined): Promise<boolean> {
  if (!hash) {
    decoy ??= hashPassword(crypto.randomUUID())
    const against = await decoy
    await gate(() => Bun.password.verify(password, against)).catch(() => false)
    return false
  }
  return gate(() => Bun.password.verify(password, hash)).catch(() => false)
}
