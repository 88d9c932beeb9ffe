// What a walk through the site in a real language checks on each page (docs/decisions/0088): no English
// sentence left where the language has its own, no text wider than the box that holds it, nothing wider than
// the screen. The pseudo-locale (pseudo-locale.ts) finds words that escaped the catalogs; this finds words a
// catalog has but the page did not take from it in this language.
import type { Page } from 'playwright-core'
import de from '../site/messages/de.json'
import en from '../site/messages/en.json'
import es from '../site/messages/es.json'
import fr from '../site/messages/fr.json'
import ja from '../site/messages/ja.json'
import ptBR from '../site/messages/pt-BR.json'

type Catalog = Readonly<Record<string, string>>

export interface WalkLanguage {
  code: string
  /** The address prefix of its prerendered pages (`/pt/…` for pt-BR). */
  prefix: string
  catalog: Catalog
}

export const WALK_LANGUAGES: WalkLanguage[] = [
  { code: 'de', prefix: 'de', catalog: de },
  { code: 'fr', prefix: 'fr', catalog: fr },
  { code: 'es', prefix: 'es', catalog: es },
  { code: 'pt-BR', prefix: 'pt', catalog: ptBR },
  { code: 'ja', prefix: 'ja', catalog: ja },
]

export const VIEWPORTS = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } } as const

/** A catalog's message, its simple `{name}` placeholders filled (the labels a test looks for by name). */
export function say(catalog: Catalog, key: string, values: Record<string, string> = {}): string {
  const message = catalog[key]
  if (message === undefined) throw new Error(`no message ${key}`)
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}

/**
 * The English sentences this language says otherwise: whole messages without placeholders, long enough to be
 * words rather than a token ("QR", "CSV"), and said by no message of the language itself (German keeps "Tags").
 */
function englishOnly(catalog: Catalog): string[] {
  const own = new Set(Object.values(catalog))
  const english = en as Catalog
  return [
    ...new Set(
      Object.entries(english)
        .filter(([key, text]) => catalog[key] !== text && !text.includes('{') && text.length >= 4 && /\p{L}{3}/u.test(text))
        .map(([, text]) => text)
        .filter((text) => !own.has(text)),
    ),
  ]
}

/** Each visible text or label on the page that is an English sentence of the catalogs this language translates. */
export function englishLeft(page: Page, language: WalkLanguage): Promise<string[]> {
  return page.evaluate((sentences) => {
    const english = new Set(sentences)
    const skip = (el: Element | null) => el?.closest('script, style, template, [translate="no"], [data-setting]')
    const found: string[] = []
    if (english.has(document.title)) found.push(`title: ${document.title}`)
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? ''
      const parent = node.parentElement
      if (!english.has(text) || !parent || skip(parent) || !parent.checkVisibility()) continue
      found.push(text)
    }
    for (const el of document.body.querySelectorAll('[title], [aria-label], [alt], [placeholder]')) {
      if (skip(el)) continue
      for (const name of ['title', 'aria-label', 'alt', 'placeholder']) {
        const value = el.getAttribute(name)
        if (value && english.has(value)) found.push(`${name}: ${value}`)
      }
    }
    return found
  }, englishOnly(language.catalog))
}

/**
 * Text that does not fit: an element whose own words run past its box (a button's label wider than the button, a
 * heading cut off by its card), and the page itself wider than the screen. Left out: text meant to be cut with an
 * ellipsis, and boxes inside a container that scrolls sideways on purpose (a wide table).
 */
export function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    const doc = document.scrollingElement ?? document.documentElement
    if (doc.scrollWidth > window.innerWidth + 1) found.push(`the page is ${doc.scrollWidth - window.innerWidth}px wider than the screen`)
    const scrollsSideways = (el: Element): boolean => {
      for (let at: Element | null = el; at && at !== document.body; at = at.parentElement) {
        const style = getComputedStyle(at)
        if (style.textOverflow === 'ellipsis' || /auto|scroll/.test(style.overflowX)) return true
      }
      return false
    }
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && /\p{L}/u.test(n.textContent ?? ''))
      if (!ownText || !el.checkVisibility() || el.closest('[translate="no"], [data-setting], .sr-only')) continue
      // An inline run has no box of its own; a 1-pixel box is a screen reader's text, hidden on purpose.
      if (getComputedStyle(el).display === 'inline' || el.clientWidth <= 1) continue
      if (el.scrollWidth <= el.clientWidth + 1 || scrollsSideways(el)) continue
      found.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 60)}" needs ${el.scrollWidth}px, has ${el.clientWidth}px`)
    }
    return found
  })
}
