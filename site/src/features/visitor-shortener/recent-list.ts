// "Your recent links" for a visitor (decision 0047): the links this browser shortened
// without an account, from localStorage, each with copy, QR and remove. Claiming them needs an account: the
// signed-in home (features/recent-links, React) offers it.
import { recentLinksCopy as t, forgetLinks, readRecentLinks, shortUrlParts, type RecentLink } from '../recent-links'
import { cloneTemplate, part } from './dom'
import type { QrDialog } from './qr-dialog'

export function recentList(root: ParentNode, qr: QrDialog, copy: (url: string) => void) {
  const section = part(root, '[data-recent-links]')
  const list = part(section, 'ul')

  function item(link: RecentLink): HTMLElement {
    const li = cloneTemplate(root, '[data-recent-link]')
    const a = part<HTMLAnchorElement>(li, '[data-short-url]')
    a.href = link.shortUrl
    a.title = link.shortUrl
    a.setAttribute('aria-label', link.shortUrl) // one address, not the two words its two parts would read as
    const [origin, code] = shortUrlParts(link)
    a.children[0]!.textContent = origin
    a.children[1]!.textContent = code
    part(li, '[data-target]').textContent = link.target
    const labels = { copy: t.copy(link.code), qr: t.qr(link.code), remove: t.remove(link.code) }
    const actions = { copy: () => copy(link.shortUrl), qr: () => void qr.open(link.shortUrl, link.code), remove: () => (forgetLinks([link.id]), render()) }
    for (const [name, label] of Object.entries(labels) as Array<[keyof typeof labels, string]>) {
      const button = part(li, `[data-action="${name}"]`)
      button.setAttribute('aria-label', label)
      button.title = label
      button.addEventListener('click', actions[name])
    }
    return li
  }

  function render(): void {
    const links = readRecentLinks()
    list.replaceChildren(...links.map(item))
    section.hidden = !links.length
  }

  render()
  return { render }
}
