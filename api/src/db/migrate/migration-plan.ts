// What starting this build must do to a database, decided from the migrations it records (Drizzle's journal:
// hash and created_at of each applied file) and whether it holds any table at all. Drizzle's own migrator
// applies every shipped migration newer than the last one recorded; that is right only while the journal is
// an exact beginning of the shipped list. Main's history was regenerated and renumbered before it was made
// to only grow, so a database may record migrations under names and times this build does not ship: those
// are repaired (repair-steps.ts) instead of trusted or replayed.
import type { ShippedMigration } from './shipped-migrations'

export interface RecordedMigration {
  hash: string
  createdAt: number
}

export type MigrationPlan =
  /** A brand-new database: every migration is applied, nothing is backed up. */
  | { kind: 'empty' }
  | { kind: 'current' }
  /** The journal is the shipped list's beginning: Drizzle applies the rest. */
  | { kind: 'append'; pending: ShippedMigration[] }
  /** The journal names migrations this build does not ship, or skips some: each missing change is made. */
  | { kind: 'repair'; pending: ShippedMigration[]; replaced: RecordedMigration[] }
  /** A newer build migrated the database: this one must not touch it. */
  | { kind: 'newer'; database: RecordedMigration; build: ShippedMigration }

/** `recorded` in the order they were applied (created_at, then insertion). */
export function planMigrations(shipped: ShippedMigration[], recorded: RecordedMigration[], hasTables: boolean): MigrationPlan {
  const last = shipped.at(-1)
  if (!last) throw new Error('this build ships no migrations')
  const known = new Set(shipped.map((m) => m.hash))
  const newer = recorded.filter((r) => !known.has(r.hash) && r.createdAt > last.when).sort((a, b) => b.createdAt - a.createdAt)[0]
  if (newer) return { kind: 'newer', database: newer, build: last }
  if (recorded.length === 0 && !hasTables) return { kind: 'empty' }
  // Tables with no journal at all are not a beginning: whatever made them, their schema is read, not assumed.
  const prefix =
    recorded.length > 0 && recorded.length <= shipped.length && recorded.every((r, i) => r.hash === shipped[i]!.hash && r.createdAt === shipped[i]!.when)
  if (prefix) return recorded.length === shipped.length ? { kind: 'current' } : { kind: 'append', pending: shipped.slice(recorded.length) }
  const applied = new Set(recorded.map((r) => r.hash))
  return { kind: 'repair', pending: shipped.filter((m) => !applied.has(m.hash)), replaced: recorded.filter((r) => !known.has(r.hash)) }
}

/** The plan's migrations as the log names them. */
export const pendingTags = (plan: MigrationPlan) => ('pending' in plan ? plan.pending.map((m) => m.tag) : [])
