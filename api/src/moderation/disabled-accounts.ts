// A disabled account's API keys stop too (its sessions are deleted when it is disabled; keys are not).
import { moderationErrorCodes, moderationMessages } from '../contracts/moderation'
import type { Database } from '../db/database'
import type { Actor } from '../http/actor'
import { AppError } from '../http/app-error'
import { findAccountFlags } from './account-flags.repository'

export const accountDisabled = () => new AppError(403, moderationErrorCodes.accountDisabled, moderationMessages.accountDisabled)

export async function refuseDisabled(db: Database, verified: Promise<Actor>): Promise<Actor> {
  const actor = await verified
  if ((await findAccountFlags(db, actor.userId)).disabled) throw accountDisabled()
  return actor
}
