// Links and tags an older instance wrote while sharing the PostgreSQL database (a rolling upgrade from a build
// before workspaces) name their maker and no workspace. Each maker's are put in their personal workspace
// (made if they have none): at start-up and hourly, idempotent, so several instances may run it at once.
import type { Database } from '../db/database'
import { adoptLinksOf, makersOfLinksWithoutWorkspace } from '../links'
import { adoptTagsOf, makersOfTagsWithoutWorkspace } from '../tags'
import { personalWorkspaceOf } from '../workspaces'

/** Adopts what was written without a workspace; returns how many links and tags moved. */
export async function adoptRowsWithoutWorkspace(db: Database): Promise<{ links: number; tags: number }> {
  const moved = { links: 0, tags: 0 }
  // tags first: a link adopted later finds its tags already in the workspace
  for (const maker of await makersOfTagsWithoutWorkspace(db)) moved.tags += await adoptTagsOf(db, maker, (await personalWorkspaceOf(db, maker)).id)
  for (const maker of await makersOfLinksWithoutWorkspace(db)) moved.links += await adoptLinksOf(db, maker, (await personalWorkspaceOf(db, maker)).id)
  return moved
}
