// The dashboard's 'Tags' and 'Bulk create' buttons and their dialogs (docs/decisions/0046); each dialog's
// content loads when it first opens, so the dashboard's first load stays light.
import { lazy, Suspense, useCallback, useState } from 'react'
import { Button } from '../../components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog'
import { useEscapeCloses } from '../links/use-escape-closes'
import { tagsCopy as t } from './tags-copy'

const TagManager = lazy(() => import('./TagManager').then((m) => ({ default: m.TagManager })))
const BulkCreateForm = lazy(() => import('./BulkCreateForm').then((m) => ({ default: m.BulkCreateForm })))

type Open = 'tags' | 'bulk' | null

export function OrganiseActions({ origin, onChanged }: { origin: string; onChanged: () => void }) {
  const [open, setOpen] = useState<Open>(null)
  useEscapeCloses(open !== null, useCallback(() => setOpen(null), []))
  const onOpenChange = (next: boolean) => !next && setOpen(null)
  return (
    <div className="flex gap-2">
      <Button variant="outline" onClick={() => setOpen('tags')}>
        {t.manageTags}
      </Button>
      <Button variant="outline" onClick={() => setOpen('bulk')}>
        {t.bulkButton}
      </Button>
      <Dialog open={open !== null} onOpenChange={onOpenChange}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{open === 'bulk' ? t.bulkTitle : t.manageTitle}</DialogTitle>
            <DialogDescription>{open === 'bulk' ? t.bulkDescription : t.manageDescription}</DialogDescription>
          </DialogHeader>
          <Suspense fallback={<div aria-hidden="true" className="h-24 animate-pulse rounded-md bg-muted" />}>
            {open === 'bulk' ? <BulkCreateForm origin={origin} onCreated={onChanged} onClose={() => setOpen(null)} /> : <TagManager onChanged={onChanged} onClose={() => setOpen(null)} />}
          </Suspense>
        </DialogContent>
      </Dialog>
    </div>
  )
}
