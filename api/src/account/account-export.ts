// GET /api/users/me/export: everything Snip holds about the account, streamed. Links are read a page at a
// time in the dashboard's order, so 100,000 links never sit in memory at once; their clicks are the exact
// counts GET /api/urls shows (the ClickReader: committed plus still in memory, read once at the start), the
// per-day rows those GET /api/stats sums (the folded per-day rows plus the staged ones, written by
// each flush and moved by each fold: docs/decisions/0055), and the per-day
// analytics rows (link_day_dimensions: country, device, browser, os, referrer host).
import type { ClickReader } from '../clicks'
import type { ExportFormat } from '../contracts'
import type { Database } from '../db/database'
import type { Actor } from '../http/actor'
import { AppError } from '../http/app-error'
import { findOwnerLinksPage, toLinkDto, type PageCursor } from '../links'
import { findDetailsByDay } from '../analytics/export-details.repository'
import { tagNamesOfLinks } from '../tags/tags.repository'
import { exportWriters } from './export-formats'
import { findClicksByDay, findProfile } from './export.repository'

export interface AccountExportDeps {
  db: Database
  clicks: ClickReader
  /** Links per page (default 1,000). */
  pageSize?: number
  /** The host of a link's custom domain (the links face's domainOf); absent: every link on the instance's own. */
  domainOf?: (row: { domainId: number | null }) => string | null
}

export async function exportAccount(deps: AccountExportDeps, { userId }: Actor, format: ExportFormat): Promise<Response> {
  const [profile, clicks] = await Promise.all([findProfile(deps.db, userId), deps.clicks.ofOwner({ user: userId })])
  if (!profile) throw AppError.userNotFound()
  const writer = exportWriters[format]
  const pageSize = deps.pageSize ?? 1000
  const exportedAt = new Date()
  const encoder = new TextEncoder()
  let cursor: PageCursor = null
  let first = true

  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(writer.begin(profile, exportedAt)))
    },
    async pull(controller) {
      const page = await findOwnerLinksPage(deps.db, userId, cursor, pageSize)
      if (page.length === 0) {
        controller.enqueue(encoder.encode(writer.end()))
        controller.close()
        return
      }
      const last = page[page.length - 1]!
      cursor = { createdAt: last.createdAt, id: last.id }
      const ids = page.map((l) => l.id)
      const [days, details, tags] = await Promise.all([findClicksByDay(deps.db, ids), findDetailsByDay(deps.db, ids), tagNamesOfLinks(deps.db, ids)])
      let text = ''
      for (const row of page) {
        text += writer.link(
          {
            ...toLinkDto(row, clicks.get(row.id), undefined, tags.get(row.id), deps.domainOf?.(row) ?? null),
            clicksByDay: days.get(row.id) ?? [],
            clickDetailsByDay: details.get(row.id) ?? [],
          },
          first,
        )
        first = false
      }
      controller.enqueue(encoder.encode(text))
    },
  })
  const day = exportedAt.toISOString().slice(0, 10)
  return new Response(body, {
    headers: {
      'content-type': writer.contentType,
      'content-disposition': `attachment; filename="snip-export-${day}.${format}"`,
      'cache-control': 'private, no-store',
    },
  })
}
