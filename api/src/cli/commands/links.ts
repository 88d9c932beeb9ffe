// snip links find | disable | enable | delete: by code, or every link to a domain. Running servers hear of
// each change within a second or two (cli/announce.ts).
import type { Command } from 'commander'
import { findLinksByCodeOrDomain, removeLinks, switchLinks } from '../../links'
import type { Database } from '../../db/database'
import { announce } from '../announce'
import { openConfigured, withDatabase } from '../databases'
import { CliError, say, table } from '../output'
import { recordAudit, systemActor } from '../../audit'

/** The operator's change in each link's workspace log, as Snip's (the CLI knows no person). */
async function audit(db: Database, verb: 'disable' | 'enable' | 'delete', found: Found[]): Promise<void> {
  for (const link of found) {
    if (link.workspaceId === null || (verb !== 'delete' && link.isActive === (verb === 'enable'))) continue
    const resource = { type: 'link' as const, id: link.id, label: link.shortCode }
    const details = verb === 'delete' ? {} : { fields: ['isActive'], changes: { isActive: { from: link.isActive, to: verb === 'enable' } } }
    await recordAudit(db, { workspaceId: link.workspaceId, actor: systemActor, action: verb === 'delete' ? 'link.deleted' : 'link.updated', resource, details })
  }
}

type Found = { id: number; shortCode: string; originalUrl: string; isActive: boolean; clicks: number; userId: string | null; workspaceId: number | null }

/** A host is the domain or one of its subdomains. */
const onDomain = (url: string, domain: string) => {
  try {
    const host = new URL(url).hostname.toLowerCase()
    return host === domain || host.endsWith(`.${domain}`)
  } catch {
    return false
  }
}

/** The links named, each `clicks` its exact total: links.clicks plus its clicks staged and not yet folded
 * (docs/decisions/0055), in one statement. Clicks still in a running server's memory are not in the database yet. */
async function findLinks(db: Database, opts: { code?: string; domain?: string }): Promise<Found[]> {
  if (!opts.code && !opts.domain) throw new CliError('name a link with --code <code> or --domain <domain>')
  if (opts.code) return findLinksByCodeOrDomain(db, { code: opts.code })
  const domain = opts
    .domain!.trim()
    .toLowerCase()
    .replace(/^\*?\./, '')
  const rows = await findLinksByCodeOrDomain(db, { domain })
  return rows.filter((r) => onDomain(r.originalUrl, domain))
}

function selection(command: Command): Command {
  return command.option('--code <code>', 'the link with this short code').option('--domain <domain>', 'every link to this domain or its subdomains')
}

export function linkCommands(program: Command): void {
  const links = program.command('links').description('short links')

  selection(links.command('find'))
    .description('list links by code or target domain')
    .action((opts: { code?: string; domain?: string }) =>
      withDatabase(openConfigured(), async (db) => {
        const found = await findLinks(db, opts)
        table(
          found.map((l) => ({ id: l.id, code: l.shortCode, active: l.isActive ? 'yes' : 'no', clicks: l.clicks, target: l.originalUrl })),
          ['id', 'code', 'active', 'clicks', 'target'],
        )
      }),
    )

  const done = { disable: 'disabled', enable: 'enabled', delete: 'deleted' } as const
  for (const [verb, description] of [
    ['disable', 'deactivate links by code or target domain (their codes answer Link Not Found)'],
    ['enable', 'activate links by code or target domain again (their codes redirect again)'],
    ['delete', 'delete links by code or target domain'],
  ] as const) {
    selection(links.command(verb))
      .description(description)
      .action((opts: { code?: string; domain?: string }) =>
        withDatabase(openConfigured(), async (db) => {
          const found = await findLinks(db, opts)
          if (!found.length) throw new CliError('no link matches')
          const ids = found.map((l) => l.id)
          if (verb === 'delete') await removeLinks(db, { ids })
          else await switchLinks(db, { ids }, verb === 'enable')
          await audit(db, verb, found)
          await announce(
            db,
            found.map((l) => l.shortCode),
          )
          say(`${done[verb]} ${found.length} link${found.length === 1 ? '' : 's'}: ${found.map((l) => l.shortCode).join(', ')}`)
        }),
      )
  }
}
