// The words of pages rendered on the server only (the 404 page) and the policies' dates: no script loads them.
export const notFoundPageCopy = {
  title: '404 Page Not Found',
  // The spec's hint ('Did you forget to add the page to the router?') was for the original app's
  // developers; a visitor gets a sentence meant for them (docs/decisions/0026).
  hint: 'There is no page at this address. Check the address for typos, or go back to the home page.',
} as const

/**
 * When each policy's substance last changed (the spec's date for the terms; decision 65 for the privacy page),
 * written out in the page's language ("Last updated March 20, 2025").
 */
export const lastUpdated = { terms: '2025-03-20', privacy: '2026-11-25' } as const
