// What a prerendered page cannot know at build time, filled in by a plain script (no island): the footer's
// Dashboard link (the dashboard for a signed-in browser, the login page otherwise: spec §2) and the source
// repository's address (the server's REPOSITORY_URL wins over the build's default from package.json).
import { repositoryUrl } from '../../lib/page-settings'

export function fillRuntimeLinks(): void {
  const signedIn = document.documentElement.dataset.session === 'in'
  for (const a of document.querySelectorAll('a[data-dashboard-link]')) a.setAttribute('href', signedIn ? '/app/dashboard' : '/app/login')
  const repository = repositoryUrl()
  if (repository) for (const a of document.querySelectorAll('a[data-repository-link]')) a.setAttribute('href', repository)
}
