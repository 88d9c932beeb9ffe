// YOURLS as CSV: its yourls_url table exported (keyword, url, title, timestamp, ip, clicks — phpMyAdmin,
// Adminer, the admin's export plugins) or the Import/Export plugin's file (source `/keyword/`, target,
// hits). The `ip` column is never read: a visitor's or creator's address is not Snip's to keep.
import type { CsvFormat } from '../parsed-row'
import { firstCell } from '../parsed-row'

export const yourlsCsv: CsvFormat = {
  name: 'yourls-csv',
  kind: 'csv',
  detect: (t) => (t.columns.includes('keyword') && t.columns.includes('url')) || (t.columns.includes('source') && t.columns.includes('target')),
  read: (t) =>
    t.records.map((r) => ({
      row: r.line,
      url: firstCell(r.cell, 'url', 'target'),
      code: firstCell(r.cell, 'keyword', 'source')?.replace(/^\/+|\/+$/g, ''),
      createdAt: r.cell('timestamp'),
      clicks: firstCell(r.cell, 'clicks', 'hits'),
    })),
}
