// The API's error messages in the caller's language (docs/decisions/0088, "As built"). The English sentences
// stay where they are written once (api/src/contracts); the catalogs (site/messages/{locale}.json, read through
// the languages room) hold each once: under the islands' dotted key when a copy object says it (most of the
// contracts' messages are read by the islands too), under an `api_` key only when no island says it. English is
// a template whose placeholders ({limit}, {max, number}) stand for the values a sentence carries. An answer is
// translated at the response boundary: its English message is matched to its key (exactly, or by a pattern
// built from the template, longest first), and the caller's language's entry is filled with the same values by
// the islands' own formatter. The `code` never changes, and a message with no entry stays English.
import { formatTemplate } from '../contracts/format-template'
import { BASE_LANGUAGE, type Language } from '../contracts/languages'
import { type Part, parseTemplate } from '../contracts/message-template'
import { catalogOf } from '../languages'

/** The catalogs' prefix of the API's messages that no island says (the rest are the islands' dotted keys). */
export const API_MESSAGE_PREFIX = 'api_'
/** A value that is itself a sentence of the catalog ("Rule 2: {sentence}"), translated in turn. */
const NESTED = 'sentence'
/** A number as the contracts write it into English (`toLocaleString('en-US')`: 10,000). */
const ENGLISH_NUMBER = '(-?\\d[\\d,]*(?:\\.\\d+)?)'
/** A template must say some words of its own to be matched: "{type} {value}" would claim any two words. */
const WORD = /\p{L}{2,}/u

type Values = Record<string, string | number>

interface Template {
  key: string
  /** The placeholders in the pattern's order, and whether each is read as a number. */
  slots: { name: string; number: boolean }[]
  pattern: RegExp
  /** The template's own text: the longer, the more specific ("Rule {rule}, condition {condition}: …" before "Rule {rule}: …"). */
  literal: number
}

interface Matcher {
  exact: Map<string, string>
  templates: Template[]
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The keys that can say an API message: the islands' (dotted) and the API's own, never the pages' words. */
const canSay = (key: string) => key.includes('.') || key.startsWith(API_MESSAGE_PREFIX)

/** A template the server can match: text and numbers (a plural's English is an island's count, never an error's). */
function templateOf(key: string, parts: Part[]): Template | undefined {
  let source = ''
  let literal = ''
  const slots: Template['slots'] = []
  for (const part of parts) {
    if (typeof part === 'string') {
      source += escapeRegExp(part)
      literal += part
    } else if (part.kind === 'plural') return undefined
    else {
      source += part.kind === 'number' ? ENGLISH_NUMBER : '(.+?)'
      slots.push({ name: part.arg, number: part.kind === 'number' })
    }
  }
  if (!WORD.test(literal)) return undefined
  return { key, slots, pattern: new RegExp(`^${source}$`, 's'), literal: literal.length }
}

let matcher: Matcher | undefined

/** Built once, on the first message that needs it (an English-speaking instance never builds it). */
function englishMatcher(): Matcher {
  if (matcher) return matcher
  const exact = new Map<string, string>()
  const templates: Template[] = []
  for (const [key, english] of Object.entries(catalogOf(BASE_LANGUAGE))) {
    if (!canSay(key)) continue
    if (!english.includes('{')) {
      if (!exact.has(english)) exact.set(english, key)
      continue
    }
    const parts = parsed(english)
    const template = parts && templateOf(key, parts)
    if (template) templates.push(template)
  }
  templates.sort((a, b) => b.literal - a.literal)
  matcher = { exact, templates }
  return matcher
}

/** A catalog entry read as a template; a broken one is said in English rather than failing the answer. */
function parsed(source: string): Part[] | undefined {
  try {
    return parseTemplate(source)
  } catch {
    return undefined
  }
}

function keyOf(english: string): { key: string; values: Values } | undefined {
  const { exact, templates } = englishMatcher()
  const key = exact.get(english)
  if (key) return { key, values: {} }
  for (const template of templates) {
    const found = template.pattern.exec(english)
    if (!found) continue
    const values = Object.fromEntries(
      template.slots.map(({ name, number }, i) => {
        const text = found[i + 1] ?? ''
        return [name, number ? Number(text.replaceAll(',', '')) : text]
      }),
    )
    return { key: template.key, values }
  }
  return undefined
}

/**
 * The catalog key of an English message and the values its placeholders hold, if the catalogs have it. A
 * rule's sentence is written with a capital when it stands alone ("Each rule must…"): `capital` says so.
 */
export function messageKeyOf(english: string): { key: string; values: Values; capital: boolean } | undefined {
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
  const target = catalogOf(language)[match.key]
  const parts = target === undefined ? undefined : parsed(target)
  if (!parts) return undefined
  const values = { ...match.values }
  const nested = values[NESTED]
  if (typeof nested === 'string' && depth < 2) values[NESTED] = translated(nested, language, depth + 1) ?? nested
  const filled = formatTemplate(parts, values, language)
  return match.capital ? filled.charAt(0).toLocaleUpperCase(language) + filled.slice(1) : filled
}

/** The message in `language`, or the English one when the catalogs have no entry for it. */
export function translateMessage(english: string, language: Language): string {
  if (language === BASE_LANGUAGE) return english
  return translated(english, language, 0) ?? english
}
