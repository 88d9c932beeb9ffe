// The Link Not Found page's words (spec §2): rendered on the server, with the site's later additions.
export const redirectCopy = {
  redirecting: 'Redirecting...',
  notFoundTitle: 'Link Not Found',
  notFoundMessage: (code: string) => `The short URL with code "${code}" doesn't exist or has been deactivated.`,
  goHome: 'Go to Homepage',
  /** /not-found opened without a code: nothing to quote, so the spec's message would read `code ""`. */
  noCodeMessage: 'This link has no path. Check the address and try again.',
  /** The Link Not Found and Link disabled pages lead to /report. */
  reportLink: 'Report this link',
} as const
