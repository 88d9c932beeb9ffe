// What an account's deletion means for its workspaces (docs/decisions/0081): refused while it is the last
// owner of a team others are in; otherwise its personal workspace and the teams only it was in go with it,
// and the teams others are in keep the links it made there.
import { workspaceErrorCodes as codes, workspaceMessages as m } from '../contracts/workspace-schemas'
import type { Database } from '../db/database'
import { AppError } from '../http/app-error'
import * as repo from './workspaces.repository'

/** 409 naming the team workspaces the account is the last owner of while others are in them; nothing when none. */
export async function refuseWhileLastOwner(db: Database, userId: string): Promise<void> {
  const held = (await repo.teamStandingOf(db, userId)).filter((w) => w.role === 'owner' && w.otherOwners === 0 && w.others > 0)
  if (held.length) throw new AppError(409, codes.lastOwner, `${m.accountLastOwner} ${held.map((w) => w.name).join(', ')}`)
}

/** The workspaces of an account about to go: `kept` (teams others are in: the account's links stay) and `going` (its personal one and teams only it was in). */
export async function workspacesOfLeavingAccount(db: Database, userId: string): Promise<{ kept: number[]; going: number[] }> {
  const teams = await repo.teamStandingOf(db, userId)
  const personal = await repo.findPersonalWorkspace(db, userId)
  return {
    kept: teams.filter((w) => w.others > 0).map((w) => w.id),
    going: [...(personal ? [personal.id] : []), ...teams.filter((w) => w.others === 0).map((w) => w.id)],
  }
}

/** Who takes over what the leaving account made in each `kept` workspace (its tags): an owner that stays. */
export const heirsOfLeavingAccount = (db: Database, userId: string, kept: number[]): Promise<Map<number, string>> => repo.heirsIn(db, kept, userId)

/** Deletes the `going` workspaces and the account's memberships (run in the deletion's transaction, after their links went). */
export async function forgetAccountWorkspaces(db: Database, userId: string, going: number[]): Promise<void> {
  await repo.deleteWorkspaces(db, going)
  await repo.deleteMemberships(db, userId)
}
