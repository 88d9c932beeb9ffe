// The Add/Edit link dialog (spec §2, §4, §5, §8). The form lives inside the dialog's content, which Radix
// unmounts on close: every opening starts from a fresh form and no server error.
import { messages, type LinkDto } from '@contracts'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog'
import { LinkForm } from './LinkForm'

const t = messages.dashboard.form

export interface LinkDialogProps {
  open: boolean
  /** The link being edited; null to create one. */
  link: LinkDto | null
  onOpenChange: (open: boolean) => void
  /** After a successful create or update (the dialog has asked to close). */
  onSaved: () => void
}

export function LinkDialog({ open, link, onOpenChange, onSaved }: LinkDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
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
