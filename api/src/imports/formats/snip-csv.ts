// Snip's own CSV (GET /api/urls/export?format=csv): url, code, active, clicks, createdAt, expiresAt,
// maxClicks — only url is required. The account export's CSV (record,…,shortCode,originalUrl,isActive,…)
// is read too: its `link` records are the links.
import type { CsvFormat } from '../parsed-row'
import { firstCell } from '../parsed-row'

/** Undoes the export's formula guard (account/export-formats.ts csvCell): `'-code` was written for `-code`. */
const unguarded = (cell: (name: string) => string | undefined) => (name: string) => cell(name)?.replace(/^'(?=[=+\-@\t\r])/, '')

export const snipCsv: CsvFormat = {
  name: 'snip-csv',
  kind: 'csv',
  detect: (t) => t.columns.includes('url') || t.columns.includes('originalurl'),
  read: (t) =>
    t.records
      .filter((r) => !t.columns.includes('record') || r.cell('record') === 'link')
      .map((r) => {
        const cell = unguarded(r.cell)
        return {
          row: r.line,
          url: firstCell(cell, 'url', 'originalurl'),
          code: firstCell(cell, 'code', 'shortcode'),
          active: firstCell(cell, 'active', 'isactive'),
          clicks: cell('clicks'),
          createdAt: cell('createdat'),
          expiresAt: cell('expiresat'),
          maxClicks: cell('maxclicks'),
        }
      }),
}
