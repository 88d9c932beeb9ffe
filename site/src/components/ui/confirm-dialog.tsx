// A confirmation before something that cannot be undone (removing a domain, deleting a webhook): its title,
// what will happen in words, Cancel and the destructive button. `onConfirm` does the work: when it resolves the
// dialog closes; when it throws, its message is toasted under `words.fail` and the dialog stays open.
import { useState, type ReactNode } from 'react'
import { toast } from '../../stores/toasts'
import { Button } from './button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog'

export interface ConfirmDialogWords {
  title: string
  description: string
  cancel: string
  confirm: string
  /** The confirm button's words while the work runs. */
  busy: string
  /** The toast's title when the work fails. */
  fail: string
}

export interface ConfirmDialogProps {
  open: boolean
  words: ConfirmDialogWords
  onConfirm: () => Promise<void>
  onClose: () => void
  /** Where focus goes when the dialog closes (Radix only returns it to a DialogTrigger). */
  onCloseAutoFocus?: (event: Event) => void
  /** Shown between the description and the buttons. */
  children?: ReactNode
}

export function ConfirmDialog({ open, words, onConfirm, onClose, onCloseAutoFocus, children }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false)

  async function confirm() {
    setBusy(true)
    try {
      await onConfirm()
      onClose()
    } catch (error) {
      toast({ title: words.fail, description: error instanceof Error ? error.message : undefined, variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{words.title}</DialogTitle>
          <DialogDescription className="break-words">{words.description}</DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {words.cancel}
          </Button>
          <Button variant="destructive" disabled={busy} onClick={() => void confirm()}>
            {busy ? words.busy : words.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
