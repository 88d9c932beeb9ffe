// Shlink's short URL lists as CSV: the web client's export (createdAt, domain, shortCode, shortUrl,
// longUrl, title, tags, visits) and `shlink short-url:list` saved as CSV (Short Code, Short URL, Long URL,
// Date created, Visits count). The title and the tags (separated by `|`) are the link's.
import type { CsvFormat } from '../parsed-row'
import { firstCell } from '../parsed-row'

export const shlinkCsv: CsvFormat = {
  name: 'shlink-csv',
  kind: 'csv',
  detect: (t) => t.columns.includes('shortcode') && t.columns.includes('longurl'),
  read: (t) =>
    t.records.map((r) => ({
      row: r.line,
      url: r.cell('longurl'),
      code: r.cell('shortcode'),
      createdAt: firstCell(r.cell, 'createdat', 'datecreated'),
      clicks: firstCell(r.cell, 'visits', 'visitscount'),
      title: r.cell('title'),
      tags: r.cell('tags'),
    })),
}
