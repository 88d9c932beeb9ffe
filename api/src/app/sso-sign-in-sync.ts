// What a single sign-on sign-in sets besides the session (docs/decisions/0084): the auth service calls
// afterSignIn with the provider and the ID token's claims (merged with userinfo); the groups claim becomes
// workspace memberships and the admin flag. A failure is thrown, so the sign-in fails rather than leave a
// person with rights their groups no longer grant.
import type { SsoHooks, SsoSignIn } from '../auth'
import type { Database } from '../db/database'
import type { Logger } from '../http/logger'
import { syncSsoAdmin } from '../moderation/sso-admin'
import { syncSsoMemberships } from '../workspaces'

/** The groups a claim holds: an array (its strings), one string, or none (absent or anything else). */
export function groupsOfClaim(claim: unknown): string[] {
  if (typeof claim === 'string') return claim ? [claim] : []
  if (Array.isArray(claim)) return claim.filter((g): g is string => typeof g === 'string' && g !== '')
  return []
}

export function createSsoSignInSync(db: Database, logger: Logger): SsoHooks {
  return {
    async afterSignIn({ accountId, provider, claims }: SsoSignIn): Promise<void> {
      const groups = groupsOfClaim(claims?.[provider.groupsClaim])
      await syncSsoMemberships(db, accountId, provider.workspaceGroups, groups, logger, provider.id)
      const admin = await syncSsoAdmin(db, accountId, provider.adminGroups, groups)
      // who gained or lost the instance's keys is worth a line; the groups themselves are not logged
      if (admin !== undefined) logger.info(admin ? 'sso.admin_granted' : 'sso.admin_revoked', { accountId, provider: provider.id })
    },
  }
}
