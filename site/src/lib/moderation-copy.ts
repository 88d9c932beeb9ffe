// Texts of the moderation pages (issue 17 point 4): Link disabled, Report this link and the admin page.
// Kept out of copy.ts so other pages do not carry them.
export const linkDisabledCopy = {
  title: 'Link disabled',
  message: 'This short link was disabled by the administrators of this site and no longer leads anywhere.',
  report: 'Report this link',
  goHome: 'Go to Homepage',
} as const

export const reportCopy = {
  title: 'Report this link',
  intro:
    'Tell the administrators of this site about a short link that leads to spam, phishing, malware or anything else that breaks the rules. Nothing about you is stored with your report.',
  link: 'Short link',
  linkPlaceholder: 'https://snip.example/abc12 or abc12',
  reason: 'What is wrong with it?',
  submit: 'Send report',
  submitting: 'Sending...',
  sent: 'Thank you. The administrators will look at this link.',
  another: 'Report another link',
} as const

export const adminCopy = {
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
    clicks: (n: number) => `${n} clicks`,
  },
  users: {
    title: 'Users',
    search: 'Search users by e-mail',
    none: 'No users found.',
    admin: 'Admin',
    disabled: 'Disabled',
    disable: 'Disable',
    enable: 'Enable',
    links: (n: number) => `${n} links`,
  },
  settings: {
    title: 'Settings',
    signupMode: 'Sign-ups',
    modes: { open: 'Open to everyone', closed: 'Closed', 'invite-only': 'By invite only' },
    anonymous: 'Anonymous shortening',
    anonymousHelp: 'People without an account may shorten links on the home page.',
    invite: 'Create invite link',
    inviteHelp: 'Each invite link lets one person sign up. It is shown only once.',
    blocklist: 'Blocked domains',
    blocklistHelp: 'Links to these domains and their subdomains cannot be created, and existing ones show "Link disabled".',
    domain: 'Domain',
    block: 'Block domain',
    unblock: (domain: string) => `Unblock ${domain}`,
    noBlocked: 'No domains are blocked.',
    saved: 'Settings saved',
  },
  reports: {
    title: 'Reports',
    none: 'No open reports.',
    noLink: 'No link has this code.',
    dismiss: 'Dismiss',
    disableLink: 'Disable link',
  },
  log: { title: 'Recent actions', none: 'Nothing yet.' },
} as const
