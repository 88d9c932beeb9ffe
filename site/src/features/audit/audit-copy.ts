// The words of the audit log page.
import type { AuditAction, AuditActorKind, AuditResourceType } from '@contracts/audit-actions'
import { localized } from '@contracts/words'
import { formatCount } from '../../lib/format-count'

const actions: Record<AuditAction, string> = {
  'link.created': 'Created a link',
  'link.updated': 'Edited a link',
  'link.deleted': 'Deleted a link',
  'link.claimed': 'Claimed a link',
  'link.taken_down': 'Took a link down',
  'link.restored': 'Restored a link',
  'links.bulk': 'Changed links in bulk',
  'links.imported': 'Imported links',
  'links.exported': 'Exported links',
  'tag.renamed': 'Renamed a tag',
  'tag.deleted': 'Deleted a tag',
  'member.added': 'Added a member',
  'member.role_changed': "Changed a member's role",
  'member.removed': 'Removed a member',
  'member.left': 'Left the workspace',
  'workspace.renamed': 'Renamed the workspace',
  'workspace.settings_changed': 'Changed a setting',
  'ownership.transferred': 'Transferred ownership',
  'key.created': 'Created an API key',
  'key.revoked': 'Revoked an API key',
  'invitation.created': 'Invited someone',
  'invitation.revoked': 'Withdrew an invitation',
  'invitation.accepted': 'Joined by invitation',
  'domain.added': 'Added a domain',
  'domain.verified': 'Verified a domain',
  'domain.changed': "Changed a domain's redirects",
  'domain.removed': 'Removed a domain',
  'webhook.created': 'Added a webhook endpoint',
  'webhook.updated': 'Changed a webhook endpoint',
  'webhook.deleted': 'Removed a webhook endpoint',
  'webhook.tested': 'Sent a test webhook',
}

const actorKinds: Record<AuditActorKind, string> = { member: 'Member', key: 'API key', admin: 'Instance admin', system: 'Snip' }

const resources: Record<AuditResourceType, string> = {
  link: 'Link',
  links: 'Links',
  tag: 'Tag',
  member: 'Member',
  workspace: 'Workspace',
  key: 'API key',
  invitation: 'Invitation',
  domain: 'Domain',
  webhook: 'Webhook endpoint',
}

const fields: Record<string, string> = {
  originalUrl: 'Destination',
  shortCode: 'Custom path',
  title: 'Title',
  note: 'Note',
  isActive: 'Active',
  expiresAt: 'Expires',
  maxClicks: 'Click limit',
  fallbackUrl: 'Fallback URL',
  password: 'Password',
  tags: 'Tags',
  name: 'Name',
  role: 'Role',
  membersEditAll: 'Members can edit every link',
  url: 'Endpoint address',
  events: 'Events',
  enabled: 'Enabled',
}

const bulk: Record<string, string> = { create: 'created', activate: 'activated', deactivate: 'deactivated', delete: 'deleted' }

export const auditCopy = localized('audit', {
  title: (name: string) => `${name} audit log`,
  intro: 'Who changed what in this workspace, newest first. Visitors are never recorded.',
  backToSettings: 'Back to the workspace settings',
  columns: { when: 'When', who: 'Who', action: 'Action', resource: 'Resource', changes: 'Changes' },
  caption: 'Audit events',
  filterAction: 'Action',
  filterPerson: 'Person',
  allActions: 'All actions',
  everyone: 'Everyone',
  empty: 'No events yet',
  emptyFiltered: 'No events match these filters',
  loading: 'Loading the audit log…',
  loadFailed: 'Could not load the audit log.',
  notAllowed: 'Only owners and admins can see the audit log.',
  previous: 'Previous page',
  next: 'Next page',
  pageOf: (page: number, pages: number, total: number) => `Page ${page} of ${pages} · ${formatCount(total)} ${total === 1 ? 'event' : 'events'}`,
  /** A field whose values the log keeps: "Title: none → Launch page". */
  fieldChange: (name: string, from: string, to: string) => `${name}: ${from} → ${to}`,
  /** A field named only: "Password changed". */
  fieldChanged: (name: string) => `${name} changed`,
  /** A bulk change: "3 links deleted: abc, def" (`links` from links(), `action` a word of `bulk`). */
  bulkChange: (links: string, action: string, codes: string) => `${links} ${action}: ${codes}`,
  none: '—',
  links: (n: number) => `${formatCount(n)} ${n === 1 ? 'link' : 'links'}`,
  more: (n: number) => `and ${n} more`,
  yes: 'yes',
  no: 'no',
  empty_value: 'none',
  viaSso: 'Through single sign-on',
  viaSsoWith: (provider: string) => `Through single sign-on (${provider})`,
  actions,
  actorKinds,
  resources,
  fields,
  bulk,
})

/** Each action in words (the page's filter and rows; other features through index.ts). */
export const actionNames: Record<AuditAction, string> = auditCopy.actions
