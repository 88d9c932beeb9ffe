// The row QR dialog (spec §2): titled with the short code; spinner, 'Error loading QR code' block, or the
// image with 'This QR code links to:' and the short address; 'Download SVG' / 'Download PNG' save
// qrcode-{code}.{format} and toast 'QR Code downloaded' (failure: 'Download failed').
import { useCallback, useState } from 'react'
import type { LinkDto } from '@contracts'
import { messages } from '../../lib/copy'
import { DownloadIcon } from '../../components/icons'
import { Button } from '../../components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog'
import { Spinner } from '../../components/ui/spinner'
import { saveBlob } from '../../lib/download'
import { fetchQrBlob } from './links-api'
import { toast } from '../../stores/toasts'
import { FormErrorBlock } from './FormErrorBlock'
import { useEscapeCloses } from './use-escape-closes'
import { useLinkQr } from './use-link-qr'

const t = messages.dashboard.qrDialog
type Format = 'svg' | 'png'

export interface LinkQrDialogProps {
  /** Where focus goes when the dialog closes (Radix only returns it to a DialogTrigger). */
  onCloseAutoFocus?: (event: Event) => void
  link: LinkDto | null
  shortUrl: string
  onOpenChange: (open: boolean) => void
}

export function LinkQrDialog({ link, shortUrl, onOpenChange, onCloseAutoFocus }: LinkQrDialogProps) {
  useEscapeCloses(link !== null, useCallback(() => onOpenChange(false), [onOpenChange]))
  const qr = useLinkQr(link)
  const [busy, setBusy] = useState<Format | null>(null)

  async function download(format: Format) {
    if (!link) return
    setBusy(format)
    try {
      saveBlob(await fetchQrBlob(link.id, format), `qrcode-${link.shortCode}.${format}`)
      toast({ title: messages.toast.qrDownloadOk.title, description: messages.toast.qrDownloadOk.description(format) })
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : messages.toast.qrDownloadFail.description
      toast({ ...messages.toast.qrDownloadFail, description: message, variant: 'destructive' })
    } finally {
      setBusy(null)
    }
  }

  return (
    <Dialog open={link !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{link?.shortCode}</DialogTitle>
          <DialogDescription>{t.description}</DialogDescription>
        </DialogHeader>
        <div className="flex min-h-64 flex-col items-center justify-center gap-3">
          {qr.status === 'loading' ? <Spinner className="h-10 w-10" label={t.loading} /> : null}
          {qr.status === 'error' ? <FormErrorBlock title={messages.qr.errorTitle} message={qr.message} /> : null}
          {qr.status === 'ready' ? (
            <>
              <img src={qr.src} alt={t.alt(shortUrl)} width={256} height={256} className="h-64 w-64 rounded border border-border bg-white" />
              <p className="text-center text-sm text-muted-foreground">
                {messages.qr.linksTo}
                <br />
                <span className="break-all font-medium text-foreground">{shortUrl}</span>
              </p>
            </>
          ) : null}
        </div>
        <DialogFooter>
          {(['svg', 'png'] as const).map((format) => (
            <Button key={format} variant="outline" disabled={busy !== null} onClick={() => void download(format)}>
              <DownloadIcon /> {format === 'svg' ? t.downloadSvg : t.downloadPng}
            </Button>
          ))}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
