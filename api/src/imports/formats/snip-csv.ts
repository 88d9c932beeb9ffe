// Snip's own CSV (GET /api/urls/export?format=csv): url, code, active, clicks, createdAt, expiresAt,
// maxClicks — only url is required. The account export's CSV (record,…,shortCode,originalUrl,isActive,…)
// is read too: its `link` records are the links.
import type { CsvFormat } from '../parsed-row'
import { firstCell } from '../parsed-row'

export const snipCsv: CsvFormat = {
  name: 'snip-csv',
  kind: 'csv',
  detect: (t) => t.columns.includes('url') || t.columns.includes('originalurl'),
  read: (t) =>
    t.records
      .filter((r) => !t.columns.includes('record') || r.cell('record') === 'link')
      .map((r) => ({
        row: r.line,
        url: firstCell(r.cell, 'url', 'originalurl'),
        code: firstCell(r.cell, 'code', 'shortcode'),
        active: firstCell(r.cell, 'active', 'isactive'),
        clicks: r.cell('clicks'),
        createdAt: r.cell('createdat'),
        expiresAt: r.cell('expiresat'),
        maxClicks: r.cell('maxclicks'),
      })),
}
