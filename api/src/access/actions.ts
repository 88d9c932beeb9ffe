// What a caller may ask to do, in domain words, and who may ask: the policy's whole table. A new action or
// a new kind of caller (a workspace member, a key with scopes) is a change here and in policy.ts only.

export type Action =
  /** Shorten a URL: anyone, but a custom code, a title, a note or tags need an account. */
  | 'links.create'
  /** The caller's own links: the list, one link, its QR code, its analytics, the export. */
  | 'links.read'
  /** Change the caller's own links: edit, delete, bulk actions and bulk create, import, claim. */
  | 'links.write'
  /** The caller's tags: list, rename, delete. */
  | 'tags.manage'
  /** The caller's totals and clicks per day. */
  | 'stats.read'
  /** The caller's own account: the user record, the signed-in sessions, the export. */
  | 'account.read'
  /** Create or rename the caller's user record. */
  | 'account.write'
  /** Delete the caller's account: a session only (password and second factor are checked by account/). */
  | 'account.delete'
  /** List, create and revoke API keys: a session only, so a leaked key cannot mint more. */
  | 'keys.manage'
  /** /api/admin: a signed-in admin's session (ADMIN_EMAILS or promoted with `snip users promote`). */
  | 'admin.use'
  /** Report a link to the admins: anyone, no identity read (a stale token must not stop a report). */
  | 'reports.send'

/**
 * Who may ask. 'anyone': anonymous callers too; 'person': a session or one of the person's API keys;
 * 'session': a person signed in with a session, never an API key; 'admin': an admin's session.
 */
export type Who = 'anyone' | 'person' | 'session' | 'admin'

export const whoMay: Readonly<Record<Action, Who>> = Object.freeze({
  'links.create': 'anyone',
  'links.read': 'person',
  'links.write': 'person',
  'tags.manage': 'person',
  'stats.read': 'person',
  'account.read': 'person',
  'account.write': 'person',
  'account.delete': 'session',
  'keys.manage': 'session',
  'admin.use': 'admin',
  'reports.send': 'anyone',
})
