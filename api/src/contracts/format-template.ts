// A catalog template, read (message-template.ts), with its values put in: what an island runs when a page in
// another language gives it a sentence with a count or a name in it. A language chooses its plural forms
// through Intl.PluralRules; `#` is the count, and every number is written the language's way.

export type Part = string | { arg: string; kind: 'text' | 'number' } | { arg: string; kind: 'plural'; branches: Record<string, Part[]> }

const numberFormats = new Map<string, Intl.NumberFormat>()
const pluralRules = new Map<string, Intl.PluralRules>()
const cached = <T>(map: Map<string, T>, locale: string, make: () => T): T => {
  let value = map.get(locale)
  if (!value) map.set(locale, (value = make()))
  return value
}

/** A number written the locale's way: 1,234 in English, 1.234 in German. */
export function formatNumber(n: number, locale: string): string {
  return cached(numberFormats, locale, () => new Intl.NumberFormat(locale)).format(n)
}

/** The template with its values put in. */
export function formatTemplate(parts: Part[], values: Record<string, unknown>, locale: string, count?: number): string {
  let out = ''
  for (const part of parts) {
    if (typeof part === 'string') {
      out += count === undefined ? part : part.replaceAll('#', formatNumber(count, locale))
      continue
    }
    const value = values[part.arg]
    if (part.kind === 'text') out += String(value)
    else if (part.kind === 'number') out += formatNumber(Number(value), locale)
    else if (part.kind === 'plural') {
      const n = Number(value)
      const rule = cached(pluralRules, locale, () => new Intl.PluralRules(locale)).select(n)
      const branch = part.branches[`=${n}`] ?? part.branches[rule] ?? part.branches.other!
      out += formatTemplate(branch, values, locale, n)
    }
  }
  return out
}
