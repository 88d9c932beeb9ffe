// An account's deletion and the audit log: the teams that keep the account's links keep its events too (who
// did what stays answerable), but not its e-mail address.
import type { Database } from '../db/database'
import { renameAccountInAudit } from './audit.repository'

/** What a deleted account is called in the logs it stays in. */
export const DELETED_ACCOUNT = 'Deleted account'

/** Run in the deletion's transaction (the personal workspace's and lone teams' events go with them by cascade). */
export const forgetAccountInAudit = (tx: Database, userId: string) => renameAccountInAudit(tx, userId, DELETED_ACCOUNT)
