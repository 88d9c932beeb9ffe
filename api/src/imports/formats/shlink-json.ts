// Shlink's REST API list (GET /rest/v3/short-urls: { shortUrls: { data: [shortUrl], pagination } }, or the
// bare array): shortCode, longUrl, dateCreated, visitsSummary.total (visitsCount before v3),
// meta.validUntil (→ expiresAt), meta.maxVisits (→ maxClicks), title, tags, domain (null: Shlink's default
// domain, the instance's own here), forwardQuery (true → visitor-wins, Shlink's merge) and, when a file adds
// them, redirectRules (smart-links' Shlink reader: docs/decisions/0085).
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
      // Shlink merges the visitor's query over the long URL's own (the visitor's values win); false: none
      forwardQuery: s.forwardQuery === false ? 'off' : s.forwardQuery === true ? 'visitor-wins' : undefined,
      // not in Shlink's list answer: a file that adds each link's /redirect-rules answer carries them
      ...(s.redirectRules !== undefined && { redirectRules: s.redirectRules }),
    }
  },
}
