// The product's own user record (spec §7 POST /api/users, GET /api/users/me): only ever the caller's own.
import type { Actor } from '../auth/auth-service'
import { PASSWORD_PLACEHOLDER, type CreateUserRecordBody, type UserRecordDto } from '../contracts'
import type { Database } from '../db/database'
import { AppError } from '../http/app-error'
import { findUserRecord, insertUserRecord } from './users.repository'

function usernameFor(actor: Actor, requested?: string): string {
  const name = requested?.trim() || actor.email.split('@')[0] || `user-${actor.userId.slice(0, 8)}`
  return name.slice(0, 100)
}

export async function ensureUserRecord(db: Database, actor: Actor | null, body: CreateUserRecordBody): Promise<{ created: boolean; user: UserRecordDto }> {
  if (!actor) throw AppError.unauthorized()
  const record = { userId: actor.userId, email: actor.email, username: usernameFor(actor, body.username), password: PASSWORD_PLACEHOLDER }
  const created = await insertUserRecord(db, record)
  const row = (await findUserRecord(db, actor.userId))!
  return { created, user: { userId: row.userId, email: row.email, username: row.username } }
}

export async function getUserRecord(db: Database, actor: Actor | null): Promise<UserRecordDto> {
  if (!actor) throw AppError.unauthorized()
  const row = await findUserRecord(db, actor.userId)
  if (!row) throw AppError.userNotFound()
  return { userId: row.userId, email: row.email, username: row.username }
}
