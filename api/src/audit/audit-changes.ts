// What an edit changed, in the log's words: the names of the fields changed and, for fields safe to show,
// their values before and after. A secret (a link's password) is named only: its value never enters the log.
import type { AuditDetails } from '../contracts/audit-schemas'

/**
 * The fields of `after` whose values differ from `before` (dates compared by instant). `shown`: the fields
 * whose values may be kept; every other changed field is named without its values.
 */
export function changesOf(before: Record<string, unknown>, after: Record<string, unknown>, shown: readonly string[]): AuditDetails {
  const fields: string[] = []
  const changes: NonNullable<AuditDetails['changes']> = {}
  for (const [field, value] of Object.entries(after)) {
    if (value === undefined || same(before[field], value)) continue
    fields.push(field)
    if (shown.includes(field)) changes[field] = { from: plain(before[field]), to: plain(value) }
  }
  return Object.keys(changes).length ? { fields, changes } : { fields }
}

const plain = (v: unknown) => (v instanceof Date ? v.toISOString() : (v ?? null))

function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => same(x, b[i]))
  return plain(a) === plain(b)
}

/** At most `max` of the codes, and how many there were: a bulk action's event stays small. */
export function cappedCodes(codes: readonly string[], max: number): { count: number; codes: string[]; more: number } {
  return { count: codes.length, codes: codes.slice(0, max), more: Math.max(0, codes.length - max) }
}
