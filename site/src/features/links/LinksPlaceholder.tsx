// What the list area shows instead of rows: loading, a failed load (with 'Try again'), the empty state, and
// "nothing matches".
import { messages } from '../../lib/copy'
import { AlertIcon, LinkIcon, PlusIcon, SearchIcon } from '../../components/icons'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { Spinner } from '../../components/ui/spinner'

const t = messages.dashboard

export function LinksLoading() {
  return (
    <Card className="flex items-center justify-center gap-3 p-10 text-muted-foreground">
      <Spinner label={t.loading} />
      <p aria-hidden="true">{t.loading}</p>
    </Card>
  )
}

/** The list failed to load: say so (not 'No links yet', which would be wrong) and offer to load it again. */
export function LinksLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Card className="flex flex-col items-center gap-3 p-10 text-center">
      <AlertIcon width={24} height={24} className="text-destructive" />
      <p className="text-sm font-medium">{t.loadError.title}</p>
      <Button variant="outline" onClick={onRetry}>
        {t.loadError.retry}
      </Button>
    </Card>
  )
}

export function LinksEmpty({ onAdd }: { onAdd: () => void }) {
  return (
    <Card className="flex flex-col items-center gap-3 p-10 text-center">
      <span className="rounded-full bg-primary/10 p-3 text-primary">
        <LinkIcon width={24} height={24} />
      </span>
      <h2 className="text-lg font-semibold">{t.emptyTitle}</h2>
      <p className="text-sm text-muted-foreground">{t.emptyText}</p>
      <Button onClick={onAdd}>
        <PlusIcon /> {t.addLink}
      </Button>
    </Card>
  )
}

export function LinksNoMatch({ onClear }: { onClear: () => void }) {
  return (
    <Card role="status" className="flex flex-col items-center gap-3 p-10 text-center">
      <SearchIcon width={24} height={24} className="text-muted-foreground" />
      <p className="text-sm">{t.noMatchTitle}</p>
      <Button variant="outline" onClick={onClear}>
        {t.clearFilters}
      </Button>
    </Card>
  )
}
