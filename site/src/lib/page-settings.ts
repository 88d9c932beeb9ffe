// Settings the server writes into every page it serves (api/src/site/page-settings.ts fills the layout's
// <meta data-setting> tags): read from the page itself, never fetched, so the first render already has them.

/** The value of the page's <meta data-setting="name">, or '' (a page not served by Snip's server). */
export function setting(name: string): string {
  if (typeof document === 'undefined') return ''
  return document.querySelector(`meta[data-setting="${name}"]`)?.getAttribute('content') ?? ''
}

/** The origin of every short address the site shows, copies or encodes: the server's PUBLIC_URL. */
export const publicOrigin = (): string => setting('public-url').replace(/\/+$/, '')

/** The source repository's address (REPOSITORY_URL), or '' when the page was not served by Snip's server. */
export const repositoryUrl = (): string => setting('repository-url')

/** The auth service's public anon key, for a plain script's requests to /auth/v1 (supabase-js gets it from the config). */
export const anonKey = (): string => setting('anon-key')

/** Whether this server sends e-mail (SMTP_URL is set). */
export const emailEnabled = (): boolean => setting('email-enabled') === 'true'
