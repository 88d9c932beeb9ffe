// What an action is done to, as far as the policy needs to know: a stored link's owner, a link about to be
// created, the instance (and how to tell its admins). Account actions act on the caller's own account, the
// one the answered identity names, so they take no resource.
import type { Database } from '../db/database'

/** A stored link, or none by that id: someone else's and a missing one answer alike (404, ids leak nothing). */
export interface LinkResource {
  kind: 'link'
  /** null: no link by that id, or one created anonymously and not claimed: nobody's. */
  ownerId: string | null
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

export type Resource = LinkResource | NewLinkResource | InstanceResource

/** The resource of a link row as read (undefined or null: no link by that id). */
export function linkOf(row: { userId: string | null } | null | undefined): LinkResource {
  return { kind: 'link', ownerId: row?.userId ?? null }
}

export function newLink(draft: { customCode?: boolean; ownerOnlyFields?: boolean }): NewLinkResource {
  return { kind: 'new-link', customCode: !!draft.customCode, ownerOnlyFields: !!draft.ownerOnlyFields }
}

export function instanceOf(db: Database, adminEmails: readonly string[]): InstanceResource {
  return { kind: 'instance', db, adminEmails }
}
