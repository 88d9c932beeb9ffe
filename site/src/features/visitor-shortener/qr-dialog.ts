// The home page's QR dialog for a visitor (spec §2): 'QR Code for your shortened URL', the image made in the
// browser at 256 px, 'Download PNG' (file named after the code) and 'Close'; also an SVG and a large PNG. The QR maker (lib/qr.ts, with
// the qrcode library) loads with import() when a dialog first opens: no visitor pays for it before.
import { homeCopy } from '../../lib/home-copy'
import { cloneTemplate, part } from './dom'

const t = homeCopy

export function qrDialog(root: ParentNode) {
  const dialog = part<HTMLDialogElement>(root, '[data-qr-dialog]')
  const frame = part(dialog, '[data-qr-frame]')
  const placeholder = part(frame, '[data-qr-placeholder]')
  const download = part<HTMLButtonElement>(dialog, '[data-download-qr]')
  const extras = [...dialog.querySelectorAll<HTMLButtonElement>('[data-download-qr-as]')]
  let shown: { image: string; code: string; url: string } | null = null
  let opened = 0

  part(dialog, '[data-close-qr]').addEventListener('click', () => dialog.close())
  download.addEventListener('click', () => {
    if (shown) void import('../../lib/qr').then((qr) => qr.downloadUrl(shown!.image, `${shown!.code}.png`))
  })
  for (const button of extras)
    button.addEventListener('click', () => {
      const kind = button.dataset.downloadQrAs === 'svg' ? 'svg' : 'large-png'
      if (shown) void import('../../lib/qr').then((qr) => qr.downloadQr(shown!.url, shown!.code, kind))
    })
  const enable = (on: boolean) => {
    for (const button of [download, ...extras]) button.disabled = !on
  }

  return {
    async open(shortUrl: string, code: string): Promise<void> {
      const mine = ++opened
      shown = null
      enable(false)
      frame.replaceChildren(placeholder)
      part(dialog, '#qr-dialog-url').textContent = shortUrl
      dialog.showModal()
      try {
        const image = await (await import('../../lib/qr')).qrPngDataUrl(shortUrl)
        if (mine !== opened) return // another link's dialog opened meanwhile
        const img = cloneTemplate<HTMLImageElement>(root, '[data-qr-image]')
        img.src = image
        img.alt = t.qrAlt(shortUrl)
        frame.replaceChildren(img)
        shown = { image, code, url: shortUrl }
        enable(true)
      } catch (error) {
        console.warn('QR generation failed', error) // only logged (spec §8)
      }
    },
  }
}

export type QrDialog = ReturnType<typeof qrDialog>
