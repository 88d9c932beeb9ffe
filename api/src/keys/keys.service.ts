// Rules for API keys, in domain words: only a signed-in session manages keys, at most 25 a user, the full
// key is shown once; a key acts as its owner until it is revoked or expires.
import { lockAccount } from '../auth'
import { errorCodes, limits, messages, type ApiKeyDto, type CreateApiKeyBody, type CreatedApiKeyDto } from '../contracts'
import { dayOf } from '../clicks'
import type { Database } from '../db/database'
import type { Actor } from '../http/actor'
import { AppError } from '../http/app-error'
import { apiKeyHash, newApiKey, shownPrefixOf } from './api-key-value'
import * as repo from './keys.repository'

export interface KeyDeps {
  db: Database
  /** The server's signing secret: the key of the HMAC that stores keys. */
  secret: Uint8Array
}

function toApiKeyDto(row: repo.ApiKeyRow): ApiKeyDto {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedDay: row.lastUsedDay,
  }
}

export async function listKeys(deps: KeyDeps, { userId }: Actor): Promise<ApiKeyDto[]> {
  return (await repo.listApiKeys(deps.db, userId)).map(toApiKeyDto)
}

export async function createKey(deps: KeyDeps, { userId }: Actor, body: CreateApiKeyBody): Promise<CreatedApiKeyDto> {
  const key = newApiKey()
  const row = await deps.db.transaction(async (tx) => {
    // Holds the account until the transaction ends, so two creations for one user cannot both pass the count.
    await lockAccount(tx, userId)
    if ((await repo.countApiKeys(tx, userId)) >= limits.apiKeysPerUser) {
      throw new AppError(400, errorCodes.apiKeyLimitReached, messages.apiKeys.limitReached(limits.apiKeysPerUser))
    }
    return repo.insertApiKey(tx, {
      id: crypto.randomUUID(),
      userId,
      name: body.name,
      prefix: shownPrefixOf(key),
      keyHash: apiKeyHash(deps.secret, key),
      createdAt: new Date(),
      expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
    })
  })
  return { ...toApiKeyDto(row), key }
}

export async function revokeKey(deps: KeyDeps, { userId }: Actor, id: string): Promise<void> {
  if (!(await repo.deleteApiKey(deps.db, userId, id))) throw new AppError(404, errorCodes.apiKeyNotFound, messages.apiKeys.notFound)
}

/**
 * The owner behind an API key, for the /api gate; 401 invalid_api_key for an unknown, revoked or expired key.
 * The day of use is written only when it changes: at most one write per key and day.
 */
export async function actorFromApiKey(deps: KeyDeps, key: string): Promise<Actor> {
  const row = await repo.findApiKeyByHash(deps.db, apiKeyHash(deps.secret, key))
  const now = new Date()
  if (!row || (row.expiresAt && row.expiresAt.getTime() <= now.getTime())) throw AppError.invalidApiKey()
  const today = dayOf(now)
  if (row.lastUsedDay !== today) await repo.recordUseDay(deps.db, row.id, today)
  return { userId: row.userId, email: row.email, sessionId: '', apiKeyId: row.id }
}
