// Bulk create (docs/decisions/0046): up to 1,000 URLs, a short link for each. Each line
// goes through the links service's own create — the shared URL rule, the moderation blocklist, random
// codes — so a line is refused exactly as a single create would be. A result per line: the good lines
// are created, the bad ones say why (no all-or-nothing: a paste with one typo still gives 999 links).
import type { BulkLineDto, BulkResultDto } from '../contracts/organisation-dto'
import type { Actor } from '../http/actor'
import { AppError } from '../http/app-error'
import { createLink, type LinkDeps } from './links.service'
import { actingWorkspace, authorize } from '../access'
import { auditBulk } from './link-audit'
import { journalled } from './journal'

export async function bulkCreateLinks(deps: LinkDeps, actor: Actor | null, urls: string[]): Promise<BulkResultDto> {
  const acting = authorize(actor, 'links.write')
  const results: BulkLineDto[] = []
  for (const [index, raw] of urls.entries()) {
    const url = raw.trim()
    try {
      // each line its own insert, and when journalled its own transaction: a refused line keeps nothing
      const link = await journalled(deps, acting.workspace?.id, 'created', undefined, (d) => createLink(d, actor, { originalUrl: url }, false))
      results.push({ line: index + 1, url, link })
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error
      results.push({ line: index + 1, url, code: error.code, message: error.message })
    }
  }
  const codes = results.flatMap((r) => ('link' in r && r.link ? [r.link.shortCode] : []))
  // one event for the whole paste, after its links were made (each line is its own insert)
  await auditBulk(deps.db, acting, actingWorkspace(acting).id, 'create', codes)
  const created = codes.length
  return { created, failed: results.length - created, results }
}
