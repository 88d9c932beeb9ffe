// Texts of the admin page.
import type { ModerationAction } from '@contracts/moderation-dto'
import { localized } from '@contracts/words'
import { formatCount } from '../../lib/format-count'

/** What each entry of the moderation log says it was, in words. */
const actions: Record<ModerationAction, string> = {
  'link.disable': 'Link disabled',
  'link.enable': 'Link enabled',
  'link.delete': 'Link deleted',
  'user.disable': 'Account disabled',
  'user.enable': 'Account enabled',
  'report.dismiss': 'Report dismissed',
}

export const adminCopy = localized('admin', {
  title: 'Admin',
  notAdmin: 'This page is for the administrators of this site.',
  loadFailed: 'Could not load this section. Please try again.',
  reason: 'Reason',
  confirm: 'Confirm',
  cancel: 'Cancel',
  links: {
    title: 'Links',
    search: 'Search links by code, target or owner e-mail',
    searchButton: 'Search',
    none: 'No links found.',
    anonymous: 'anonymous',
    disable: 'Disable',
    enable: 'Enable',
    delete: 'Delete',
    disabledBecause: (reason: string) => `Disabled: ${reason}`,
    blocked: 'Blocked domain',
    inactive: 'Inactive',
    clicks: (n: number) => `${formatCount(n)} ${n === 1 ? 'click' : 'clicks'}`,
    count: (n: number) => `${formatCount(n)} ${n === 1 ? 'link' : 'links'}`,
    pages: 'Pages of links',
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
    previous: 'Previous',
    next: 'Next',
  },
  users: {
    title: 'Users',
    search: 'Search users by e-mail',
    none: 'No users found.',
    admin: 'Admin',
    disabled: 'Disabled',
    disable: 'Disable',
    enable: 'Enable',
    links: (n: number) => `${formatCount(n)} ${n === 1 ? 'link' : 'links'}`,
  },
  settings: {
    title: 'Settings',
    signupMode: 'Sign-ups',
    modes: { open: 'Open to everyone', closed: 'Closed', 'invite-only': 'By invite only' },
    anonymous: 'Anonymous shortening',
    anonymousHelp: 'People without an account may shorten links on the home page.',
    invite: 'Create invite link',
    inviteHelp: 'Each invite link lets one person sign up. It is shown only once.',
    /** Why no invite is offered: invites only open the door while sign-ups are by invite only. */
    noInvites: 'Invite links are for sign-ups by invite only.',
    blocklist: 'Blocked domains',
    blocklistHelp: 'Links to these domains and their subdomains cannot be created, and existing ones show "Link disabled".',
    domain: 'Domain',
    block: 'Block domain',
    unblock: (domain: string) => `Unblock ${domain}`,
    noBlocked: 'No domains are blocked.',
    saved: 'Settings saved',
  },
  domains: {
    title: 'Custom domains',
    help: 'Every workspace’s domains, and the instance’s own that every workspace may use. An instance-wide domain serves links at once: no DNS check.',
    domain: 'Domain',
    add: 'Add instance-wide domain',
    none: 'No custom domains yet.',
    instanceWide: 'Instance-wide',
    workspace: (slug: string) => `Workspace ${slug}`,
    disable: 'Disable',
    enable: 'Enable',
    remove: 'Remove',
    removeQuestion: (host: string) => `Remove ${host} and every link on it?`,
    cancel: 'Cancel',
  },
  reports: {
    title: 'Reports',
    none: 'No open reports.',
    noLink: 'No link has this code.',
    dismiss: 'Dismiss',
    disableLink: 'Disable link',
  },
  log: {
    title: 'Recent actions',
    none: 'Nothing yet.',
    /** Each entry's action in words (LogSection shows a name this page does not know yet as stored). */
    actions,
  },
})
