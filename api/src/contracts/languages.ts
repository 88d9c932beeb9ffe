// The languages the site speaks, and where each lives: English (the source) at the site's own addresses, every
// other language under its own prefix (/de/about, /pt/), so each page is prerendered once per language
// (docs/decisions/0088). The list matches site/project.inlang/settings.json, where the catalogs are compiled.
export const BASE_LANGUAGE = 'en' as const
/** The languages a visitor is offered, in the switcher's order. */
export const LANGUAGES = ['en', 'de', 'fr', 'es', 'pt-BR', 'ja'] as const
export type Language = (typeof LANGUAGES)[number]
/** English accented and bracketed, for tests that look for text outside the catalogs: never offered or negotiated. */
export const PSEUDO_LANGUAGE = 'en-XA' as const
export type SiteLocale = Language | typeof PSEUDO_LANGUAGE

/** Each language's name in itself, as the switcher shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  ja: '日本語',
}

/** The first-party preference: a language code someone picked in the switcher, nothing else. */
export const LANGUAGE_COOKIE = 'snip-lang'
/** The query a switcher link carries: the server stores the choice, then redirects to the clean address. */
export const LANGUAGE_QUERY = 'lang'

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value)
}

/**
 * The first segment each language's pages live under ('' for English). Each is a reserved code and shorter than
 * any custom path (limits.shortCodeMin), so no link a person chose can hold it, before or after an upgrade.
 */
const PREFIXES: Readonly<Record<SiteLocale, string>> = { en: '', de: '/de', fr: '/fr', es: '/es', 'pt-BR': '/pt', ja: '/ja', 'en-XA': '/xa' }

export function languagePrefix(locale: SiteLocale): string {
  return PREFIXES[locale]
}

/** A page's address in a language, from its English address: ('/about', 'de') → '/de/about'; ('/', 'ja') → '/ja/'. */
export function localizedPath(englishPath: string, locale: SiteLocale): string {
  return `${languagePrefix(locale)}${englishPath}`
}

/** The language an address is in and its English address: '/pt/about' → pt-BR, '/about'; '/about' → en. */
export function splitLanguagePath(path: string): { locale: SiteLocale; englishPath: string } {
  for (const locale of [...LANGUAGES, PSEUDO_LANGUAGE]) {
    const prefix = languagePrefix(locale)
    if (prefix && (path === prefix || path.startsWith(`${prefix}/`))) return { locale, englishPath: path.slice(prefix.length) || '/' }
  }
  return { locale: BASE_LANGUAGE, englishPath: path }
}
