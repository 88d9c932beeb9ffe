// Snip's own JSON (GET /api/urls/export?format=json: { exportedAt, links: [{ url, code, active, clicks,
// createdAt, expiresAt, maxClicks, fallbackUrl, title, note, tags, domain }] }: contracts/exported-link.ts; a
// null domain is the instance's own) and the account export's (links: [{ originalUrl, shortCode, isActive,
// … }], the link's own names), or a bare array of either.
import { linkNameOf, SNIP_CSV_COLUMNS } from '../../contracts/exported-link'
import type { JsonFormat, ParsedRow } from '../parsed-row'
import { isRecord } from '../parsed-row'

function linksOf(doc: unknown): Record<string, unknown>[] | null {
  const list = isRecord(doc) ? doc.links : doc
  if (!Array.isArray(list) || list.length === 0) return null
  return list.every((l) => isRecord(l) && ('url' in l || 'originalUrl' in l)) ? (list as Record<string, unknown>[]) : null
}

export const snipJson: JsonFormat = {
  name: 'snip-json',
  kind: 'json',
  items: linksOf,
  read: (l, row) => {
    const fields = SNIP_CSV_COLUMNS.map((key) => [key, l[key] ?? l[linkNameOf(key)]])
    return { ...Object.fromEntries(fields), row } as ParsedRow
  },
}
