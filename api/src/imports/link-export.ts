// GET /api/urls/export: the caller's links (all, the ids chosen, or those matching the dashboard's filter)
// with their exact clicks, titles, notes and tags, in the shape the snip-csv and snip-json imports read back
// (contracts/exported-link.ts). Streamed a page at a time like the account export, and with its CSV escaping
// (account/export-formats.ts): a cell that looks like a formula gets a leading `'`.
import type { LinkExportFormat } from '../contracts'
import { exportedLinkOf, SNIP_CSV_COLUMNS, TAG_SEPARATOR, type ExportedLinkDto } from '../contracts/exported-link'
import type { ClickReader } from '../clicks'
import type { Database } from '../db/database'
import type { Actor } from '../http/actor'
import { actingWorkspace, mayReadAuditLog } from '../access'
import { auditActorOf, auditExportPages, recordAudit } from '../audit'
import { csvCell } from '../account/export-formats'
import type { LinkFilter } from '../contracts/link-listing-schemas'
import { findLinksIn, toLinkDto, type LinkRow, type Links } from '../links'
import { findTagNamesByLink } from '../tags/tags.repository'

export interface LinkExportDeps {
  db: Database
  links: Links
  clicks: ClickReader
}

const csvLine = (cells: (string | number | boolean | null)[]) => `${cells.map(csvCell).join(',')}\r\n`

/**
 * One CSV cell of a field: a list of names (the tags) as one cell, a list of records (the rules, the split)
 * as its JSON text, an empty list as an empty cell. Text that starts with
 * apostrophes before a formula character gets one more, as the formula guard's own does: the import takes
 * one off (formats/snip-csv.ts), so a title such as `'-draft` comes back as written.
 */
function cellOf(value: ExportedLinkDto[keyof ExportedLinkDto]) {
  if (Array.isArray(value)) return value.every((v) => typeof v === 'string') ? value.join(TAG_SEPARATOR) : JSON.stringify(value)
  return typeof value === 'string' && /^'+[=+\-@\t\r]/.test(value) ? `'${value}` : value
}

const writers = {
  csv: {
    type: 'text/csv; charset=utf-8; header=present',
    begin: () => csvLine([...SNIP_CSV_COLUMNS]),
    link: (l: ExportedLinkDto) => csvLine(SNIP_CSV_COLUMNS.map((key) => cellOf(l[key]))),
    end: () => '',
  },
  json: {
    type: 'application/json; charset=utf-8',
    begin: (at: Date) => `{"exportedAt":${JSON.stringify(at.toISOString())},"links":[`,
    link: (l: ExportedLinkDto, first: boolean) => `${first ? '\n' : ',\n'}${JSON.stringify(l)}`,
    end: () => '\n]}\n',
  },
}

/** What to export: `ids`, only these of the acting workspace's links (another workspace's ids name nothing and are left
 * out); otherwise every link matching `filter` (the dashboard's "all matching"; `{}` is every link). */
export type ExportChoice = { ids: number[] } | { filter: LinkFilter }

/** The whole workspace: no ids chosen and no filter given. */
const wholeWorkspace = (choice: ExportChoice) => 'filter' in choice && Object.values(choice.filter).every((v) => v === undefined)

/**
 * The export. Its JSON of the whole workspace, asked by an owner or admin, carries the workspace's audit log
 * too (`auditEvents`, newest first, after the links): the workspace's own part, which the import ignores.
 */
export async function exportLinks(deps: LinkExportDeps, actor: Actor, format: LinkExportFormat, choice: ExportChoice = { filter: {} }): Promise<Response> {
  const workspace = actingWorkspace(actor).id
  await recordAudit(deps.db, {
    workspaceId: workspace,
    actor: auditActorOf(actor),
    action: 'links.exported',
    resource: { type: 'links' },
    details: { format, ...('ids' in choice ? { ids: choice.ids.length } : { filter: choice.filter }) },
  })
  const nextAudit = format === 'json' && wholeWorkspace(choice) && mayReadAuditLog(actor) ? auditExportPages(deps.db, workspace) : undefined
  let auditStarted = false
  const clicks = await deps.clicks.ofOwner({ workspace })
  const writer = writers[format]
  const at = new Date()
  const encoder = new TextEncoder()
  let first = true
  let done = false
  const nextPage: () => Promise<LinkRow[]> =
    'filter' in choice
      ? deps.links.exportPages(workspace, choice.filter, at)
      : async () => (done ? [] : ((done = true), findLinksIn(deps.db, workspace, choice.ids)))
  const body = new ReadableStream<Uint8Array>({
    start: (c) => c.enqueue(encoder.encode(writer.begin(at))),
    async pull(c) {
      if (auditStarted) return pullAudit(c)
      const page = await nextPage()
      if (page.length === 0) {
        if (nextAudit) {
          auditStarted = true
          c.enqueue(encoder.encode('\n],"auditEvents":['))
          return pullAudit(c)
        }
        c.enqueue(encoder.encode(writer.end()))
        return c.close()
      }
      const tags = await findTagNamesByLink(
        deps.db,
        workspace,
        page.map((row) => row.id),
      )
      let text = ''
      for (const row of page) {
        text += writer.link(exportedLinkOf(toLinkDto(row, clicks.get(row.id) ?? row.clicks, at.getTime(), tags.get(row.id), deps.links.domainOf(row))), first)
        first = false
      }
      c.enqueue(encoder.encode(text))
    },
  })
  let firstEvent = true
  async function pullAudit(c: ReadableStreamDefaultController<Uint8Array>) {
    const events = await nextAudit!()
    if (events.length === 0) {
      c.enqueue(encoder.encode(writer.end()))
      return c.close()
    }
    let text = ''
    for (const e of events) {
      text += `${firstEvent ? '\n' : ',\n'}${JSON.stringify(e)}`
      firstEvent = false
    }
    c.enqueue(encoder.encode(text))
  }
  const day = at.toISOString().slice(0, 10)
  return new Response(body, {
    headers: { 'content-type': writer.type, 'content-disposition': `attachment; filename="snip-links-${day}.${format}"`, 'cache-control': 'private, no-store' },
  })
}
