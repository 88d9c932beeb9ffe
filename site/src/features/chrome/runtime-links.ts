// What a prerendered page cannot know at build time, filled in by a plain script (no island): the footer's
// Dashboard link (the dashboard for a signed-in browser, the login page otherwise: spec §2) and the source
// repository's address (the server's REPOSITORY_URL wins over the build's default from package.json).
import { getConfig } from '../../lib/config'

export function fillRuntimeLinks(): void {
  const signedIn = document.documentElement.dataset.session === 'in'
  for (const a of document.querySelectorAll('a[data-dashboard-link]')) a.setAttribute('href', signedIn ? '/app/dashboard' : '/app/login')
  getConfig()
    .then(({ repositoryUrl }) => {
      if (repositoryUrl) for (const a of document.querySelectorAll('a[data-repository-link]')) a.setAttribute('href', repositoryUrl)
    })
    .catch(() => undefined)
}
