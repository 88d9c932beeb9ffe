// One link in the list (spec §2): original address, short address, Active/Inactive badge (and 'Disabled by
// admin' for a link moderation took down, docs/decisions/0049), click count,
// relative creation time; a quick Active switch and the actions copy (copied state for 2 s), QR code, edit,
// delete, each with a visible tooltip.
import { relativeTime } from '../../lib/relative-time'
import { memo, useEffect, useState } from 'react'
import { timing } from '@contracts/constants'
import type { LinkDto } from '@contracts/dto'
import { messages } from '../../lib/copy'
import { dashboardCopy } from './dashboard-copy'
import { CheckIcon, CopyIcon, EditIcon, MousePointerIcon, QrIcon, TrashIcon } from '../../components/icons'
import { Badge } from '../../components/ui/badge'
import { copyText } from '../../lib/clipboard'
import { toast } from '../../stores/toasts'
import { analyticsPathOf, dashboardAnalyticsCopy } from '../analytics'
import { qrDialogCopy } from '../qr'
import { ActiveSwitch } from './ActiveSwitch'
import { statusOf } from './link-view'
import { RowAction } from './RowAction'
import { tagsCopy } from '../tags'
import { selectionCopy } from './selection-copy'

const t = dashboardCopy.row

/** What a row asks of the dashboard: open a dialog, or reload after it changed the link itself. */
export type LinkAction = 'qr' | 'edit' | 'delete' | 'changed'

const badgeVariants = { active: 'success', inactive: 'secondary', expired: 'destructive' } as const

export interface LinkRowProps {
  link: LinkDto
  shortUrl: string
  onAction: (action: LinkAction, link: LinkDto) => void
  /** Row selection for bulk actions (docs/decisions/0048); no checkbox without onSelect. */
  selected?: boolean
  /** `range`: Shift was held (the rows from the last one clicked change too). */
  onSelect?: (link: LinkDto, selected: boolean, range: boolean) => void
  /** A tag chip was pressed: the list is filtered by that tag in place (the chip's address does the same on a new load). */
  onTag?: (tag: string) => void
  /** A viewer's row (the workspace role may read, not change): copy and QR only. */
  readOnly?: boolean
}

/** Expiry, click limit and password, when the link has them. */
function LifecycleFacts({ link }: { link: LinkDto }) {
  const expires = link.expiresAt ? new Date(link.expiresAt) : null
  return (
    <>
      {expires ? (
        <time dateTime={link.expiresAt!} title={expires.toLocaleString()}>
          {(expires.getTime() > Date.now() ? t.expires : t.expiredAgo)(relativeTime(expires))}
        </time>
      ) : null}
      {typeof link.maxClicks === 'number' ? <span>{t.clickLimit(link.clicks, link.maxClicks)}</span> : null}
      {link.hasPassword ? <span>{t.password}</span> : null}
    </>
  )
}

export const LinkRow = memo(function LinkRow({ link, shortUrl, onAction, selected = false, onSelect, onTag, readOnly = false }: LinkRowProps) {
  // Counts successful copies (0 = not copied): each copy, even while 'Copied' shows, restarts the 2 s.
  const [copies, setCopies] = useState(0)
  const copied = copies > 0
  useEffect(() => {
    if (copies === 0) return
    const timer = setTimeout(() => setCopies(0), timing.copiedResetMs)
    return () => clearTimeout(timer)
  }, [copies])

  async function copy() {
    if (await copyText(shortUrl)) {
      setCopies((n) => n + 1)
      toast(messages.toast.copyOk)
    } else {
      toast({ ...messages.toast.copyFail, variant: 'destructive' })
    }
  }

  const created = new Date(link.createdAt)
  const status = statusOf(link)
  return (
    <li data-testid="link-row" data-code={link.shortCode} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        {onSelect ? (
          <input
            type="checkbox"
            aria-label={selectionCopy.row(link.shortCode)}
            checked={selected}
            // A checkbox's change comes from a click (mouse or Space): its Shift key asks for a range.
            onChange={(e) => onSelect(link, e.currentTarget.checked, (e.nativeEvent as MouseEvent).shiftKey === true)}
            className="mt-1 size-4 shrink-0 accent-primary"
          />
        ) : null}
        <div className="grid min-w-0 gap-1">
          {link.title ? <p className="truncate text-sm font-semibold">{link.title}</p> : null}
          <div className="flex min-w-0 items-center gap-2">
            {/* Truncated in the middle: the origin gives way, the code stays visible. */}
            <a href={shortUrl} target="_blank" rel="noopener noreferrer" title={shortUrl} className="flex min-w-0 font-medium text-primary hover:underline">
              <span className="sr-only">{t.shortUrl}: </span>
              <span className="truncate">{shortUrl.slice(0, shortUrl.length - link.shortCode.length)}</span>
              <span className="max-w-full shrink-0 truncate">{link.shortCode}</span>
            </a>
            <Badge variant={badgeVariants[status]}>{t[status]}</Badge>
            {link.takenDown ? <Badge variant="destructive">{t.takenDown}</Badge> : null}
          </div>
          <a href={link.originalUrl} target="_blank" rel="noopener noreferrer" className="truncate text-sm text-muted-foreground hover:underline">
            <span className="sr-only">{t.originalUrl}: </span>
            {link.originalUrl}
          </a>
          <p className="flex flex-wrap items-center gap-x-3 text-xs text-muted-foreground">
            <a
              href={analyticsPathOf(link.id)}
              className="inline-flex items-center gap-1 hover:text-primary hover:underline"
              title={dashboardAnalyticsCopy.viewAnalytics(link.shortCode)}
            >
              <MousePointerIcon width={12} height={12} />
              <span>{t.clicks(link.clicks)}</span>
              <span className="sr-only">: {dashboardAnalyticsCopy.viewAnalytics(link.shortCode)}</span>
            </a>
            <time dateTime={link.createdAt} title={created.toLocaleString()}>
              {t.created(relativeTime(created))}
            </time>
            <LifecycleFacts link={link} />
          </p>
          {link.tags?.length ? (
            <ul aria-label={tagsCopy.tagList} className="flex flex-wrap gap-1">
              {link.tags.map((tag) => (
                <li key={tag}>
                  <a
                    href={`?${new URLSearchParams({ tag })}`}
                    title={tagsCopy.showTagged(tag)}
                    onClick={(e) => {
                      if (!onTag || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return
                      e.preventDefault()
                      onTag(tag)
                    }}
                    className="block rounded-full bg-muted px-2 py-0.5 text-xs hover:bg-primary/10 hover:text-primary"
                  >
                    {tag}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      <div className="flex shrink-0 items-center gap-1">
        {readOnly ? null : (
          <span className="me-2 inline-flex">
            <ActiveSwitch link={link} onChanged={() => onAction('changed', link)} />
          </span>
        )}
        <RowAction label={copied ? dashboardCopy.copiedCode(link.shortCode) : t.copy(link.shortCode)} onClick={() => void copy()}>
          {copied ? <CheckIcon className="text-success" /> : <CopyIcon />}
        </RowAction>
        <RowAction label={qrDialogCopy.open(link.shortCode)} onClick={() => onAction('qr', link)}>
          <QrIcon />
        </RowAction>
        {readOnly ? null : (
          <>
            <RowAction label={t.edit(link.shortCode)} onClick={() => onAction('edit', link)}>
              <EditIcon />
            </RowAction>
            <RowAction label={t.delete(link.shortCode)} onClick={() => onAction('delete', link)} destructive>
              <TrashIcon />
            </RowAction>
          </>
        )}
      </div>
    </li>
  )
})
