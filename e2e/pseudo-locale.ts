// The pseudo-locale's check (docs/decisions/0088): a page prerendered in en-XA shows every catalog word inside
// ⟦…⟧, so any visible text without the mark escaped the catalogs.
import type { Page } from 'playwright-core'

/**
 * What a page shows that no catalog gave it: each visible text with a letter and no ⟦ mark of the pseudo-locale,
 * and each label a person or a screen reader meets (title, aria-label, alt, placeholder) without one. Left out:
 * what is not translated by nature (translate="no": the product's name, code, the languages' own names) and values
 * the server writes in (data-setting).
 */
export function untranslated(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const skip = (el: Element | null) => el?.closest('script, style, template, [translate="no"], [data-setting]')
    const found: string[] = []
    if (!document.title.includes('⟦')) found.push(`title: ${document.title}`)
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? ''
      const parent = node.parentElement
      if (!/\p{L}/u.test(text) || text.includes('⟦') || !parent || skip(parent) || !parent.checkVisibility()) continue
      found.push(text)
    }
    for (const el of document.body.querySelectorAll('[title], [aria-label], [alt], [placeholder]')) {
      if (skip(el)) continue
      for (const name of ['title', 'aria-label', 'alt', 'placeholder']) {
        const value = el.getAttribute(name)
        if (value && /\p{L}/u.test(value) && !value.includes('⟦')) found.push(`${name}: ${value}`)
      }
    }
    return found
  })
}
