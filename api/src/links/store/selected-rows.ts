// The whole rows a selection names, read before a change that removes them (the journal tells a deleted
// link as it was: links/journal.ts).
import { and } from 'drizzle-orm'
import type { Database } from '../../db/database'
import type { LinkRow } from './links.repository'
import { conditionsOf, type LinkSelection } from './link-selection'

export async function rowsSelected(db: Database, selection: LinkSelection): Promise<LinkRow[]> {
  const { links } = db.t
  const rows: LinkRow[] = []
  for (const where of conditionsOf(db, selection))
    rows.push(
      ...((await db.orm
        .select()
        .from(links)
        .where(and(...where))) as LinkRow[]),
    )
  return rows
}
