// "Your recent links" under the home shortener (docs/decisions/0047): the links this
// browser shortened without an account (localStorage only), each with copy, QR and remove; signed in, an
// offer to add those still holding a claim token to the account. Loaded with import() after first render.
import { useEffect, useState, type ComponentType } from 'react'
import { messages } from '../../lib/copy'
import { CopyIcon, QrIcon, XIcon } from '../../components/icons'
import { Button } from '../../components/ui/button'
import { copyText } from '../../lib/clipboard'
import { toast } from '../../stores/toasts'
import { claimRecentLinks } from './claim-links'
import { recentLinksCopy as t } from './recent-links-copy'
import { forgetLinks, readRecentLinks, shortUrlParts, type RecentLink } from './recent-links-store'

/** For the form, which loads this module with import() when it has a link to remember. */
export { rememberLink } from './recent-links-store'

/** What the QR dialog handed over takes: the home page's, which this list shows without importing it. */
export interface QrDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  shortUrl: string
  shortCode: string
  image: string | null
}

export interface RecentLinksProps {
  signedIn: boolean
  /** Changes when the form remembered a new link: the list is read again. */
  version: number
  /**
   * The home page's QR dialog and image maker, handed over by the form that already loads them: imported
   * here, they would be split into a chunk of their own and the home page would load more (decision 0047).
   */
  qr: { Dialog: ComponentType<QrDialogProps>; image: (text: string) => Promise<string> }
}

export default function RecentLinks({ signedIn, version, qr: qrParts }: RecentLinksProps) {
  const [links, setLinks] = useState<RecentLink[]>([])
  const [claiming, setClaiming] = useState(false)
  const [qr, setQr] = useState<{ link: RecentLink; image: string | null } | null>(null)
  useEffect(() => setLinks(readRecentLinks()), [version])

  if (!links.length) return null
  const reload = () => setLinks(readRecentLinks())

  async function onCopy(link: RecentLink) {
    if (await copyText(link.shortUrl)) toast(messages.toast.copiedHome)
    else toast({ ...messages.toast.copyFail, variant: 'destructive' })
  }

  function onQr(link: RecentLink) {
    setQr({ link, image: null })
    qrParts
      .image(link.shortUrl)
      .then((image) => setQr((open) => (open?.link.id === link.id ? { link, image } : open)))
      .catch((error) => console.warn('QR generation failed', error))
  }

  async function onClaim() {
    setClaiming(true)
    try {
      const { claimed, refused } = await claimRecentLinks(links)
      if (claimed) toast({ title: t.claimed(claimed) })
      if (refused) toast({ title: t.refused(refused), description: t.refusedDescription, variant: 'destructive' })
    } catch {
      toast({ ...t.claimFail, variant: 'destructive' })
    } finally {
      setClaiming(false)
      reload()
    }
  }

  return (
    <section aria-labelledby="recent-links-title" className="mt-6 flex flex-col gap-3 border-t border-border pt-4">
      <div>
        <h2 id="recent-links-title" className="text-base font-semibold">
          {t.title}
        </h2>
        <p className="text-sm text-muted-foreground">{t.note}</p>
      </div>
      <ul className="flex flex-col gap-2">
        {links.map((link) => (
          <li key={link.id} className="flex items-center gap-2">
            {/* An address and its target are data: a browser's translator leaves them as they are. */}
            <div className="min-w-0 flex-1" translate="no">
              {/* Named as one address: its two parts, laid out side by side, would be read as two words. */}
              <a href={link.shortUrl} title={link.shortUrl} aria-label={link.shortUrl} className="flex min-w-0 font-medium text-primary">
                <span className="truncate">{shortUrlParts(link)[0]}</span>
                <span className="max-w-full shrink-0 truncate">{shortUrlParts(link)[1]}</span>
              </a>
              <p className="truncate text-xs text-muted-foreground">{link.target}</p>
            </div>
            <Button variant="ghost" size="icon" aria-label={t.copy(link.code)} title={t.copy(link.code)} onClick={() => onCopy(link)}>
              <CopyIcon />
            </Button>
            <Button variant="ghost" size="icon" aria-label={t.qr(link.code)} title={t.qr(link.code)} onClick={() => onQr(link)}>
              <QrIcon />
            </Button>
            <Button variant="ghost" size="icon" aria-label={t.remove(link.code)} title={t.remove(link.code)} onClick={() => (forgetLinks([link.id]), reload())}>
              <XIcon />
            </Button>
          </li>
        ))}
      </ul>
      {signedIn && links.some((l) => l.token) ? (
        <Button variant="secondary" className="self-start" disabled={claiming} onClick={onClaim}>
          {claiming ? t.claiming : t.claimOffer}
        </Button>
      ) : null}
      {qr ? <qrParts.Dialog open onOpenChange={(open) => !open && setQr(null)} shortUrl={qr.link.shortUrl} shortCode={qr.link.code} image={qr.image} /> : null}
    </section>
  )
}
