// Texts of the links dashboard (product-spec §2 "Links dashboard", the Add/Edit and Delete dialogs; the QR dialog's are in features/qr).
// Kept out of copy.ts's `messages`, which every page with a form loads: only the dashboard loads these
// (decision 0050). Never write one of these strings anywhere else.
import { localized } from '@contracts/words'
import { formatCount } from '../../lib/format-count'
export const dashboardCopy = localized('dashboard', {
  title: 'Your Links',
  addLink: 'Add New Link',
  loading: 'Loading your links...',
  emptyTitle: 'No links yet',
  emptyText: 'Get started by creating your first shortened URL.',
  noMatchTitle: 'No links match your search or filter.',
  clearFilters: 'Clear search and filter',
  stats: {
    region: 'Link statistics',
    totalLinks: 'Total Links',
    totalClicks: 'Total Clicks',
    /** The spec's 'Average CTR' is clicks per link, not a rate: named for what it is (docs/decisions/0076). */
    clicksPerLink: 'Clicks per link',
    clicksChange: (percent: number) => `${percent}%`,
    clicksChangeHint: 'Clicks in the last 7 days compared with the 7 days before',
    clicksPerLinkHint: 'Average clicks per link',
    increase: 'increase',
    decrease: 'decrease',
  },
  toolbar: {
    search: 'Search links',
    status: 'Filter by status',
    sort: 'Sort links',
    statuses: { all: 'All Links', active: 'Active', inactive: 'Inactive', expired: 'Expired' },
    sorts: { newest: 'Newest first', oldest: 'Oldest first', 'most-clicked': 'Most clicked', 'least-clicked': 'Least clicked' },
    /** Phones: the button that shows and hides search, filter and sort. */
    toggle: 'Search and filters',
  },
  list: {
    label: 'Links',
    loadMore: 'Load more',
    showing: (shown: number, total: number) => `Showing ${formatCount(shown)} of ${formatCount(total)} links`,
    /** Every match loaded, under a search or filter: how many there are. */
    matching: (n: number) => `${formatCount(n)} matching ${n === 1 ? 'link' : 'links'}`,
  },
  row: {
    active: 'Active',
    inactive: 'Inactive',
    /** Past its expiry or out of clicks. */
    expired: 'Expired',
    /** An admin took the link down (decision 43): it answers 410 Link disabled whatever its switch says. */
    takenDown: 'Disabled by admin',
    clicks: (n: number) => (n === 1 ? '1 click' : `${formatCount(n)} clicks`),
    created: (distance: string) => `Created ${distance}`,
    /** The link's lifecycle settings, on its row so they are seen without opening Edit. */
    expires: (distance: string) => `Expires ${distance}`,
    expiredAgo: (distance: string) => `Expired ${distance}`,
    expiredSwitch: 'Expired: set a new expiry in Edit to turn it on again',
    /** Clicks used of the limit: how near the link is to stopping. */
    clickLimit: (used: number, max: number) => `Limit: ${formatCount(used)} / ${formatCount(max)} ${max === 1 ? 'click' : 'clicks'}`,
    password: 'Password protected',
    originalUrl: 'Original URL',
    shortUrl: 'Short URL',
    copy: (code: string) => `Copy short URL ${code}`,
    copied: 'Copied',
    edit: (code: string) => `Edit link ${code}`,
    delete: (code: string) => `Delete link ${code}`,
    /** The row's quick switch: on while the link is active. */
    activeSwitch: (code: string) => `Active: ${code}`,
  },
  form: {
    addTitle: 'Add New Link',
    editTitle: 'Edit Link',
    addDescription: 'Shorten a long URL, optionally with your own custom path.',
    editDescription: "Change the link's target, custom path or status.",
    originalUrl: 'Original URL',
    originalUrlPlaceholder: 'https://example.com/a/very/long/path',
    shortCode: 'Custom path (optional)',
    shortCodePlaceholder: 'my-link',
    active: 'Active',
    cancel: 'Cancel',
    create: 'Create Link',
    creating: 'Creating...',
    save: 'Save Changes',
    saving: 'Saving...',
  },
  deleteDialog: {
    title: 'Delete Link',
    /** The deletion waits `seconds` with an Undo in its toast (pending-deletions.tsx): the words say so. */
    warning: (seconds: number) =>
      `Are you sure you want to delete this link? All of its analytics data will be lost and the short URL will stop working. You can undo it for ${seconds} seconds.`,
    cancel: 'Cancel',
    confirm: 'Delete',
    deleting: 'Deleting...',
  },
  /** The list area when the list failed to load (other than 'User not found'). */
  loadError: { title: 'Your links could not be loaded.', retry: 'Try again' },
  /** A stat card's value when the stats failed to load: shown as a dash, read out as this. */
  statUnavailable: 'Not available',
  /** The copy button's accessible name while it shows the copied state. */
  copiedCode: (code: string) => `Copied short URL ${code}`,
} as const)
