// The footer's words: rendered on the server, never loaded by a page's script.
export const footerCopy = {
  about: 'About',
  terms: 'Terms',
  privacy: 'Privacy',
  dashboard: 'Dashboard',
  apiDocs: 'API',
  repository: 'Source code',
  copyright: (year: number) => `© ${year} Snip, an open-source URL shortener.`,
} as const
