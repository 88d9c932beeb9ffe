// What a page in another language hands its islands (lib/words.ts): the catalog's dotted keys, the islands'
// words ("login.title"), in the page's language; a function's English argument order beside its template; for the
// pseudo-locale, English made visibly foreign. Read while the page is prerendered: no island imports this.
import de from '../../messages/de.json'
import en from '../../messages/en.json'
import es from '../../messages/es.json'
import fr from '../../messages/fr.json'
import ja from '../../messages/ja.json'
import ptBR from '../../messages/pt-BR.json'
import { pseudoText } from '../../i18n/snip-messages.js'
import { mapTemplateText, parseTemplate, templateArgs } from '@contracts/message-template'
import { ARGS_SUFFIX, type Words } from '@contracts/words'

const CATALOGS: Record<string, Record<string, string>> = { en, de, fr, es, 'pt-BR': ptBR, ja }

const isIslandKey = (key: string) => key.includes('.')

/** The islands' English words: every dotted key of en.json. */
export function englishIslandWords(): Record<string, string> {
  return Object.fromEntries(Object.entries(en as Record<string, string>).filter(([key]) => isIslandKey(key)))
}

const memo = new Map<string, Words>()

/** The words a page in `locale` writes for its islands; none for English, which the islands carry. */
export function islandWordsFor(locale: string): Words {
  if (locale === 'en') return {}
  const known = memo.get(locale)
  if (known) return known
  const english = englishIslandWords()
  const words: Words = {}
  for (const [key, source] of Object.entries(english)) {
    const parts = parseTemplate(source)
    const translated = locale === 'en-XA' ? mapTemplateText(parts, pseudoText) : CATALOGS[locale]?.[key]
    if (translated === undefined) continue
    const args = templateArgs(parts)
    if (args.length === 0) words[key] = translated
    else {
      // A sentence with values in it is a function's: handed over read, with the English order of its values.
      words[key] = parseTemplate(translated)
      words[`${key}${ARGS_SUFFIX}`] = args.join(' ')
    }
  }
  memo.set(locale, words)
  return words
}

/** The words as the page's JSON script holds them: `<` escaped, so no word can close the script. */
export function wordsJson(words: Words): string {
  return JSON.stringify(words).replaceAll('<', '\\u003c')
}
