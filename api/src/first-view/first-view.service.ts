// The signed-in pages' first view (docs/decisions/0079): each part asked of its own room's door, all at once.
// No query of its own: the rooms keep their tables. The route asks the access policy for every part first.
import type { AccountViewDto, DashboardViewDto } from '../contracts/first-view'
import { FIRST_VIEW_CLICK_DAYS } from '../contracts/first-view'
import type { LinkPageQuery } from '../contracts/link-listing-schemas'
import type { Database } from '../db/database'
import type { Actor } from '../http/actor'
import { mayAdminister, type InstanceResource } from '../access'
import { clickDays } from '../analytics'
import type { ClickReader } from '../clicks'
import type { Links } from '../links'
import { statsFor } from '../stats'
import { listTags } from '../tags'
import { findUserRecordOf } from '../users'
import { listMyWorkspaces } from '../workspaces'

export interface FirstViewDeps {
  db: Database
  links: Links
  clicks: ClickReader
  /** Who administers this instance (the admin flag of the account part). */
  instance: InstanceResource
}

/** The dashboard's parts, each with the actor the access policy let read it. */
export interface DashboardReaders {
  account: Actor
  links: Actor
  stats: Actor
  tags: Actor
}

/** The account behind the caller's credential: its user record (null when missing), the admin flag and its workspaces. */
export async function accountView(deps: FirstViewDeps, actor: Actor): Promise<AccountViewDto> {
  // an API key acts in one workspace and lists none (as GET /api/workspaces refuses it)
  const [user, admin, workspaces] = await Promise.all([
    findUserRecordOf(deps.db, actor),
    mayAdminister(actor, deps.instance),
    actor.apiKeyId === undefined ? listMyWorkspaces(deps.db, actor) : [],
  ])
  return { user, admin, workspaces }
}

/** The dashboard's first view: the account, the first page of `query`'s list, totals, tags, the last 30 days. */
export async function dashboardView(deps: FirstViewDeps, readers: DashboardReaders, query: LinkPageQuery): Promise<DashboardViewDto> {
  const [account, links, stats, tags, clicks] = await Promise.all([
    accountView(deps, readers.account),
    deps.links.page(readers.links, query),
    statsFor(deps, readers.stats),
    listTags(deps.db, readers.tags),
    clickDays(deps.db, readers.stats, String(FIRST_VIEW_CLICK_DAYS)),
  ])
  return { account, links, stats, tags, clicks }
}
