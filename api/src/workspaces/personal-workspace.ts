// Each account's personal workspace (docs/decisions/0081): made at sign-up, by the migration for accounts
// that existed, and on first use for an account without one (made by an older instance sharing the
// PostgreSQL database). Two requests racing make one: personal_of is unique, the loser reads the winner's.
import { PERSONAL_SLUG_PREFIX } from '../contracts/workspace-schemas'
import type { Database } from '../db/database'
import * as repo from './workspaces.repository'

export const PERSONAL_NAME = 'Personal'

export async function personalWorkspaceOf(db: Database, userId: string): Promise<repo.WorkspaceRow> {
  const found = await repo.findPersonalWorkspace(db, userId)
  if (found) return found
  // The slug names the row's own id, known once inserted: a unique placeholder until then.
  const made = await repo.insertWorkspace(db, {
    slug: `${PERSONAL_SLUG_PREFIX}new-${crypto.randomUUID()}`,
    name: PERSONAL_NAME,
    personalOf: userId,
    createdAt: new Date(),
  })
  if (!made) return (await repo.findPersonalWorkspace(db, userId))!
  const slug = `${PERSONAL_SLUG_PREFIX}${made.id}`
  await repo.setSlug(db, made.id, slug)
  await repo.insertMember(db, made.id, userId, 'owner')
  return { ...made, slug }
}
