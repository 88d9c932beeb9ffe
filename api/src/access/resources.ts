// What an action is done to, as far as the policy needs to know: a stored link's owner, a link about to be
// created, the instance (and how to tell its admins). Account actions act on the caller's own account, the
// one the answered identity names, so they take no resource.
import type { Database } from '../db/database'
import type { WorkspaceRole } from '../contracts/workspace-schemas'

/** A stored link, or none by that id: one of another workspace and a missing one answer alike (404, ids leak nothing). */
export interface LinkResource {
  kind: 'link'
  /** null: no link by that id, or one created anonymously and not claimed: in no workspace. */
  workspaceId: number | null
  /** Who made it: a member changes their own links only, unless the workspace lets members edit all. */
  creatorId: string | null
}

/** A link being created: what of it only an account may ask for. */
export interface NewLinkResource {
  kind: 'new-link'
  customCode: boolean
  /** A title, a note or tags: only an owner ever sees them, so an anonymous link may not carry them. */
  ownerOnlyFields: boolean
}

/** The instance: its admins are the accounts named in ADMIN_EMAILS and those promoted in account_flags. */
export interface InstanceResource {
  kind: 'instance'
  db: Database
  adminEmails: readonly string[]
}

/** A workspace as the caller sees it: their role in it, or null when they are not a member (404, as a missing one). */
export interface WorkspaceResource {
  kind: 'workspace'
  role: WorkspaceRole | null
  /** Its id (null: no workspace by that slug): an API key acts in its own workspace only. */
  id: number | null
  /** The account whose personal workspace it is (null: a team), for a key older than workspaces. */
  personalOf: string | null
}

export type Resource = LinkResource | NewLinkResource | InstanceResource | WorkspaceResource

/** The resource of a link row as read (undefined or null: no link by that id). */
export function linkOf(row: { userId: string | null; workspaceId: number | null } | null | undefined): LinkResource {
  return { kind: 'link', workspaceId: row?.workspaceId ?? null, creatorId: row?.userId ?? null }
}

export function newLink(draft: { customCode?: boolean; ownerOnlyFields?: boolean }): NewLinkResource {
  return { kind: 'new-link', customCode: !!draft.customCode, ownerOnlyFields: !!draft.ownerOnlyFields }
}

export function instanceOf(db: Database, adminEmails: readonly string[]): InstanceResource {
  return { kind: 'instance', db, adminEmails }
}

/** The resource of a workspace read with the caller's membership (undefined: no workspace by that slug). */
export function workspaceOf(row: { id: number; personalOf: string | null; role: WorkspaceRole | null } | null | undefined): WorkspaceResource {
  return { kind: 'workspace', role: row?.role ?? null, id: row?.id ?? null, personalOf: row?.personalOf ?? null }
}
