// The link on its analytics page: target, short address (with its QR code), status, creation day and
// total clicks.
import { lazy, Suspense, useState } from 'react'
import type { LinkDto } from '@contracts/dto'
import { QrIcon } from '../../components/icons'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { loadLinkQrDialog, qrDialogCopy } from '../qr'
import { analyticsCopy } from './analytics-copy'
import { formatCount } from '../../lib/format-count'

const t = analyticsCopy.link
// Loaded when first opened, as on the dashboard: the page's first load carries no QR dialog.
const LinkQrDialog = lazy(() => loadLinkQrDialog().then((m) => ({ default: m.LinkQrDialog })))

export function LinkSummary({ link, shortUrl }: { link: LinkDto; shortUrl: string }) {
  const [qr, setQr] = useState(false)
  const [opened, setOpened] = useState(false)
  return (
    <Card className="p-4">
      {opened ? (
        <Suspense fallback={null}>
          <LinkQrDialog link={qr ? link : null} shortUrl={shortUrl} onOpenChange={(open) => setQr(open)} />
        </Suspense>
      ) : null}
      <dl className="grid gap-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className="font-medium text-muted-foreground">{t.short}</dt>
        <dd className="flex min-w-0 flex-wrap items-center gap-2">
          <a href={shortUrl} className="break-all text-primary hover:underline" target="_blank" rel="noopener noreferrer">
            {shortUrl}
          </a>
          <Button
            variant="outline"
            size="sm"
            className="gap-1"
            aria-label={qrDialogCopy.open(link.shortCode)}
            onClick={() => {
              setOpened(true)
              setQr(true)
            }}
          >
            <QrIcon /> {t.qr}
          </Button>
        </dd>
        <dt className="font-medium text-muted-foreground">{t.target}</dt>
        <dd className="min-w-0 break-all">
          <a href={link.originalUrl} className="hover:underline" target="_blank" rel="noopener noreferrer">
            {link.originalUrl}
          </a>
        </dd>
        <dt className="font-medium text-muted-foreground">{t.status}</dt>
        <dd>
          <Badge variant={link.isActive ? 'success' : 'secondary'}>{link.isActive ? t.active : t.inactive}</Badge>
        </dd>
        <dt className="font-medium text-muted-foreground">{t.created}</dt>
        <dd>
          <time dateTime={link.createdAt}>{new Date(link.createdAt).toLocaleDateString()}</time>
        </dd>
        <dt className="font-medium text-muted-foreground">{t.totalClicks}</dt>
        <dd data-testid="total-clicks" className="tabular-nums">
          {formatCount(link.clicks)}
        </dd>
      </dl>
    </Card>
  )
}
