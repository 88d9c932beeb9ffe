// A disabled account's API keys stop too (its sessions are deleted when it is disabled; keys are not).
import { errorCodes, messages } from '../contracts'
import type { Database } from '../db/database'
import type { Actor } from '../http/actor'
import { AppError } from '../http/app-error'
import { findAccountFlags } from './account-flags.repository'

export const accountDisabled = () => new AppError(403, errorCodes.accountDisabled, messages.moderation.accountDisabled)

export async function refuseDisabled(db: Database, verified: Promise<Actor>): Promise<Actor> {
  const actor = await verified
  if ((await findAccountFlags(db, actor.userId)).disabled) throw accountDisabled()
  return actor
}
