// 'Delete Link' confirmation (spec §2, §8): warns that analytics are lost and the short URL stops working.
// Success closes, toasts and reloads list and stats; failure toasts 'Failed to delete URL' and stays open.
import { useCallback, useState } from 'react'
import type { LinkDto } from '@contracts'
import { messages } from '../../lib/copy'
import { deleteLink } from './links-api'
import { toast } from '../../stores/toasts'
import { useEscapeCloses } from './use-escape-closes'
import { Button } from '../../components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog'

const t = messages.dashboard.deleteDialog

export interface DeleteLinkDialogProps {
  /** Where focus goes when the dialog closes (Radix only returns it to a DialogTrigger). */
  onCloseAutoFocus?: (event: Event) => void
  link: LinkDto | null
  shortUrl: string
  onOpenChange: (open: boolean) => void
  onDeleted: () => void
}

export function DeleteLinkDialog({ link, shortUrl, onOpenChange, onDeleted, onCloseAutoFocus }: DeleteLinkDialogProps) {
  useEscapeCloses(link !== null, useCallback(() => onOpenChange(false), [onOpenChange]))
  const [busy, setBusy] = useState(false)

  async function confirm() {
    if (!link) return
    setBusy(true)
    try {
      await deleteLink(link.id)
      toast(messages.toast.deleteOk)
      onOpenChange(false)
      onDeleted()
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : undefined
      toast({ ...messages.toast.deleteFail, description: message, variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open={link !== null} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{t.title}</DialogTitle>
          <DialogDescription>{t.warning}</DialogDescription>
        </DialogHeader>
        <p className="break-all rounded-md bg-muted p-3 text-sm font-medium">{shortUrl}</p>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t.cancel}
          </Button>
          <Button variant="destructive" disabled={busy} onClick={() => void confirm()}>
            {busy ? t.deleting : t.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
