// The catalogs' words on the server, for the words a mail carries: one owner for every sentence, translated once.
// A key missing from a language (a catalog mid-translation) is said in English, never left blank.
import { BASE_LANGUAGE, type Language } from '../contracts/languages'
import { catalogOf } from './catalogs'

export type Words = (key: string, values?: Readonly<Record<string, string>>) => string

/** The words of `language`: a key's message with its `{name}` placeholders filled (a value is inserted as it is). */
export function catalogWords(language: Language): Words {
  const own = catalogOf(language)
  return (key, values = {}) => {
    const message = own[key] ?? catalogOf(BASE_LANGUAGE)[key]
    if (message === undefined) throw new Error(`no message ${key} in the catalogs`)
    return message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
  }
}
