// The words of pages rendered on the server only (the 404 page, the terms and privacy dates): no script loads them.
export const notFoundPageCopy = {
  title: '404 Page Not Found',
  // The spec's hint ('Did you forget to add the page to the router?') was for the original app's
  // developers; a visitor gets a sentence meant for them (docs/decisions/0026).
  hint: 'There is no page at this address. Check the address for typos, or go back to the home page.',
} as const

/** When each policy's substance last changed (the spec's date for the terms; decision 65 for the privacy page). */
export const lastUpdated = { terms: 'Last updated March 20, 2025', privacy: 'Last updated November 25, 2026' } as const
