// Who administers the instance: an account named in ADMIN_EMAILS (lower-cased by config.ts), or one
// promoted with `snip users promote` (account_flags.is_admin, read at every ask so a demotion counts at once).
import { moderationErrorCodes, moderationMessages } from '../contracts/moderation'
import type { Actor } from '../http/actor'
import { AppError } from '../http/app-error'
import { isPromotedAdmin } from './admin-flag.repository'
import type { InstanceResource } from './resources'

export const adminOnly = () => new AppError(403, moderationErrorCodes.adminOnly, moderationMessages.adminOnly)

export async function isAdminAccount(instance: InstanceResource, actor: Actor): Promise<boolean> {
  if (instance.adminEmails.includes(actor.email.toLowerCase())) return true
  return isPromotedAdmin(instance.db, actor.userId)
}
