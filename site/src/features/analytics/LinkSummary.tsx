// The link on its analytics page: its title, short address (to copy, with its QR code), target, status,
// tags, expiry, click limit, creation day and total clicks, and Edit (the dashboard's dialog).
import { useStore } from '@nanostores/react'
import { lazy, Suspense, useEffect, useState } from 'react'
import type { LinkDto } from '@contracts/dto'
import { pageLocale } from '@contracts/words'
import { QrIcon } from '../../components/icons'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { loadLinkQrDialog, qrDialogCopy } from '../qr'
import { copyText } from '../../lib/clipboard'
import { analyticsCopy } from './analytics-copy'
import { formatCount } from '../../lib/format-count'
import { editPathOf } from './analytics-api'
import { roleMay, useCurrentWorkspace } from '../workspaces'
import { $auth } from '../auth'

const t = analyticsCopy.link
// Loaded when first opened, as on the dashboard: the page's first load carries no QR dialog.
const LinkQrDialog = lazy(() => loadLinkQrDialog().then((m) => ({ default: m.LinkQrDialog })))

export function LinkSummary({ link, shortUrl }: { link: LinkDto; shortUrl: string }) {
  const [qr, setQr] = useState(false)
  const [opened, setOpened] = useState(false)
  const [copied, setCopied] = useState<boolean | null>(null)
  // Edit only for a role that may edit this link in this workspace (a viewer's page has none; a member's only on
  // links they made, unless the workspace lets members edit all)
  const workspace = useCurrentWorkspace()
  const auth = useStore($auth)
  const canEdit =
    workspace.status === 'ready' &&
    roleMay.editLinks(workspace.role) &&
    (roleMay.editEveryLink(workspace.role, workspace.workspace?.membersEditAll ?? false) || (auth.status === 'signedIn' && link.createdBy === auth.user.id))
  useEffect(() => {
    if (copied === null) return
    const timer = setTimeout(() => setCopied(null), 2000)
    return () => clearTimeout(timer)
  }, [copied])
  return (
    <Card className="p-4">
      {opened ? (
        <Suspense fallback={null}>
          <LinkQrDialog link={qr ? link : null} shortUrl={shortUrl} onOpenChange={(open) => setQr(open)} />
        </Suspense>
      ) : null}
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="min-w-0 break-words text-lg font-semibold">{link.title || link.shortCode}</h2>
        {canEdit ? (
          <a href={editPathOf(link)} className="inline-flex h-8 items-center rounded-md border border-border px-3 text-sm hover:bg-muted">
            {t.edit}
          </a>
        ) : null}
      </div>
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
          <Button variant="outline" size="sm" onClick={async () => setCopied(await copyText(shortUrl))}>
            {copied === true ? t.copied : t.copy}
          </Button>
          <span role="status" className="sr-only">
            {copied === true ? t.copiedStatus : copied === false ? t.copyFailed : ''}
          </span>
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
        <dt className="font-medium text-muted-foreground">{t.tags}</dt>
        <dd className="flex flex-wrap gap-1">
          {link.tags.length === 0 ? (
            <span className="text-muted-foreground">{t.none}</span>
          ) : (
            link.tags.map((tag) => (
              <Badge key={tag} variant="secondary">
                {tag}
              </Badge>
            ))
          )}
        </dd>
        <dt className="font-medium text-muted-foreground">{t.expires}</dt>
        <dd>{link.expiresAt ? <time dateTime={link.expiresAt}>{new Date(link.expiresAt).toLocaleString(pageLocale())}</time> : t.never}</dd>
        <dt className="font-medium text-muted-foreground">{t.clickLimit}</dt>
        <dd className="tabular-nums">{link.maxClicks === null ? t.noLimit : t.limitOf(link.clicks, link.maxClicks)}</dd>
        <dt className="font-medium text-muted-foreground">{t.created}</dt>
        <dd>
          <time dateTime={link.createdAt}>{new Date(link.createdAt).toLocaleDateString(pageLocale())}</time>
        </dd>
        <dt className="font-medium text-muted-foreground">{t.totalClicks}</dt>
        <dd data-testid="total-clicks" className="tabular-nums">
          {formatCount(link.clicks)}
        </dd>
      </dl>
    </Card>
  )
}
