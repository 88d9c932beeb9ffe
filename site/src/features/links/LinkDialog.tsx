// The Add/Edit link dialog (spec §2, §4, §5, §8). The form lives inside the dialog's content, which Radix
// unmounts on close: every opening starts from a fresh form and no server error.
import { useCallback } from 'react'
import { type LinkDto } from '@contracts'
import { messages } from '../../lib/copy'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog'
import { LinkForm } from './LinkForm'
import { useEscapeCloses } from './use-escape-closes'

const t = messages.dashboard.form

export interface LinkDialogProps {
  /** Where focus goes when the dialog closes (Radix only returns it to a DialogTrigger). */
  onCloseAutoFocus?: (event: Event) => void
  open: boolean
  /** The link being edited; null to create one. */
  link: LinkDto | null
  onOpenChange: (open: boolean) => void
  /** After a successful create or update (the dialog has asked to close). */
  onSaved: () => void
}

export function LinkDialog({ open, link, onOpenChange, onSaved, onCloseAutoFocus }: LinkDialogProps) {
  useEscapeCloses(open, useCallback(() => onOpenChange(false), [onOpenChange]))
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{link ? t.editTitle : t.addTitle}</DialogTitle>
          <DialogDescription>{link ? t.editDescription : t.addDescription}</DialogDescription>
        </DialogHeader>
        <LinkForm
          link={link}
          onCancel={() => onOpenChange(false)}
          onSaved={() => {
            onOpenChange(false)
            onSaved()
          }}
        />
      </DialogContent>
    </Dialog>
  )
}
