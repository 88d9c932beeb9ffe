// What a prerendered page cannot know at build time, filled in by a plain script (no island): the footer's
// Dashboard link (the dashboard for a signed-in browser, the login page otherwise: spec §2), the source
// repository's address (the server's REPOSITORY_URL wins over the build's default from package.json), and the
// language links' address on the app's pages: one file serves many addresses there (a workspace's slug, a link's
// ?id=), and the server answers each in the chosen language at the same address (docs/decisions/0088).
import { LANGUAGE_QUERY } from '@contracts/languages'
import { repositoryUrl } from '../../lib/page-settings'

/** The app's pages, answered in every language at their English address. */
const APP_PAGE = /^\/app(\/|$)/

export function fillRuntimeLinks(): void {
  const signedIn = document.documentElement.dataset.session === 'in'
  for (const a of document.querySelectorAll('a[data-dashboard-link]')) a.setAttribute('href', signedIn ? '/app/dashboard' : '/app/login')
  const repository = repositoryUrl()
  if (repository) for (const a of document.querySelectorAll('a[data-repository-link]')) a.setAttribute('href', repository)
  if (APP_PAGE.test(location.pathname)) {
    for (const a of document.querySelectorAll<HTMLAnchorElement>('a[data-language-link]')) {
      const query = new URLSearchParams(location.search)
      query.set(LANGUAGE_QUERY, a.hreflang)
      a.setAttribute('href', `${location.pathname}?${query}`)
    }
  }
}
