// Rules for API keys, in domain words: only a signed-in session manages keys, at most 25 a user, the full
// key is shown once; a key acts in one workspace with its scopes, within its creator's current role there,
// until it is revoked or expires (docs/decisions/0032, 0081).
import { lockAccount } from '../auth'
import { actingWorkspace } from '../access'
import {
  apiKeyScopes,
  errorCodes,
  limits,
  messages,
  scopesRoleMayGrant,
  type ApiKeyDto,
  type ApiKeyScope,
  type CreateApiKeyBody,
  type CreatedApiKeyDto,
} from '../contracts'
import { workspaceErrorCodes } from '../contracts/workspace-schemas'
import { dayOf } from '../clicks'
import type { Database } from '../db/database'
import type { ActingWorkspace, Actor } from '../http/actor'
import { AppError } from '../http/app-error'
import { apiKeyHash, newApiKey, shownPrefixOf } from './api-key-value'
import * as repo from './keys.repository'
import { scopeMessages } from '../contracts/api-key-scopes'
import { auditActorOf, recordAudit } from '../audit'
import { personalWorkspaceOf } from '../workspaces'

export interface KeyDeps {
  db: Database
  /** The server's signing secret: the key of the HMAC that stores keys. */
  secret: Uint8Array
}

/** A key's stored scopes: null (a key made before scopes) is every scope; unknown words are dropped. */
export function scopesOf(stored: string | null): ApiKeyScope[] {
  if (stored === null) return [...apiKeyScopes]
  const words = stored.split(' ')
  return apiKeyScopes.filter((s) => words.includes(s))
}

function toApiKeyDto(row: repo.ApiKeyRow, workspace: string, createdBy: string | null): ApiKeyDto {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedDay: row.lastUsedDay,
    scopes: scopesOf(row.scopes),
    workspace,
    createdBy,
  }
}

/** The keys of the acting workspace the caller sees: an owner or admin every one, anyone else their own. */
function seenIn(actor: Actor): repo.KeysOfWorkspace {
  const workspace = actingWorkspace(actor)
  const everyKey = workspace.role === 'owner' || workspace.role === 'admin'
  return { workspaceId: workspace.id, personalOf: workspace.personal ? actor.userId : null, madeBy: everyKey ? null : actor.userId }
}

export async function listKeys(deps: KeyDeps, actor: Actor): Promise<ApiKeyDto[]> {
  const { slug } = actingWorkspace(actor)
  return (await repo.listApiKeys(deps.db, seenIn(actor))).map((row) => toApiKeyDto(row, slug, row.email))
}

/** Refuses a scope the creator's role in the workspace could not use itself (403 insufficient_role, naming it). */
function refuseAboveRole(workspace: ActingWorkspace, scopes: readonly ApiKeyScope[]): void {
  const above = scopes.find((s) => !scopesRoleMayGrant[workspace.role].includes(s))
  if (above) throw new AppError(403, workspaceErrorCodes.insufficientRole, scopeMessages.scopeAboveRole(above))
}

/**
 * Creates a key in the acting workspace with the scopes asked for, none above the creator's role there; asked
 * without scopes (a caller written before them), every scope that role grants.
 */
export async function createKey(deps: KeyDeps, actor: Actor, body: CreateApiKeyBody): Promise<CreatedApiKeyDto> {
  const { userId } = actor
  const workspace = actingWorkspace(actor)
  const scopes = body.scopes ?? scopesRoleMayGrant[workspace.role]
  refuseAboveRole(workspace, scopes)
  const key = newApiKey()
  const row = await deps.db.transaction(async (tx) => {
    // Holds the account until the transaction ends, so two creations for one user cannot both pass the count.
    await lockAccount(tx, userId)
    if ((await repo.countApiKeys(tx, userId)) >= limits.apiKeysPerUser) {
      throw new AppError(400, errorCodes.apiKeyLimitReached, messages.apiKeys.limitReached(limits.apiKeysPerUser))
    }
    const made = await repo.insertApiKey(tx, {
      id: crypto.randomUUID(),
      userId,
      workspaceId: workspace.id,
      name: body.name,
      prefix: shownPrefixOf(key),
      keyHash: apiKeyHash(deps.secret, key),
      createdAt: new Date(),
      expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
      scopes: scopes.join(' '),
    })
    await recordAudit(tx, {
      workspaceId: workspace.id,
      actor: auditActorOf(actor),
      action: 'key.created',
      resource: { type: 'key', id: made.id, label: made.name },
    })
    return made
  })
  return { ...toApiKeyDto(row, workspace.slug, actor.email), key }
}

/** Revokes a key the caller made, or (an owner or admin) any key of the acting workspace; 404 for any other. */
export async function revokeKey(deps: KeyDeps, actor: Actor, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const gone = await repo.deleteApiKey(tx, actor.userId, seenIn(actor), id)
    if (!gone) throw new AppError(404, errorCodes.apiKeyNotFound, messages.apiKeys.notFound)
    // a key made before workspaces has none: it acted in its owner's personal workspace
    const workspaceId = gone.workspaceId ?? (await personalWorkspaceOf(tx, actor.userId)).id
    await recordAudit(tx, { workspaceId, actor: auditActorOf(actor), action: 'key.revoked', resource: { type: 'key', id, label: gone.name } })
  })
}

/**
 * The owner behind an API key, with the key's workspace and scopes, for the /api gate (one lookup); 401
 * invalid_api_key for an unknown, revoked or expired key. The day of use is written only when it changes:
 * at most one write per key and day.
 */
export async function actorFromApiKey(deps: KeyDeps, key: string): Promise<Actor> {
  const row = await repo.findApiKeyByHash(deps.db, apiKeyHash(deps.secret, key))
  const now = new Date()
  if (!row || (row.expiresAt && row.expiresAt.getTime() <= now.getTime())) throw AppError.invalidApiKey()
  const today = dayOf(now)
  if (row.lastUsedDay !== today) await repo.recordUseDay(deps.db, row.id, today)
  return {
    userId: row.userId,
    email: row.email,
    sessionId: '',
    apiKeyId: row.id,
    apiKeyName: row.name,
    keyWorkspaceId: row.workspaceId,
    scopes: scopesOf(row.scopes),
  }
}
