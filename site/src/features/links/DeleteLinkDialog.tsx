// 'Delete Link' confirmation (spec §2, §8): warns that analytics are lost and the short URL stops working,
// and says for how long the toast's Undo can take it back.
// Delete closes the dialog, hides the row and toasts 'URL deleted successfully' with Undo for 5 s; then the
// deletion is sent and list and stats reload, or 'Failed to delete URL' is toasted and the row comes back
// (pending-deletions.tsx).
import { useCallback } from 'react'
import type { LinkDto } from '@contracts'
import { dashboardCopy } from './dashboard-copy'
import { deleteWithUndo, UNDO_MS } from './pending-deletions'
import { useEscapeCloses } from '../../components/ui/use-escape-closes'
import { Button } from '../../components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog'

const t = dashboardCopy.deleteDialog

export interface DeleteLinkDialogProps {
  /** Where focus goes when the dialog closes (Radix only returns it to a DialogTrigger). */
  onCloseAutoFocus?: (event: Event) => void
  link: LinkDto | null
  shortUrl: string
  onOpenChange: (open: boolean) => void
  onDeleted: () => void
}

export function DeleteLinkDialog({ link, shortUrl, onOpenChange, onDeleted, onCloseAutoFocus }: DeleteLinkDialogProps) {
  useEscapeCloses(
    link !== null,
    useCallback(() => onOpenChange(false), [onOpenChange]),
  )
  function confirm() {
    if (!link) return
    deleteWithUndo(link, onDeleted)
    onOpenChange(false)
  }

  return (
    <Dialog open={link !== null} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{t.title}</DialogTitle>
          <DialogDescription>{t.warning(UNDO_MS / 1000)}</DialogDescription>
        </DialogHeader>
        <p className="break-all rounded-md bg-muted p-3 text-sm font-medium">{shortUrl}</p>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t.cancel}
          </Button>
          <Button variant="destructive" onClick={confirm}>
            {t.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
