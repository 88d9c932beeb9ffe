// API key scopes (docs/decisions/0081), without zod: the settings page offers them on its first load.
import type { WorkspaceRole } from './workspace-schemas'

/** What a key may do in its workspace; at least one, and never more than its creator's role. */
export const apiKeyScopes = ['links:read', 'links:write', 'analytics:read', 'workspace:admin'] as const
export type ApiKeyScope = (typeof apiKeyScopes)[number]

/** The scopes each role may give a key: a key never does more than the person who made it. */
export const scopesRoleMayGrant: Readonly<Record<WorkspaceRole, readonly ApiKeyScope[]>> = Object.freeze({
  owner: apiKeyScopes,
  admin: apiKeyScopes,
  member: ['links:read', 'links:write', 'analytics:read'],
  viewer: ['links:read', 'analytics:read'],
})

/**
 * The scopes' messages: here, not in messages.ts, which every page with a form loads (the sign-up page's budget
 * has no room for what only the settings page and the API say).
 */
export const scopeMessages = {
  scopesRequired: 'Choose at least one scope: links:read, links:write, analytics:read or workspace:admin',
  scopeUnknown: 'A scope must be links:read, links:write, analytics:read or workspace:admin',
  /** A key asked for an action its scopes do not cover (403 insufficient_scope). */
  insufficientScope: (scope: string) => `This API key lacks the ${scope} scope`,
  /** A key's scope above what the creator's role in its workspace allows (403 insufficient_role). */
  scopeAboveRole: (scope: string) => `Your role in this workspace cannot grant the ${scope} scope`,
}
