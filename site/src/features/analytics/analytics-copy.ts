// Every sentence of the link analytics page. Kept out of lib/copy so other pages do not carry it.
import { localized } from '@contracts/words'
import { formatCount } from '../../lib/format-count'
export const analyticsCopy = localized('analytics', {
  title: 'Link analytics',
  back: 'Back to dashboard',
  missingId: 'No link was chosen. Open a link from your dashboard.',
  loadFail: 'The analytics could not be loaded. Please try again.',
  notFound: 'Link not found',
  loading: 'Loading analytics…',
  link: {
    target: 'Target',
    short: 'Short address',
    status: 'Status',
    created: 'Created',
    active: 'Active',
    inactive: 'Inactive',
    totalClicks: 'Total clicks',
    qr: 'QR code',
    edit: 'Edit',
    copy: 'Copy',
    copied: 'Copied',
    copiedStatus: 'Short address copied',
    copyFailed: 'The browser did not allow copying',
    tags: 'Tags',
    none: 'None',
    expires: 'Expires',
    never: 'Never',
    clickLimit: 'Click limit',
    noLimit: 'No limit',
    limitOf: (clicks: number, max: number) => `${formatCount(clicks)} of ${formatCount(max)} clicks used`,
  },
  empty: {
    title: 'No clicks yet',
    body: (shortUrl: string) => `Share ${shortUrl}: each click will be counted here, per UTC day. Snip never records who clicked.`,
  },
  period: {
    label: 'Period',
    option: (days: number) => `Last ${days} days`,
    hours: 'Last 48 hours',
    showingHours: (from: string, to: string) =>
      `Showing the last 48 hours, per hour. The counts and tables below the hourly chart are of the UTC days ${from} to ${to}: they are kept per day.`,
    from: 'From',
    to: 'To',
    apply: 'Show these days',
    showing: (from: string, to: string) => `Showing ${from} to ${to}. Days in UTC.`,
  },
  chart: {
    title: 'Clicks per day',
    summary: (clicks: number, from: string, to: string) => `${formatCount(clicks)} ${clicks === 1 ? 'click' : 'clicks'} from ${from} to ${to}`,
    hint: 'Point at a bar, or focus the chart and use the arrow keys, to read a day.',
    dayValue: (day: string, clicks: number) => `${day}: ${formatCount(clicks)} ${clicks === 1 ? 'click' : 'clicks'}`,
    explore: 'Clicks per day chart: the arrow keys read one day at a time',
    axes: 'Clicks (left axis) per day (bottom axis). Days in UTC.',
    table: 'Show clicks per day as a table',
    day: 'Day',
    clicks: 'Clicks',
    onlyDay: (day: string) => `Show only ${day}`,
  },
  hours: {
    title: 'Clicks per hour',
    summary: (clicks: number) => `${formatCount(clicks)} ${clicks === 1 ? 'click' : 'clicks'} in the last 48 hours`,
    hint: 'Point at a bar, or focus the chart and use the arrow keys, to read an hour.',
    value: (label: string, clicks: number) => `${label}: ${formatCount(clicks)} ${clicks === 1 ? 'click' : 'clicks'}`,
    explore: 'Clicks per hour chart: the arrow keys read one hour at a time',
    axes: (zone: string) => `Clicks (left axis) per hour (bottom axis). Hours in ${zone}.`,
    zone: (zone: string) => `Hours in ${zone}`,
    halfHours: 'Snip counts UTC hours: in this time zone each one starts at the minutes shown.',
    table: 'Show clicks per hour as a table',
    hour: 'Hour',
    chooseZone: 'Change the time zone in Settings',
  },
  totals: {
    title: 'In this period',
    clicks: 'Clicks',
    bots: 'Bots and link previews',
    botsHint: 'Fetches by known bots and chat or social previews: not counted as clicks',
    notShared: 'Not shared',
    notSharedHint: 'Clicks from browsers asking not to be tracked (Do Not Track or Global Privacy Control): counted, nothing else derived',
    heads: 'HEAD requests',
    prefetches: 'Prefetches',
    unrecorded: 'Counted without details',
    withoutDetails: (n: number) =>
      `${formatCount(n)} ${n === 1 ? 'click has' : 'clicks have'} no details in the tables below: the newest clicks get theirs within about a minute; clicks counted while analytics were off, or older than details are kept, have none.`,
  },
  breakdowns: {
    countries: 'Countries',
    devices: 'Devices',
    browsers: 'Browsers',
    os: 'Operating systems',
    referrers: 'Referrers',
    columns: { country: 'Country', referrer: 'Referrer domain', device: 'Device', browser: 'Browser', os: 'Operating system' },
    noFilter:
      'Filtering by a row of these tables: not available: counted separately. Countries, referrer domains, devices, browsers and operating systems are each counted on their own per link and day, so which of them came together is not known; choosing a day in the table above narrows them all exactly.',
    clicks: 'Clicks',
    share: 'Share',
    empty: 'No clicks with details in this period.',
    unknown: 'Unknown',
    direct: 'Direct or unknown',
    /** The device classes Snip counts (analytics/user-agent.ts). */
    deviceClasses: { desktop: 'Desktop', mobile: 'Mobile', tablet: 'Tablet', other: 'Other' } as Record<string, string>,
    other: (n: number) => `${formatCount(n)} others`,
  },
  privacy:
    'Snip keeps only these counts per day, and for 48 hours per hour: never an IP address, a user agent, a referrer path or anything that identifies a visitor.',
})

/** The workspace analytics page's own words (the rest are the link page's). */
export const workspaceCopy = localized('workspaceAnalytics', {
  title: 'All analytics',
  topLinks: 'Top links',
  link: 'Link',
  noClicks: 'No clicks in this period.',
  linkFilters: 'A link opens its own analytics for the same days: its countries, referrers and devices, exactly.',
})

/** The dashboard's words for analytics (small: the dashboard loads them). */
export const dashboardAnalyticsCopy = localized('dashboardAnalytics', {
  allAnalytics: 'All analytics',
  viewAnalytics: (code: string) => `View analytics for ${code}`,
  sparkline: (clicks: number) => `Clicks over the last 30 days: ${formatCount(clicks)} in all`,
})
