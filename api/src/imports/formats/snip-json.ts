// Snip's own JSON (GET /api/urls/export?format=json: { exportedAt, links: [{ url, code, active, clicks,
// createdAt, expiresAt, maxClicks }] }) and the account export's (links: [{ originalUrl, shortCode,
// isActive, clicks, createdAt, … }]), or a bare array of either.
import type { JsonFormat } from '../parsed-row'
import { isRecord, text } from '../parsed-row'

function linksOf(doc: unknown): Record<string, unknown>[] | null {
  const list = isRecord(doc) ? doc.links : doc
  if (!Array.isArray(list) || list.length === 0) return null
  return list.every((l) => isRecord(l) && ('url' in l || 'originalUrl' in l)) ? (list as Record<string, unknown>[]) : null
}

export const snipJson: JsonFormat = {
  name: 'snip-json',
  kind: 'json',
  items: linksOf,
  read: (l, row) => ({
    row,
    url: text(l.url ?? l.originalUrl),
    code: text(l.code ?? l.shortCode),
    active: typeof (l.active ?? l.isActive) === 'boolean' ? ((l.active ?? l.isActive) as boolean) : text(l.active ?? l.isActive),
    clicks: text(l.clicks),
    createdAt: text(l.createdAt),
    expiresAt: text(l.expiresAt) ?? null,
    maxClicks: text(l.maxClicks) ?? null,
  }),
}
