// Astro client directive `client:signed-in` (astro.config.mjs): hydrate the island only when the page's
// signed-in hint is set (session-hint.ts); for everyone else its server-rendered HTML stays as it is and
// none of its JavaScript is fetched.
import type { ClientDirective } from 'astro'

const signedIn: ClientDirective = (load) => {
  if (document.documentElement.dataset.session === 'in') void load().then((hydrate) => hydrate())
}

export default signedIn
