// The site's catalogs (site/messages/{locale}.json) read on the server, for the words a mail carries: one owner
// for every sentence, translated once. A catalog is read the first time a mail in its language is written, then
// kept; a key missing from a language (a catalog mid-translation) is said in English, never left blank.
import { readFileSync } from 'node:fs'
import { BASE_LANGUAGE, type Language } from '../contracts/languages'

const CATALOGS = new URL('../../../site/messages/', import.meta.url)
const loaded = new Map<Language, Readonly<Record<string, string>>>()

function catalog(language: Language): Readonly<Record<string, string>> {
  let found = loaded.get(language)
  if (!found) {
    found = JSON.parse(readFileSync(new URL(`${language}.json`, CATALOGS), 'utf8')) as Record<string, string>
    loaded.set(language, found)
  }
  return found
}

export type Words = (key: string, values?: Readonly<Record<string, string>>) => string

/** The words of `language`: a key's message with its `{name}` placeholders filled (a value is inserted as it is). */
export function catalogWords(language: Language): Words {
  const own = catalog(language)
  return (key, values = {}) => {
    const message = own[key] ?? catalog(BASE_LANGUAGE)[key]
    if (message === undefined) throw new Error(`no message ${key} in the catalogs`)
    return message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
  }
}
