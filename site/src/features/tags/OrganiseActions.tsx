// The dashboard's 'Tags' and 'Bulk create' buttons and their dialogs (docs/decisions/0046); each dialog's
// content loads when it first opens, so the dashboard's first load stays light.
import { lazy, useCallback, useState } from 'react'
import { Button } from '../../components/ui/button'
import { LazyDialog } from '../../components/ui/lazy-dialog'
import { tagsCopy as t } from './tags-copy'

const TagManager = lazy(() => import('./TagManager').then((m) => ({ default: m.TagManager })))
const BulkCreateForm = lazy(() => import('./BulkCreateForm').then((m) => ({ default: m.BulkCreateForm })))

type Open = 'tags' | 'bulk' | null

export function OrganiseActions({ origin, onChanged }: { origin: string; onChanged: () => void }) {
  const [open, setOpen] = useState<Open>(null)
  const onOpenChange = useCallback((next: boolean) => {
    if (!next) setOpen(null)
  }, [])
  return (
    <div className="flex gap-2">
      <Button variant="outline" onClick={() => setOpen('tags')}>
        {t.manageTags}
      </Button>
      <Button variant="outline" onClick={() => setOpen('bulk')}>
        {t.bulkButton}
      </Button>
      <LazyDialog
        open={open !== null}
        onOpenChange={onOpenChange}
        title={open === 'bulk' ? t.bulkTitle : t.manageTitle}
        description={open === 'bulk' ? t.bulkDescription : t.manageDescription}
      >
        {open === 'bulk' ? (
          <BulkCreateForm origin={origin} onCreated={onChanged} onClose={() => setOpen(null)} />
        ) : (
          <TagManager onChanged={onChanged} onClose={() => setOpen(null)} />
        )}
      </LazyDialog>
    </div>
  )
}
