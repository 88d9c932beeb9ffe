// What a caller may ask to do, in domain words, and who may ask: the policy's whole table. A new action or
// a new kind of caller (a workspace member, a key with scopes) is a change here and in policy.ts only.
import type { ApiKeyScope } from '../contracts/api-key-schemas'

export type Action =
  /** Shorten a URL: anyone, but a custom code, a title, a note or tags need an account. */
  | 'links.create'
  /** The acting workspace's links: the list, one link, its QR code, the export. */
  | 'links.read'
  /** One link's analytics: its clicks per day or hour and where they came from. */
  | 'links.analytics'
  /** Change the acting workspace's links: edit, delete, bulk actions and bulk create, import, claim. */
  | 'links.write'
  /** The acting workspace's tags: the list. */
  | 'tags.read'
  /** Rename and delete the acting workspace's tags. */
  | 'tags.manage'
  /** The acting workspace's totals and clicks per day. */
  | 'stats.read'
  /** Who the caller is: the user record, its time zone, the first view's account part. */
  | 'account.read'
  /**
   * Change the account (its record, its time zone, sign a session out), list its sessions, export it: a
   * session only. A key acts in one workspace with its scopes; the account spans every workspace it is in.
   */
  | 'account.write'
  | 'account.data'
  /** Delete the caller's account: a session only (password and second factor are checked by account/). */
  | 'account.delete'
  /** List, create and revoke API keys: a session only, so a leaked key cannot mint more. */
  | 'keys.manage'
  /** /api/admin: a signed-in admin's session (ADMIN_EMAILS or promoted with `snip users promote`). */
  | 'admin.use'
  /** Report a link to the admins: anyone, no identity read (a stale token must not stop a report). */
  | 'reports.send'
  /** Create a team workspace, list the caller's workspaces: a session (a key acts in one workspace, never manages them). */
  | 'workspaces.use'
  /** See a workspace and its members: any member (docs/decisions/0081). */
  | 'workspace.read'
  /** Rename a workspace, change its settings, change members' roles, remove members: an owner or admin. */
  | 'workspace.manage'
  /** Read a workspace's audit log (the page and the export's part): an owner or admin. */
  | 'workspace.audit'
  /** Delete a workspace (its links go with it), transfer its ownership: an owner. */
  | 'workspace.own'
  /** Leave a workspace: any member (the last owner is refused by the workspace itself). */
  | 'workspace.leave'
  /** See what a workspace invitation is (its workspace, role, address): whoever holds its token, no identity needed. */
  | 'invitation.read'
  /** Accept a workspace invitation: a session of the account with the invited address (checked by workspaces/). */
  | 'invitation.accept'

/**
 * Who may ask. 'anyone': anonymous callers too; 'person': a session or one of the person's API keys;
 * 'session': a person signed in with a session, never an API key; 'admin': an admin's session;
 * 'member': a session of a member of the workspace asked about, whose role allows it (workspaceRoleMay);
 * 'in workspace': a person (session or key) acting in a workspace, whose role there allows it (workspaceRoleMay).
 */
export type Who = 'anyone' | 'person' | 'session' | 'admin' | 'member' | 'in workspace'

export const whoMay: Readonly<Record<Action, Who>> = Object.freeze({
  'links.create': 'anyone',
  'links.read': 'in workspace',
  'links.analytics': 'in workspace',
  'links.write': 'in workspace',
  'tags.read': 'in workspace',
  'tags.manage': 'in workspace',
  'stats.read': 'in workspace',
  'account.read': 'person',
  'account.write': 'session',
  'account.data': 'session',
  'account.delete': 'session',
  'keys.manage': 'session',
  'admin.use': 'admin',
  'reports.send': 'anyone',
  'workspaces.use': 'session',
  'workspace.read': 'member',
  'workspace.manage': 'member',
  'workspace.audit': 'member',
  'workspace.own': 'member',
  'workspace.leave': 'member',
  'invitation.read': 'anyone',
  'invitation.accept': 'session',
})

const everyRole = ['owner', 'admin', 'member', 'viewer'] as const

/**
 * The roles of a workspace (docs/decisions/0081) and the workspace actions each may take; a workspace the
 * caller is not in answers as a missing one.
 */
export const workspaceRoleMay: Readonly<
  Record<'workspace.read' | 'workspace.manage' | 'workspace.audit' | 'workspace.own' | 'workspace.leave', readonly string[]>
> = Object.freeze({
  'workspace.read': everyRole,
  'workspace.manage': ['owner', 'admin'],
  'workspace.audit': ['owner', 'admin'],
  'workspace.own': ['owner'],
  'workspace.leave': everyRole,
})

/**
 * What each role may do with the acting workspace's links, tags and analytics. Creating a link is
 * 'links.write' too; a member changes only the links they made unless the workspace's membersEditAll is
 * on (policy.ts `mayChangeLink`), owners and admins every link.
 */
export const roleInWorkspaceMay: Readonly<
  Record<'links.read' | 'links.analytics' | 'links.write' | 'tags.read' | 'tags.manage' | 'stats.read', readonly string[]>
> = Object.freeze({
  'links.read': everyRole,
  'links.analytics': everyRole,
  'links.write': ['owner', 'admin', 'member'],
  'tags.read': everyRole,
  'tags.manage': ['owner', 'admin', 'member'],
  'stats.read': everyRole,
})

/**
 * The scope an API key needs for each action in a workspace (docs/decisions/0081); a key acts only within
 * its creator's current role there too. Creating a link in a workspace is links:write. A key manages a
 * workspace (its members, settings, invitations, audit log) with workspace:admin; it never deletes or transfers one,
 * never leaves it for its creator, and never manages keys (keys.manage is a session's only).
 */
export const scopeFor: Readonly<Partial<Record<Action, ApiKeyScope>>> = Object.freeze({
  'links.create': 'links:write',
  'links.read': 'links:read',
  'links.analytics': 'analytics:read',
  'links.write': 'links:write',
  'tags.read': 'links:read',
  'tags.manage': 'links:write',
  'stats.read': 'analytics:read',
  'workspace.read': 'workspace:admin',
  'workspace.manage': 'workspace:admin',
  'workspace.audit': 'workspace:admin',
})
