// Snip's own CSV (GET /api/urls/export?format=csv): a column per field of an exported link
// (contracts/exported-link.ts: url, code, active, clicks, createdAt, expiresAt, maxClicks, fallbackUrl, title,
// note, tags, domain: empty for the instance's own) — only url is required. The account export's CSV (record,…,shortCode,originalUrl,isActive,…)
// is read too: its `link` records are the links, its columns named as the link's fields are.
import { linkNameOf, SNIP_CSV_COLUMNS } from '../../contracts/exported-link'
import { looseName } from '../csv-table'
import type { CsvFormat, ParsedRow } from '../parsed-row'
import { firstCell } from '../parsed-row'

/**
 * Undoes the export's formula guard (account/export-formats.ts csvCell, and link-export.ts for text that
 * starts with apostrophes): `'-code` was written for `-code`, `''=x` for `'=x`.
 */
const unguarded = (cell: (name: string) => string | undefined) => (name: string) => cell(name)?.replace(/^'(?='*[=+\-@\t\r])/, '')

export const snipCsv: CsvFormat = {
  name: 'snip-csv',
  kind: 'csv',
  detect: (t) => t.columns.includes('url') || t.columns.includes('originalurl'),
  read: (t) =>
    t.records
      .filter((r) => !t.columns.includes('record') || r.cell('record') === 'link')
      .map((r) => {
        const cell = unguarded(r.cell)
        const fields = SNIP_CSV_COLUMNS.map((key) => [key, firstCell(cell, looseName(key), looseName(linkNameOf(key)))])
        return { ...Object.fromEntries(fields), row: r.line } as ParsedRow
      }),
}
