// The site's catalogs (site/messages/{locale}.json) as the server reads them: the one reader, for the mails' words
// (catalog-words.ts) and the API's errors in the caller's language (http/translate-message.ts). A catalog is read
// the first time something in its language needs it, then kept; an English-speaking instance reads only English.
import { readFileSync } from 'node:fs'
import type { Language } from '../contracts/languages'

export type Catalog = Readonly<Record<string, string>>

const CATALOGS = new URL('../../../site/messages/', import.meta.url)
const loaded = new Map<Language, Catalog>()

/** Every message of `language`'s catalog by its key: pages' words, islands' words (dotted) and `api_` sentences. */
export function catalogOf(language: Language): Catalog {
  let found = loaded.get(language)
  if (!found) {
    found = Object.freeze(JSON.parse(readFileSync(new URL(`${language}.json`, CATALOGS), 'utf8')) as Record<string, string>)
    loaded.set(language, found)
  }
  return found
}
