// The visitor's result (spec §2, §8): the short URL read-only, Copy to clipboard (the icon turns to a check
// for 2 s), Show QR Code and New URL, which returns to an empty form.
import { timing } from '@contracts/constants'
import { cloneTemplate, part } from './dom'
import type { QrDialog } from './qr-dialog'

export interface ShortenResultView {
  show(shortUrl: string, code: string): void
}

export function shortenResult(
  root: ParentNode,
  form: HTMLElement,
  qr: QrDialog,
  copy: (url: string) => Promise<boolean>,
  onNewUrl: () => void,
): ShortenResultView {
  let current: HTMLElement | null = null

  function close(): void {
    current?.remove()
    current = null
    form.hidden = false
    onNewUrl()
  }

  return {
    show(shortUrl, code) {
      current?.remove()
      const view = cloneTemplate(root, '[data-shorten-result]')
      const input = part<HTMLInputElement>(view, '#shorten-result')
      input.value = shortUrl
      input.addEventListener('focus', () => input.select())
      const copyButton = part(view, '[data-copy]')
      let reset: ReturnType<typeof setTimeout> | undefined
      copyButton.addEventListener('click', async () => {
        if (!(await copy(shortUrl))) return
        part(copyButton, '[data-copy-icon]').classList.add('hidden')
        part(copyButton, '[data-copied-icon]').classList.remove('hidden')
        clearTimeout(reset)
        reset = setTimeout(() => {
          part(copyButton, '[data-copy-icon]').classList.remove('hidden')
          part(copyButton, '[data-copied-icon]').classList.add('hidden')
        }, timing.copiedResetMs)
      })
      part(view, '[data-show-qr]').addEventListener('click', () => void qr.open(shortUrl, code))
      part(view, '[data-new-url]').addEventListener('click', close)
      form.hidden = true
      form.after(view)
      current = view
    },
  }
}
