// The link on its analytics page: target, short address, status, creation day and total clicks.
import type { LinkDto } from '../../lib/contracts-light'
import { Badge } from '../../components/ui/badge'
import { Card } from '../../components/ui/card'
import { analyticsCopy } from './analytics-copy'

const t = analyticsCopy.link

export function LinkSummary({ link, shortUrl }: { link: LinkDto; shortUrl: string }) {
  return (
    <Card className="p-4">
      <dl className="grid gap-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className="font-medium text-muted-foreground">{t.short}</dt>
        <dd className="min-w-0 break-all">
          <a href={shortUrl} className="text-primary hover:underline" target="_blank" rel="noopener noreferrer">{shortUrl}</a>
        </dd>
        <dt className="font-medium text-muted-foreground">{t.target}</dt>
        <dd className="min-w-0 break-all">
          <a href={link.originalUrl} className="hover:underline" target="_blank" rel="noopener noreferrer">{link.originalUrl}</a>
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
        <dd data-testid="total-clicks" className="tabular-nums">{link.clicks}</dd>
      </dl>
    </Card>
  )
}
