// The product's own user record (spec §7 POST /api/users, GET /api/users/me): only ever the caller's own.
import type { Actor } from '../http/actor'
import type { CreateUserRecordBody, UpdateUserRecordBody, UserRecordDto } from '../contracts'
import type { Database } from '../db/database'
import { AppError } from '../http/app-error'
import { usernameFor } from '../contracts'
import { findUserRecord, insertUserRecord, renameAccount } from '../auth'
import { personalWorkspaceOf } from '../workspaces'

export async function ensureUserRecord(db: Database, actor: Actor, body: CreateUserRecordBody): Promise<{ created: boolean; user: UserRecordDto }> {
  const record = { userId: actor.userId, email: actor.email, username: usernameFor(actor.email, body.username, actor.userId) }
  const created = await insertUserRecord(db, record)
  // The person's personal workspace comes with the user record (docs/decisions/0081).
  await personalWorkspaceOf(db, actor.userId)
  const row = (await findUserRecord(db, actor.userId))!
  return { created, user: { userId: row.userId, email: row.email, username: row.username } }
}

export async function getUserRecord(db: Database, actor: Actor): Promise<UserRecordDto> {
  const record = await findUserRecordOf(db, actor)
  if (!record) throw AppError.userNotFound()
  return record
}

/** The caller's record, or null when it is missing (the site then restores it: spec §4). */
export async function findUserRecordOf(db: Database, actor: Actor): Promise<UserRecordDto | null> {
  const row = await findUserRecord(db, actor.userId)
  return row ? { userId: row.userId, email: row.email, username: row.username } : null
}

/**
 * PATCH /api/users/me: a new username (the sign-up rule, validated by the route). The account's
 * `user_metadata.username`, which the site's header shows, follows in the same transaction.
 */
export async function renameUser(db: Database, actor: Actor, body: UpdateUserRecordBody): Promise<UserRecordDto> {
  const row = await renameAccount(db, actor.userId, body.username)
  if (!row) throw AppError.userNotFound()
  return { userId: row.userId, email: row.email, username: row.username }
}
