// The islands' words in the page's language. Each island keeps its English in code (its copy module: the
// source, typed, and what an English page shows with nothing more to load). A page in another language carries
// that language's words for the islands as JSON in its HTML (BaseLayout writes them from the catalogs), so a
// translation costs the page's HTML, never its JavaScript. `localized(namespace, english)` reads a copy object
// through those words: a sentence is replaced by its translation, a function by the translated template
// (message-template.ts), and whatever has no translation stays English.
import { formatTemplate, type Part } from './format-template'

/** A sentence, or a function's template already read (message-template.ts); `<key>#args` names its arguments. */
export type Words = Record<string, string | Part[]>

export const WORDS_ELEMENT_ID = 'snip-words'
/** Beside a function's translation, the page's words name its arguments in order: `"row.clicks#args": "n"`. */
export const ARGS_SUFFIX = '#args'

export interface Rendering {
  locale: string
  words: Words
}

const ENGLISH: Rendering = { locale: 'en', words: {} }

/** On the server, the page being prerendered (the site's middleware says which); English outside a page. */
let serverPage: () => Rendering | undefined = () => undefined

export function renderingFrom(page: () => Rendering | undefined): void {
  serverPage = page
}

let browser: Rendering | undefined

function current(): Rendering {
  if (typeof document === 'undefined') return serverPage() ?? ENGLISH
  if (!browser) {
    const json = document.getElementById(WORDS_ELEMENT_ID)?.textContent
    const lang = document.documentElement.lang || 'en'
    browser = { locale: lang === 'en-XA' ? 'en' : lang, words: json ? (JSON.parse(json) as Words) : {} }
  }
  return browser
}

/** The language numbers and dates are written in on this page (a BCP 47 tag Intl knows). */
export function pageLocale(): string {
  return current().locale
}

const functions = new Map<string, (...args: unknown[]) => unknown>()

/** One wrapper per key, so a component that keeps it (a dependency, a prop) sees the same function each time. */
function translatedFunction(english: (...args: never[]) => unknown, key: string) {
  const known = functions.get(key)
  if (known) return known
  const translated = (...args: unknown[]) => {
    const { locale, words } = current()
    const parts = words[key]
    if (!Array.isArray(parts)) return (english as (...a: unknown[]) => unknown)(...args)
    // The arguments by the names the English template gives them, in the order the function takes them (a
    // translation may use them in any order).
    const names = String(words[`${key}${ARGS_SUFFIX}`] ?? '').split(' ')
    return formatTemplate(parts, Object.fromEntries(names.map((name, i) => [name, args[i]])), locale)
  }
  functions.set(key, translated)
  return translated
}

const proxies = new WeakMap<object, Map<string, object>>()

function wrap<T extends object>(target: T, path: string): T {
  let byPath = proxies.get(target)
  if (!byPath) proxies.set(target, (byPath = new Map()))
  const known = byPath.get(path)
  if (known) return known as T
  const proxy = new Proxy(target, {
    get(object, property, receiver) {
      const value = Reflect.get(object, property, receiver)
      if (typeof property !== 'string') return value
      const key = `${path}.${property}`
      if (typeof value === 'string') {
        const word = current().words[key]
        return typeof word === 'string' ? word : value
      }
      if (typeof value === 'function') return translatedFunction(value as (...args: never[]) => unknown, key)
      if (value !== null && typeof value === 'object') return wrap(value, key)
      return value
    },
  })
  byPath.set(path, proxy)
  return proxy
}

const namespaces = new Map<string, object>()

/** `english` read in the page's language; its keys in the catalogs are `<namespace>.<path>` ("login.title"). */
export function localized<T extends object>(namespace: string, english: T): T {
  if (namespaces.has(namespace)) throw new Error(`Two copy objects are named ${namespace}`)
  namespaces.set(namespace, english)
  return wrap(english, namespace)
}

/** The English copy objects by namespace, as the modules imported so far named them (the catalogs' tests). */
export function localizedNamespaces(): ReadonlyMap<string, object> {
  return namespaces
}
