// The single sign-on providers the server writes into every page (<meta data-setting="sso-providers">, from
// OIDC_PROVIDERS): apart from page-settings.ts, so that the sign-in pages, which read other settings, do not
// load this too.
import { setting } from './page-settings'

/** A single sign-on provider as the server names it to pages (OIDC_PROVIDERS): its id, name and sign-in link. */
export interface SsoProvider {
  id: string
  name: string
  /** /auth/v1/authorize for this provider, back to the sign-in page: the button's link without JavaScript. */
  href: string
}

/** The configured single sign-on providers, or none (also on a page not served by Snip's server). */
export function ssoProviders(): SsoProvider[] {
  try {
    const list: unknown = JSON.parse(setting('sso-providers') || '[]')
    return Array.isArray(list) ? (list as SsoProvider[]).filter((p) => typeof p?.id === 'string' && typeof p.name === 'string') : []
  } catch {
    return []
  }
}
