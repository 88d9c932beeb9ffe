// The Add/Edit link dialog (spec §2, §4, §5, §8). The form lives inside the dialog's content, which Radix
// unmounts on close: every opening starts from a fresh form and no server error. The form (and zod, which
// validates it) loads when the dialog first opens: the dashboard's first load stays light.
import { lazy } from 'react'
import type { LinkDto } from '@contracts'
import { dashboardCopy } from './dashboard-copy'
import { LazyDialog } from '../../components/ui/lazy-dialog'

const t = dashboardCopy.form
const LinkForm = lazy(() => import('./LinkForm').then((m) => ({ default: m.LinkForm })))

export interface LinkDialogProps {
  /** Where focus goes when the dialog closes (Radix only returns it to a DialogTrigger). */
  onCloseAutoFocus?: (event: Event) => void
  open: boolean
  /** The link being edited; null to create one. */
  link: LinkDto | null
  /** A new link's Original URL, filled in. */
  address?: string
  onOpenChange: (open: boolean) => void
  /** After a successful create or update (the dialog has asked to close). */
  onSaved: () => void
}

export function LinkDialog({ open, link, address, onOpenChange, onSaved, onCloseAutoFocus }: LinkDialogProps) {
  return (
    <LazyDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={link ? t.editTitle : t.addTitle}
      description={link ? t.editDescription : t.addDescription}
      placeholderHeight="h-72"
    >
      <LinkForm link={link} address={address} onCancel={() => onOpenChange(false)} onSaved={() => (onOpenChange(false), onSaved())} />
    </LazyDialog>
  )
}
