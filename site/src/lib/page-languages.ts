// A page prerendered in every language (docs/decisions/0088): the paths Astro builds for its translations, the
// hreflang alternates its head lists, the footer's language links and dates written the language's way.
import {
  BASE_LANGUAGE,
  LANGUAGE_NAMES,
  LANGUAGE_QUERY,
  LANGUAGES,
  type Language,
  languagePrefix,
  localizedPath,
  PSEUDO_LANGUAGE,
  type SiteLocale,
} from '@contracts/languages'

/** getStaticPaths of pages/[lang]/…: each language but English under its prefix, and the pseudo-locale's /xa/. */
export function translationPaths(): { params: { lang: string }; props: { locale: SiteLocale } }[] {
  return [...LANGUAGES.filter((l) => l !== BASE_LANGUAGE), PSEUDO_LANGUAGE].map((locale) => ({
    params: { lang: languagePrefix(locale).slice(1) },
    props: { locale },
  }))
}

/** The page in each language a visitor is offered, for <link rel="alternate" hreflang>; English is the default. */
export function alternates(englishPath: string): { hreflang: string; href: string }[] {
  return [...LANGUAGES.map((language) => ({ hreflang: language, href: localizedPath(englishPath, language) })), { hreflang: 'x-default', href: englishPath }]
}

export interface LanguageLink {
  language: Language
  name: string
  /** The page in that language, with ?lang= so the server remembers the choice (a plain link: no script). */
  href: string
  current: boolean
}

export function languageLinks(englishPath: string, current: SiteLocale): LanguageLink[] {
  return LANGUAGES.map((language) => ({
    language,
    name: LANGUAGE_NAMES[language],
    href: `${localizedPath(englishPath, language)}?${LANGUAGE_QUERY}=${language}`,
    current: language === current,
  }))
}

/** A calendar date (YYYY-MM-DD) as the language writes it: "March 20, 2025", "20. März 2025", "2025年3月20日". */
export function longDate(isoDate: string, locale: SiteLocale): string {
  const intlLocale = locale === PSEUDO_LANGUAGE ? BASE_LANGUAGE : locale
  return new Intl.DateTimeFormat(intlLocale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`))
}
