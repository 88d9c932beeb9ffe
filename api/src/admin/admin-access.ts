// Who may use /api/admin: a signed-in session (never an API key) of an account named in ADMIN_EMAILS or
// promoted with `snip users promote`. Anyone else: 401 without a token, 403 with one. Checked before the
// body is read, so a non-admin learns nothing about what an endpoint expects.
import { moderationErrorCodes, moderationMessages } from '../contracts/moderation'
import type { Database } from '../db/database'
import type { Actor } from '../http/actor'
import { AppError } from '../http/app-error'
import { findAccountFlags } from '../moderation/account-flags.repository'

export const adminOnly = () => new AppError(403, moderationErrorCodes.adminOnly, moderationMessages.adminOnly)

export async function isAdmin(db: Database, adminEmails: readonly string[], actor: Actor): Promise<boolean> {
  if (adminEmails.includes(actor.email.toLowerCase())) return true
  return (await findAccountFlags(db, actor.userId)).isAdmin
}

/** Whether this credential may use /api/admin: a signed-in admin's session, never an API key (401 without one). */
export async function isAdminCredential(db: Database, adminEmails: readonly string[], actor: Actor | null): Promise<boolean> {
  if (!actor) throw AppError.unauthorized()
  return !actor.apiKeyId && (await isAdmin(db, adminEmails, actor))
}

export async function requireAdmin(db: Database, adminEmails: readonly string[], actor: Actor | null): Promise<Actor> {
  if (!actor) throw AppError.unauthorized()
  if (!(await isAdminCredential(db, adminEmails, actor))) throw adminOnly()
  return actor
}
