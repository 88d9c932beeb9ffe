// The home page's QR dialog (spec §2): 'QR Code for your shortened URL', the image at 256 px,
// 'Download PNG' (file named after the code) and 'Close'; also an SVG and a large PNG, for print.
import { qrHome } from '@contracts/constants'
import { homeCopy } from '../../lib/home-copy'
import { DownloadIcon } from '../../components/icons'
import { Button } from '../../components/ui/button'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog'
import { downloadQr, downloadUrl, LARGE_QR_PX } from '../../lib/qr'

const t = homeCopy

export interface QrDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  shortUrl: string
  shortCode: string
  image: string | null
}

export function QrDialog({ open, onOpenChange, shortUrl, shortCode, image }: QrDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t.qrTitle}</DialogTitle>
          <DialogDescription className="break-all" translate="no">
            {shortUrl}
          </DialogDescription>
        </DialogHeader>
        <div className="flex justify-center">
          {image ? (
            <img
              src={image}
              alt={t.qrAlt(shortUrl)}
              width={qrHome.displayPx}
              height={qrHome.displayPx}
              style={{ width: qrHome.displayPx, height: qrHome.displayPx, imageRendering: 'pixelated' }}
              className="rounded border border-border bg-white"
            />
          ) : (
            <div style={{ width: qrHome.displayPx, height: qrHome.displayPx }} className="animate-pulse rounded bg-muted" />
          )}
        </div>
        <DialogFooter className="sm:flex-wrap">
          <DialogClose asChild>
            <Button variant="outline">{t.close}</Button>
          </DialogClose>
          <Button disabled={!image} onClick={() => image && downloadUrl(image, `${shortCode}.png`)}>
            <DownloadIcon /> {t.downloadPng}
          </Button>
          <Button variant="outline" disabled={!image} onClick={() => void downloadQr(shortUrl, shortCode, 'svg')}>
            <DownloadIcon /> {t.downloadSvg}
          </Button>
          <Button variant="outline" disabled={!image} onClick={() => void downloadQr(shortUrl, shortCode, 'large-png')}>
            <DownloadIcon /> {t.downloadLargePng(LARGE_QR_PX)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
