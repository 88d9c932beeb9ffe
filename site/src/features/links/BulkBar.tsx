// The bulk bar (docs/decisions/0048, 0049): shown while rows are selected. It offers "Select all
// matching" (every link the server matches to the search, status and tag filters, loaded or not), Activate, Deactivate,
// Delete (after one confirmation naming the count) and Export selected (CSV). The server applies the
// action in one transaction; the list and stats then reload.
import { useState } from 'react'
import type { BulkAction } from '@contracts/link-listing-schemas'
import { ApiError } from '../../lib/api-client'
import { Button } from '../../components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog'
import { toast } from '../../stores/toasts'
import { downloadLinks } from '../imports'
import { applyBulkAction, type BulkSelection } from './bulk-api'
import { bulkCopy as t } from './bulk-copy'

export interface BulkBarProps {
  count: number
  /** How many links match the view on the server (loaded or not). */
  matching: number
  allMatching: boolean
  /** What the server is asked to change or export: the ids, or the filter when all matching are selected. */
  selection: () => BulkSelection
  /** The export's query for the same choice (`ids=…`, or the filter's `q=…&status=…&tag=…`). */
  exportQuery: () => string
  onSelectAllMatching: () => void
  onClear: () => void
  onDone: () => void
}

export function BulkBar({ count, matching, allMatching, selection, exportQuery, onSelectAllMatching, onClear, onDone }: BulkBarProps) {
  const [busy, setBusy] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const fail = (error: unknown) => toast({ title: t.failed, description: error instanceof ApiError ? error.message : undefined, variant: 'destructive' })

  async function run(action: BulkAction) {
    setBusy(true)
    try {
      const { changed } = await applyBulkAction(action, selection())
      toast({ title: t.done[action](changed) })
      onDone()
    } catch (error) {
      fail(error)
    } finally {
      setBusy(false)
      setConfirming(false)
    }
  }

  return (
    // Fixed at the bottom of the screen: selecting a row moves no row, and the bar stays in reach while scrolling.
    <div role="region" aria-label={t.bar} data-floating-bar className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface shadow-lg">
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-2 px-4 py-3">
        <p className="me-2 text-sm font-medium" aria-live="polite">
          {t.selected(count)}
        </p>
        {!allMatching && matching > count ? (
          <Button variant="link" size="sm" onClick={onSelectAllMatching}>
            {t.selectAllMatching(matching)}
          </Button>
        ) : null}
        <div className="flex flex-wrap gap-2 sm:ms-auto">
          <Button variant="outline" size="sm" disabled={busy} onClick={() => void run('activate')}>
            {t.activate}
          </Button>
          <Button variant="outline" size="sm" disabled={busy} onClick={() => void run('deactivate')}>
            {t.deactivate}
          </Button>
          <Button variant="outline" size="sm" disabled={busy} onClick={() => void downloadLinks('csv', exportQuery()).catch(fail)}>
            {t.exportSelected}
          </Button>
          <Button variant="destructive" size="sm" disabled={busy} onClick={() => setConfirming(true)}>
            {t.delete}
          </Button>
          <Button variant="ghost" size="sm" onClick={onClear}>
            {t.clear}
          </Button>
        </div>
      </div>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t.confirmTitle(count)}</DialogTitle>
            <DialogDescription>{t.confirmWarning}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              {t.cancel}
            </Button>
            <Button variant="destructive" disabled={busy} onClick={() => void run('delete')}>
              {t.delete}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  )
}
