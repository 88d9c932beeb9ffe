// The snip-lang preference as a Set-Cookie value: written by the footer's ?lang= switcher (site/language-routing)
// and by saving the account's language in Settings, so both write the same cookie with the same attributes.
import { LANGUAGE_COOKIE, type Language } from '../contracts/languages'

/** A year: the choice is a preference, kept until changed; it holds a language code and identifies nobody. */
const PREFERENCE_MAX_AGE = 365 * 24 * 60 * 60

/** `secure`: the site is served over HTTPS (PUBLIC_URL), so the preference is sent over HTTPS only. */
export function languagePreferenceCookie(language: Language, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${PREFERENCE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`
}
