// "Delete these links" and "switch these links on or off" for callers that hold a database handle but no
// links face (the CLI opens the database itself; the admin's and the import's route sets take the handle).
// Both run the store's one deleter and one switch; the callers announce the codes to the redirect caches
// in their own order (the admin logs first, the CLI tells running servers through cli/announce.ts).
import type { Database } from '../db/database'
import { deleteLinks, type RemovedLink } from './store/link-removal.repository'
import type { LinkSelection } from './store/link-selection'
import { setLinksActive } from './store/link-switch.repository'

/** Deletes the selected links (on `db`, which may be a transaction); returns the links deleted. */
export const removeLinks = (db: Database, selection: LinkSelection): Promise<RemovedLink[]> => deleteLinks(db, selection)

/** Switches the selected links on or off (each written, even one already so); returns their codes. */
export const switchLinks = (db: Database, selection: LinkSelection, active: boolean): Promise<string[]> =>
  setLinksActive(db, selection, active, false).then((rows) => rows.map((r) => r.shortCode))
