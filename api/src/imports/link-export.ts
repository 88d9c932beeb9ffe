// GET /api/urls/export: the caller's links (all, the ids chosen, or those matching the dashboard's filter)
// with their exact clicks, in the shape
// the snip-csv and snip-json imports read back. Streamed a page at a time like the account export, and
// with its CSV escaping (account/export-formats.ts): a cell that looks like a formula gets a leading `'`.
import { SNIP_CSV_COLUMNS, type ExportedLinkDto, type LinkExportFormat } from '../contracts'
import type { ClickReader } from '../clicks'
import type { Database } from '../db/database'
import type { Actor } from '../http/actor'
import { csvCell } from '../account/export-formats'
import type { LinkFilter } from '../contracts/link-listing-schemas'
import { datesAndCapOf, findOwnedLinks, type LinkRow, type Links } from '../links'

export interface LinkExportDeps {
  db: Database
  links: Links
  clicks: ClickReader
}

const csvLine = (cells: (string | number | boolean | null)[]) => `${cells.map(csvCell).join(',')}\r\n`

function exported(row: LinkRow, clicks: number): ExportedLinkDto {
  return {
    url: row.originalUrl,
    code: row.shortCode,
    active: row.isActive,
    clicks,
    ...datesAndCapOf(row),
  }
}

const writers = {
  csv: {
    type: 'text/csv; charset=utf-8; header=present',
    begin: () => csvLine([...SNIP_CSV_COLUMNS]),
    link: (l: ExportedLinkDto) => csvLine([l.url, l.code, l.active, l.clicks, l.createdAt, l.expiresAt, l.maxClicks]),
    end: () => '',
  },
  json: {
    type: 'application/json; charset=utf-8',
    begin: (at: Date) => `{"exportedAt":${JSON.stringify(at.toISOString())},"links":[`,
    link: (l: ExportedLinkDto, first: boolean) => `${first ? '\n' : ',\n'}${JSON.stringify(l)}`,
    end: () => '\n]}\n',
  },
}

/** What to export: `ids`, only these of the caller's links (another user's ids name nothing and are left
 * out); otherwise every link matching `filter` (the dashboard's "all matching"; `{}` is every link). */
export type ExportChoice = { ids: number[] } | { filter: LinkFilter }

export async function exportLinks(deps: LinkExportDeps, { userId }: Actor, format: LinkExportFormat, choice: ExportChoice = { filter: {} }): Promise<Response> {
  const clicks = await deps.clicks.ofUser(userId)
  const writer = writers[format]
  const at = new Date()
  const encoder = new TextEncoder()
  let first = true
  let done = false
  const nextPage: () => Promise<LinkRow[]> =
    'filter' in choice
      ? deps.links.exportPages(userId, choice.filter, at)
      : async () => (done ? [] : ((done = true), findOwnedLinks(deps.db, userId, choice.ids)))
  const body = new ReadableStream<Uint8Array>({
    start: (c) => c.enqueue(encoder.encode(writer.begin(at))),
    async pull(c) {
      const page = await nextPage()
      if (page.length === 0) {
        c.enqueue(encoder.encode(writer.end()))
        return c.close()
      }
      let text = ''
      for (const row of page) {
        text += writer.link(exported(row, clicks.get(row.id) ?? row.clicks), first)
        first = false
      }
      c.enqueue(encoder.encode(text))
    },
  })
  const day = at.toISOString().slice(0, 10)
  return new Response(body, {
    headers: { 'content-type': writer.type, 'content-disposition': `attachment; filename="snip-links-${day}.${format}"`, 'cache-control': 'private, no-store' },
  })
}
