// Kutt's links as its API lists them (GET /api/v2/links: { total, limit, skip, data: [link] }, or the bare
// array): address (the code), target, banned, visit_count, created_at, expire_in, description (→ the
// note), domain (a custom domain's host; null or absent: Kutt's default, the instance's own here). A banned
// link comes in inactive. Kutt's passwords never leave Kutt (its API answers only `password: true`).
import type { JsonFormat } from '../parsed-row'
import { isRecord, objectsWith, text } from '../parsed-row'

export const kuttJson: JsonFormat = {
  name: 'kutt-json',
  kind: 'json',
  items: (doc) => objectsWith(isRecord(doc) ? doc.data : doc, 'address', 'target'),
  read: (link, row) => ({
    row,
    url: text(link.target),
    code: text(link.address),
    active: link.banned === true ? false : undefined,
    createdAt: text(link.created_at),
    expiresAt: text(link.expire_in) ?? null,
    clicks: text(link.visit_count),
    note: link.description,
    domain: link.domain,
  }),
}
