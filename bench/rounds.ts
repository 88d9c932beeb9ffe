// Side-by-side measurements on a shared machine: every side runs once per round, the order reversed every
// other round (ABC, CBA, …) so no side always follows the same one, and a ratio is the median of the
// per-round ratios — only figures measured in the same minutes mean anything here.
import { median } from './wrk'

/** `runs` rounds of every side in `sides`, in the given order on even rounds and reversed on odd ones. */
export async function alternate<K extends string, R>(runs: number, sides: Record<K, () => Promise<R>>): Promise<Record<K, R>[]> {
  const names = Object.keys(sides) as K[]
  const rounds: Record<K, R>[] = []
  for (let r = 0; r < runs; r++) {
    const round = {} as Record<K, R>
    for (const name of r % 2 === 0 ? names : [...names].reverse()) round[name] = await sides[name]()
    rounds.push(round)
  }
  return rounds
}

/** The median over the rounds of `side`'s rate ÷ `baseline`'s rate. */
export function medianRatio<K extends string>(rounds: Record<K, { rps: number }>[], side: K, baseline: K): number {
  return median(rounds.map((round) => round[side].rps / round[baseline].rps))
}
