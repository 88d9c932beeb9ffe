// What a new link may carry beyond its owner, target, code and claim (its workspace, null when anonymous), in the order the written-out inserts
// (sqlite-link-insert.ts, postgres-link-insert.ts) bind it: the lifecycle, then the owner's text fields
// (contracts/link.ts), then the smart rules and forwarding (docs/decisions/0085). The inserts take each column's name, and on PostgreSQL its type, from the schema.
import { ownerTextKeys } from '../../contracts/link'
import type { NewLink } from './links.repository'

export const optionalKeys = [
  'workspaceId',
  'domainId',
  'expiresAt',
  'maxClicks',
  'fallbackUrl',
  'passwordHash',
  ...ownerTextKeys,
  'rules',
  'forwardQuery',
] as const satisfies readonly (keyof NewLink)[]

/** The optional values of `link` in `optionalKeys` order, dates as `date` turns them (milliseconds or ISO text), absent as null. */
export function optionalValuesOf(link: NewLink, date: (d: Date) => number | string): (string | number | null)[] {
  const out: (string | number | null)[] = []
  for (const key of optionalKeys) {
    const v = link[key]
    // the rules' JSON as text: SQLite's json column stores it so, and PostgreSQL's `::jsonb` parses it
    out.push(v instanceof Date ? date(v) : typeof v === 'object' && v !== null ? JSON.stringify(v) : (v ?? null))
  }
  return out
}
