// The A/B split's choice: a fresh random draw per follow from crypto.getRandomValues. No cookie and nothing
// derived from the address: a visitor may see another variant next time (docs/decisions/0085 says why).

const buffer = new Uint32Array(1)

/** A uniform 32-bit unsigned integer from the platform's cryptographic generator. */
export function cryptoDraw(): number {
  crypto.getRandomValues(buffer)
  return buffer[0]!
}

/** Draws at or above this are thrown back, so each of the 100 points has the same chance (no modulo bias). */
const LIMIT = 2 ** 32 - (2 ** 32 % 100)

/**
 * A picker over weights summing to 100: the index of the chosen one. `draw` gives uniform 32-bit integers
 * (tests hand in broken ones to prove the distribution test can fail).
 */
export function weightedPicker(weights: readonly number[], draw: () => number = cryptoDraw): () => number {
  const bounds = new Uint8Array(weights.length)
  let total = 0
  weights.forEach((w, i) => (bounds[i] = total += w))
  const last = weights.length - 1
  return () => {
    let x = draw()
    while (x >= LIMIT) x = draw()
    const point = x % 100
    for (let i = 0; i < last; i++) if (point < bounds[i]!) return i
    return last
  }
}
