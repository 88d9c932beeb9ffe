// Counts bumped on hot paths as plain numbers (`tally.redirected++`, about a nanosecond) and handed to
// prom-client only when /metrics is scraped. A prom-client child's inc() hashes its labels on every call
// (≈0.4 µs measured here): too much for the redirect (docs/decisions/0037-metrics.md).
import { Counter, type Registry } from 'prom-client'

export type Tally<K extends string> = Record<K, number>

/** A counter family whose values are read from the returned tally at scrape time. */
export function talliedCounter<K extends string>(registry: Registry, name: string, help: string, label: string, keys: readonly K[]): Tally<K> {
  const tally = Object.fromEntries(keys.map((k) => [k, 0])) as Tally<K>
  new Counter({
    name,
    help,
    labelNames: [label],
    registers: [registry],
    collect() {
      this.reset()
      for (const key of keys) this.inc({ [label]: key }, tally[key])
    },
  })
  return tally
}

/** A label-less counter family read from `read()` at scrape time (a total kept elsewhere). */
export function readCounter(registry: Registry, name: string, help: string, read: () => number): void {
  new Counter({
    name,
    help,
    registers: [registry],
    collect() {
      this.reset()
      this.inc(read())
    },
  })
}
