// The instance admin flag single sign-on sets (docs/decisions/0084): with admin groups configured, a sign-in
// makes the person an admin exactly when one of their groups is among them — the flag `snip users promote`
// sets, read at every ask, so a lost group counts at once. Without admin groups the flag is left as it was.
// An address in ADMIN_EMAILS stays an admin whatever its groups.
import type { Database } from '../db/database'
import { findAccountFlags, setAccountFlags } from './account-flags.repository'

/** Sets `is_admin` from the groups; answers the new value when it changed, undefined when left alone or unchanged. */
export async function syncSsoAdmin(db: Database, accountId: string, adminGroups: readonly string[], groups: readonly string[]): Promise<boolean | undefined> {
  if (adminGroups.length === 0) return undefined
  const held = new Set(Array.isArray(groups) ? groups : [])
  const isAdmin = adminGroups.some((g) => held.has(g))
  if ((await findAccountFlags(db, accountId)).isAdmin === isAdmin) return undefined
  await setAccountFlags(db, accountId, { isAdmin })
  return isAdmin
}
