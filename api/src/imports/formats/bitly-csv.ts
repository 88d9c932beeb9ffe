// Bitly's link export (Links → Export): Title, Link, Custom Link, Destination URL, Date Created, Tags,
// Engagements; older exports name them Bitlink, Custom Bitlinks, Long URL, Created, Clicks. The code is
// the custom back-half when there is one, else the Bitlink's (`bit.ly/3xYzAbc` → `3xYzAbc`). The title is
// the link's title.
import type { CsvFormat } from '../parsed-row'
import { codeOfShortUrl, firstCell } from '../parsed-row'

export const bitlyCsv: CsvFormat = {
  name: 'bitly-csv',
  kind: 'csv',
  detect: (t) =>
    ['destinationurl', 'longurl'].some((c) => t.columns.includes(c)) && ['link', 'bitlink', 'customlink', 'custombitlinks'].some((c) => t.columns.includes(c)),
  read: (t) =>
    t.records.map((r) => {
      const custom = firstCell(r.cell, 'customlink', 'custombitlinks')?.split(/[,|]/)[0]?.trim()
      return {
        row: r.line,
        url: firstCell(r.cell, 'destinationurl', 'longurl'),
        code: codeOfShortUrl(custom || firstCell(r.cell, 'link', 'bitlink')),
        createdAt: firstCell(r.cell, 'datecreated', 'created', 'createdat'),
        clicks: firstCell(r.cell, 'engagements', 'totalengagements', 'clicks'),
        title: r.cell('title'),
      }
    }),
}
