// The row QR dialog (spec §2): titled with the short code; spinner, 'Error loading QR code' block, or the
// image with 'This QR code links to:' and the short address; 'Download SVG' / 'Download PNG' save
// qrcode-{code}.{format} and toast 'QR Code downloaded' (failure: 'Download failed'). A folded "Style"
// section (docs/decisions/0045) changes the preview live; both downloads use the same style.
import { useCallback, useRef, useState } from 'react'
import type { LinkDto } from '@contracts'
import { DownloadIcon } from '../../components/icons'
import { Button } from '../../components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog'
import { Spinner } from '../../components/ui/spinner'
import { saveBlob } from '../../lib/download'
import { fetchQrBlob } from './qr-api'
import { toast } from '../../stores/toasts'
import { FormErrorBlock } from '../../components/ui/form-error-block'
import { useEscapeCloses } from '../../components/ui/use-escape-closes'
import { useLinkQr } from './use-link-qr'
import { QrStyleSection } from './QrStyleSection'
import { checkQrStyle, defaultQrStyleForm } from './qr-style-form'
import { useStyledQr } from './use-styled-qr'
import { qrDialogCopy, qrMessages } from './qr-copy'

const t = qrDialogCopy
type Format = 'svg' | 'png'

export interface LinkQrDialogProps {
  /** Where focus goes when the dialog closes (Radix only returns it to a DialogTrigger). */
  onCloseAutoFocus?: (event: Event) => void
  link: LinkDto | null
  shortUrl: string
  onOpenChange: (open: boolean) => void
}

export function LinkQrDialog({ link, shortUrl, onOpenChange, onCloseAutoFocus }: LinkQrDialogProps) {
  useEscapeCloses(
    link !== null,
    useCallback(() => onOpenChange(false), [onOpenChange]),
  )
  return (
    <Dialog open={link !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{link?.shortCode}</DialogTitle>
          <DialogDescription>{t.description}</DialogDescription>
        </DialogHeader>
        {/* Keyed by the link: each link's dialog starts with the default style. */}
        {link ? <QrDialogBody key={link.id} link={link} shortUrl={shortUrl} /> : null}
      </DialogContent>
    </Dialog>
  )
}

function QrDialogBody({ link, shortUrl }: { link: LinkDto; shortUrl: string }) {
  const [form, setForm] = useState(defaultQrStyleForm)
  const style = checkQrStyle(form)
  // While the style has an error, the preview keeps the last style that had none.
  const shownQuery = useRef('')
  if (style.valid) shownQuery.current = style.query
  const plain = useLinkQr(link)
  const styled = useStyledQr(link.id, shownQuery.current)
  const qr = shownQuery.current ? (styled.state ?? plain) : plain
  const [busy, setBusy] = useState<Format | null>(null)

  async function download(format: Format) {
    setBusy(format)
    try {
      saveBlob(await fetchQrBlob(link.id, format, style.query), `qrcode-${link.shortCode}.${format}`)
      toast({ title: qrMessages.qrDownloadOk.title, description: qrMessages.qrDownloadOk.description(format.toUpperCase()) })
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : qrMessages.qrDownloadFail.description
      toast({ ...qrMessages.qrDownloadFail, description: message, variant: 'destructive' })
    } finally {
      setBusy(null)
    }
  }

  return (
    <>
      <div className="flex min-h-64 flex-col items-center justify-center gap-3" aria-busy={styled.updating || undefined}>
        {qr.status === 'loading' ? <Spinner className="h-10 w-10" label={t.loading} /> : null}
        {qr.status === 'error' ? <FormErrorBlock title={qrMessages.errorTitle} message={qr.message} /> : null}
        {qr.status === 'ready' ? (
          <>
            <img src={qr.src} alt={t.alt(shortUrl)} width={256} height={256} className="h-64 w-64 rounded border border-border bg-white" />
            <p className="text-center text-sm text-muted-foreground">
              {qrMessages.linksTo}
              <br />
              <span className="break-all font-medium text-foreground">{shortUrl}</span>
            </p>
          </>
        ) : null}
      </div>
      <QrStyleSection values={form} errors={style.errors} onChange={setForm} />
      <DialogFooter>
        {(['svg', 'png'] as const).map((format) => (
          <Button key={format} variant="outline" disabled={busy !== null || !style.valid} onClick={() => void download(format)}>
            <DownloadIcon /> {format === 'svg' ? t.downloadSvg : t.downloadPng}
          </Button>
        ))}
      </DialogFooter>
    </>
  )
}
