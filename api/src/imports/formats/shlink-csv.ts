// Shlink's short URL lists as CSV: the web client's export (createdAt, domain, shortCode, shortUrl,
// longUrl, title, tags, visits) and `shlink short-url:list` saved as CSV (Short Code, Short URL, Long URL,
// Date created, Visits count, and Domain with --show-domain). The title and the tags (separated by `|`) are
// the link's. The domain: the web client writes the short URL's host (Shlink's default domain too, which is
// the instance's own host once Snip answers on it), the CLI writes DEFAULT for the default domain.
import type { CsvFormat } from '../parsed-row'
import { firstCell } from '../parsed-row'

/** Shlink's name for its default domain in the CLI's table: the instance's own, as an empty cell is. */
const DEFAULT_DOMAIN = 'default'

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
      domain: r.cell('domain')?.toLowerCase() === DEFAULT_DOMAIN ? undefined : r.cell('domain'),
    })),
}
