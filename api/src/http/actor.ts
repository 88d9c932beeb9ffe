// The verified identity behind a request: who the API acts for. `userId` is the access token's `sub`.
// Only the auth service makes one, from a verified Bearer token (docs/decisions/0001).
import type { ApiKeyScope } from '../contracts/api-key-schemas'
import type { WorkspaceRole } from '../contracts/workspace-schemas'

/** The workspace a request acts in and the person's standing there (docs/decisions/0081). */
export interface ActingWorkspace {
  id: number
  slug: string
  role: WorkspaceRole
  /** The workspace lets members edit and delete every link, not only those they made. */
  membersEditAll: boolean
  /** The person's personal workspace (never shared), not a team. */
  personal?: boolean
}

export interface Actor {
  userId: string
  email: string
  sessionId: string
  /** Set when the caller sent one of the user's API keys instead of a session's token (then `sessionId` is ''). */
  apiKeyId?: string
  /** That key's name, as the audit log names who acted (docs/decisions/0081). */
  apiKeyName?: string
  /** An API key's own workspace: the only one it acts in (null: a key older than workspaces, its owner's personal one). */
  keyWorkspaceId?: number | null
  /** An API key's scopes, read with the key (a key made before scopes: all four); absent for a session. */
  scopes?: readonly ApiKeyScope[]
  /**
   * The workspace the request acts in, resolved once per request by `actingOf` for the routes on links,
   * tags, stats and analytics; absent where a route acts on the account, not a workspace.
   */
  workspace?: ActingWorkspace
}
