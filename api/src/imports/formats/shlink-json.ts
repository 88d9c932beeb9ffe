// Shlink's REST API list (GET /rest/v3/short-urls: { shortUrls: { data: [shortUrl], pagination } }, or the
// bare array): shortCode, longUrl, dateCreated, visitsSummary.total (visitsCount before v3),
// meta.validUntil (→ expiresAt), meta.maxVisits (→ maxClicks), title, tags and domain (null: Shlink's default
// domain, the instance's own here).
import type { JsonFormat } from '../parsed-row'
import { isRecord, objectsWith, text } from '../parsed-row'

export const shlinkJson: JsonFormat = {
  name: 'shlink-json',
  kind: 'json',
  items: (doc) => objectsWith(isRecord(doc) && isRecord(doc.shortUrls) ? doc.shortUrls.data : doc, 'shortCode', 'longUrl'),
  read: (s, row) => {
    const meta = isRecord(s.meta) ? s.meta : {}
    const visits = isRecord(s.visitsSummary) ? s.visitsSummary.total : s.visitsCount
    return {
      row,
      url: text(s.longUrl),
      code: text(s.shortCode),
      createdAt: text(s.dateCreated),
      expiresAt: text(meta.validUntil) ?? null,
      maxClicks: text(meta.maxVisits) ?? null,
      clicks: text(visits),
      title: s.title,
      tags: s.tags,
      domain: s.domain,
    }
  },
}
