// Which language a visitor reads: the one they picked in the switcher (the snip-lang preference) wins; else
// the best of their browser's Accept-Language that the site speaks, by q-value, a region falling back to its
// language (pt-PT → pt-BR, de-AT → de); else English. The pseudo-locale is never chosen here.
import { BASE_LANGUAGE, LANGUAGE_COOKIE, LANGUAGES, type Language } from '../contracts/languages'

/** Accept-Language's ranges, best first (a stable sort keeps the header's order among equal q-values). */
function ranges(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';')
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined)
      return { range: range.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index }
    })
    .filter((r) => r.range !== '' && r.q > 0 && !Number.isNaN(r.q))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((r) => r.range)
}

/** The site's language for one range: exact first (pt-br), then by the language alone (pt-pt → pt-BR). */
function matchRange(range: string): Language | undefined {
  const exact = LANGUAGES.find((l) => l.toLowerCase() === range)
  if (exact) return exact
  const primary = range.split('-')[0]
  return LANGUAGES.find((l) => l.toLowerCase().split('-')[0] === primary)
}

export function languageFromAcceptLanguage(header: string | null): Language | undefined {
  for (const range of ranges(header ?? '')) {
    if (range === '*') return BASE_LANGUAGE
    const found = matchRange(range)
    if (found) return found
  }
  return undefined
}

/** The language stored by the switcher, if the cookie holds one the site speaks. */
export function languageFromCookie(header: string | null): Language | undefined {
  for (const pair of (header ?? '').split(';')) {
    const [name, value = ''] = pair.trim().split('=')
    if (name === LANGUAGE_COOKIE) return LANGUAGES.find((l) => l.toLowerCase() === decodeURIComponent(value).toLowerCase())
  }
  return undefined
}

/** The visitor's language and whether they chose it (a stored preference) or the browser's header said so. */
export function negotiateLanguage(headers: Headers): { language: Language; chosen: boolean } {
  const chosen = languageFromCookie(headers.get('cookie'))
  if (chosen) return { language: chosen, chosen: true }
  return { language: languageFromAcceptLanguage(headers.get('accept-language')) ?? BASE_LANGUAGE, chosen: false }
}
