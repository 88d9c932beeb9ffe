// The API's error messages in the caller's language (docs/decisions/0088, "As built"). The English sentences
// stay where they are written once (api/src/contracts); the catalogs (site/messages/{locale}.json) hold each
// under an `api_` key, English as a template whose {placeholders} stand for the values a sentence carries (a
// limit, a scope, a list). An answer is translated at the response boundary: its English message is matched
// to its key (exactly, or by a pattern built from the template, longest first), and the caller's language's
// entry is filled with the same values. The `code` never changes, and a message with no entry stays English.
import { readFileSync } from 'node:fs'
import { BASE_LANGUAGE, LANGUAGES, type Language } from '../contracts/languages'

/** The catalogs' prefix of the API's messages. */
export const API_MESSAGE_PREFIX = 'api_'
/** A value that is itself a sentence of the catalog ("Rule 2: {sentence}"), translated in turn. */
const NESTED = 'sentence'
const PLACEHOLDER = /\{([a-zA-Z0-9_]+)\}/g

interface Template {
  key: string
  names: string[]
  pattern: RegExp
  /** The template's own text: the longer, the more specific ("Rule {rule}, condition {condition}: …" before "Rule {rule}: …"). */
  literal: number
}

interface Catalogs {
  exact: Map<string, string>
  templates: Template[]
  messages: Map<Language, Record<string, string>>
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function catalogOf(language: Language): Record<string, string> {
  const file = new URL(`../../../site/messages/${language}.json`, import.meta.url)
  const all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>
  return Object.fromEntries(Object.entries(all).filter(([key]) => key.startsWith(API_MESSAGE_PREFIX)))
}

let loaded: Catalogs | undefined

/** Read once, on the first message that needs it (an English-speaking instance never reads them). */
function catalogs(): Catalogs {
  if (loaded) return loaded
  const messages = new Map(LANGUAGES.map((language) => [language, catalogOf(language)] as const))
  const exact = new Map<string, string>()
  const templates: Template[] = []
  for (const [key, english] of Object.entries(messages.get(BASE_LANGUAGE) ?? {})) {
    const names = [...english.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '')
    if (!names.length) {
      if (!exact.has(english)) exact.set(english, key)
      continue
    }
    const parts = english.split(PLACEHOLDER).filter((_, i) => i % 2 === 0)
    const pattern = new RegExp(`^${parts.map(escapeRegExp).join('(.+?)')}$`, 's')
    templates.push({ key, names, pattern, literal: parts.join('').length })
  }
  templates.sort((a, b) => b.literal - a.literal)
  loaded = { exact, templates, messages }
  return loaded
}

function keyOf(english: string): { key: string; values: Record<string, string> } | undefined {
  const { exact, templates } = catalogs()
  const key = exact.get(english)
  if (key) return { key, values: {} }
  for (const template of templates) {
    const found = template.pattern.exec(english)
    if (!found) continue
    return { key: template.key, values: Object.fromEntries(template.names.map((name, i) => [name, found[i + 1] ?? ''])) }
  }
  return undefined
}

/**
 * The catalog key of an English message and the values its placeholders hold, if the catalogs have it. A
 * rule's sentence is written with a capital when it stands alone ("Each rule must…"): `capital` says so.
 */
export function messageKeyOf(english: string): { key: string; values: Record<string, string>; capital: boolean } | undefined {
  const found = keyOf(english)
  if (found) return { ...found, capital: false }
  const first = english.charAt(0)
  if (first === first.toLowerCase()) return undefined
  const lower = keyOf(first.toLowerCase() + english.slice(1))
  return lower && { ...lower, capital: true }
}

function translated(english: string, language: Language, depth: number): string | undefined {
  const match = messageKeyOf(english)
  if (!match) return undefined
  const target = catalogs().messages.get(language)?.[match.key]
  if (!target) return undefined
  const filled = target.replace(PLACEHOLDER, (whole, name: string) => {
    const value = match.values[name]
    if (value === undefined) return whole
    return name === NESTED && depth < 2 ? (translated(value, language, depth + 1) ?? value) : value
  })
  return match.capital ? filled.charAt(0).toLocaleUpperCase(language) + filled.slice(1) : filled
}

/** The message in `language`, or the English one when the catalogs have no entry for it. */
export function translateMessage(english: string, language: Language): string {
  if (language === BASE_LANGUAGE) return english
  return translated(english, language, 0) ?? english
}
