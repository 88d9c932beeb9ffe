// What a walk through the site in a real language checks on each page (docs/decisions/0088): no English
// sentence left where the language has its own, no text wider than the box that holds it, nothing wider than
// the screen. The pseudo-locale (pseudo-locale.ts) finds words that escaped the catalogs; this finds words a
// catalog has but the page did not take from it in this language.
import type { Locator, Page } from 'playwright-core'
import { mapTemplateText, parseTemplate } from '../api/src/contracts/message-template'
import { pseudoText } from '../site/i18n/snip-messages.js'
import de from '../site/messages/de.json'
import en from '../site/messages/en.json'
import es from '../site/messages/es.json'
import fr from '../site/messages/fr.json'
import ja from '../site/messages/ja.json'
import ptBR from '../site/messages/pt-BR.json'
import { visible } from './harness'
import type { OpenRequests } from './open-requests'

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

/** How long a walk waits for a dialog or panel a click opened: its code may load then, on a loaded CI machine. */
const LOADED = 30_000

export const VIEWPORTS = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } } as const

/** The pseudo-locale's words for the islands (the dotted keys), as its pages carry them: English accented inside ⟦…⟧, values kept. */
export function pseudoCatalog(): Catalog {
  return Object.fromEntries(
    Object.entries(en as Catalog)
      .filter(([key]) => key.includes('.'))
      .map(([key, text]) => [key, mapTemplateText(parseTemplate(text), pseudoText)]),
  )
}

/** A catalog's message, its simple `{name}` placeholders filled (the labels a test looks for by name). */
export function say(catalog: Catalog, key: string, values: Record<string, string> = {}): string {
  const message = catalog[key]
  if (message === undefined) throw new Error(`no message ${key}`)
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}

/**
 * The English sentences this language says otherwise: whole messages, long enough to be words rather than a token
 * ("QR", "CSV"), and said by no message of the language itself (German keeps "Tags"). A sentence with values in it
 * ("Delete link {code}") is a pattern, its values any text, when its own words are enough to tell it apart (at
 * least six letters outside the values, and no plural).
 */
function englishOnly(catalog: Catalog): { sentences: string[]; patterns: string[] } {
  const own = new Set(Object.values(catalog))
  const english = Object.entries(en as Catalog).filter(([key, text]) => catalog[key] !== text && !own.has(text))
  const sentences = english.map(([, text]) => text).filter((text) => !text.includes('{') && text.length >= 4 && /\p{L}{3}/u.test(text))
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const patterns = english
    .map(([, text]) => text)
    .filter((text) => /\{\w+\}/.test(text) && !/\{\w+,/.test(text) && (text.replace(/\{\w+\}/g, '').match(/\p{L}/gu) ?? []).length >= 6)
    .map(
      (text) =>
        `^${text
          .split(/\{\w+\}/)
          .map(literal)
          .join('.+?')}$`,
    )
  return { sentences: [...new Set(sentences)], patterns: [...new Set(patterns)] }
}

/** Each visible text or label on the page that is an English sentence of the catalogs this language translates. */
export function englishLeft(page: Page, language: WalkLanguage): Promise<string[]> {
  return page.evaluate(({ sentences, patterns }) => {
    const english = new Set(sentences)
    const templates = patterns.map((pattern) => new RegExp(pattern, 's'))
    const isEnglish = (text: string) => english.has(text) || templates.some((template) => template.test(text))
    const skip = (el: Element | null) => el?.closest('script, style, template, [translate="no"], [data-setting]')
    const found: string[] = []
    if (isEnglish(document.title)) found.push(`title: ${document.title}`)
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? ''
      const parent = node.parentElement
      if (!text || !parent || skip(parent) || !isEnglish(text) || !parent.checkVisibility()) continue
      found.push(text)
    }
    for (const el of document.body.querySelectorAll('[title], [aria-label], [alt], [placeholder]')) {
      if (skip(el)) continue
      for (const name of ['title', 'aria-label', 'alt', 'placeholder']) {
        const value = el.getAttribute(name)
        if (value && isEnglish(value)) found.push(`${name}: ${value}`)
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

/**
 * Opens, one after the other, the dialogs and panels of the dashboard people use, found by their words in
 * `catalog`, and calls `check` with each open: a new link with More options, the link `code`'s edit, QR and
 * delete dialogs, import, the export menu, tags, the bulk bar with the link chosen and its delete confirmation.
 */
export async function walkDashboardDialogs(page: Page, catalog: Catalog, code: string, requests: OpenRequests, check: (label: string) => Promise<void>) {
  const c = catalog
  const settled = () => requests.settle({ timeout: 20_000 })
  const rowButton = (key: string) => page.locator(`li[data-code="${code}"]`).getByRole('button', { name: say(c, key, { code }), exact: true })
  const dialog = async (label: string, opener: () => Promise<unknown>, shown: Locator = page.getByRole('dialog')) => {
    await opener()
    await visible(shown, LOADED)
    await settled()
    await check(label)
    await page.keyboard.press('Escape')
    await shown.waitFor({ state: 'hidden' })
  }
  await visible(rowButton('dashboard.row.edit'), LOADED)
  await dialog('Add New Link, with more options', async () => {
    await page
      .getByRole('button', { name: say(c, 'dashboard.addLink'), exact: true })
      .first()
      .click()
    await page.getByRole('dialog').getByText(say(c, 'linkOptions.moreOptions'), { exact: true }).click()
  })
  await dialog('Edit link', () => rowButton('dashboard.row.edit').click())
  await dialog('QR code', () => rowButton('qrDialog.open').click())
  await dialog('Delete link', () => rowButton('dashboard.row.delete').click())
  await dialog('Import', () => page.getByRole('button', { name: say(c, 'imports.importButton'), exact: true }).click())
  await dialog('Export menu', () => page.getByRole('button', { name: say(c, 'imports.exportButton'), exact: true }).click(), page.getByRole('menu'))
  await dialog('Tags', () =>
    page
      .getByRole('button', { name: say(c, 'tags.manageTags'), exact: true })
      .first()
      .click(),
  )
  const choose = page.getByRole('checkbox', { name: say(c, 'selection.row', { code }), exact: true })
  await choose.check()
  const bar = page.getByRole('region', { name: say(c, 'bulkActions.bar'), exact: true })
  await visible(bar, LOADED)
  await check('bulk bar')
  await dialog('bulk delete', () => bar.getByRole('button', { name: say(c, 'bulkActions.delete'), exact: true }).click())
  await choose.uncheck()
}

/**
 * On a workspace's settings page (its sections loaded): adds a domain (its DNS records shown) and a webhook to
 * `hookUrl` (its secret shown once), and opens the new webhook's Edit form.
 */
export async function addDomainAndWebhook(page: Page, catalog: Catalog, host: string, hookUrl: string) {
  await page.getByRole('textbox', { name: say(catalog, 'domains.add.label'), exact: true }).fill(host)
  await page.getByRole('button', { name: say(catalog, 'domains.add.submit'), exact: true }).click()
  await visible(page.getByRole('table').first(), LOADED)
  await page.getByRole('textbox', { name: say(catalog, 'webhooks.add.url'), exact: true }).fill(hookUrl)
  await page.getByRole('button', { name: say(catalog, 'webhooks.add.submit'), exact: true }).click()
  await visible(page.getByRole('group').filter({ hasText: 'whsec_' }), LOADED)
  // the button's name is its word and the address (for a screen reader): found by the word, in the webhook's item
  await page
    .getByRole('listitem', { name: hookUrl })
    .getByRole('button', { name: say(catalog, 'webhooks.edit.button') })
    .click()
  await visible(page.getByRole('form', { name: say(catalog, 'webhooks.edit.title'), exact: true }), LOADED)
}

/** Brings every section of a long page to the screen once, so the lazily loaded ones load, and goes back up. */
export async function loadSections(page: Page, requests: OpenRequests) {
  for (const heading of await page.locator('main h2').all()) await heading.scrollIntoViewIfNeeded()
  await requests.settle({ timeout: 20_000 })
  await page.evaluate(() => window.scrollTo(0, 0))
}

/** On the home page: shortens `url` as a visitor (the result shown), then opens the result's QR dialog. */
export async function shortenOnHome(page: Page, catalog: Catalog, url: string, check: (label: string) => Promise<void>) {
  await page.getByRole('textbox', { name: say(catalog, 'home.urlLabel'), exact: true }).fill(url)
  await page.getByRole('button', { name: say(catalog, 'home.shorten'), exact: true }).click()
  await visible(page.getByRole('textbox', { name: say(catalog, 'home.resultLabel'), exact: true }), LOADED)
  await check('home, a link shortened')
  await page.getByRole('button', { name: say(catalog, 'home.showQr'), exact: true }).click()
  const dialog = page.getByRole('dialog', { name: say(catalog, 'home.qrTitle'), exact: true })
  await visible(dialog.getByRole('img'), LOADED)
  await check('home, the QR dialog')
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'hidden' })
}
