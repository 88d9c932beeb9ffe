// 'Remove domain' confirmation: says the domain's links are removed with it and their addresses stop working.
// Success closes and toasts; a failure toasts and leaves the dialog open (ConfirmDialog).
import type { DomainDto } from '@contracts/domain-schemas'
import { ConfirmDialog } from '../../components/ui/confirm-dialog'
import { toast } from '../../stores/toasts'
import { removeDomain } from './domains-api'
import { domainsCopy } from './domains-copy'

const t = domainsCopy.remove

export interface RemoveDomainDialogProps {
  slug: string
  domain: DomainDto | null
  onClose: () => void
  onRemoved: (domain: DomainDto) => void
  /** Where focus goes when the dialog closes (Radix only returns it to a DialogTrigger). */
  onCloseAutoFocus?: (event: Event) => void
}

export function RemoveDomainDialog({ slug, domain, onClose, onRemoved, onCloseAutoFocus }: RemoveDomainDialogProps) {
  async function remove() {
    if (!domain) return
    await removeDomain(slug, domain.id)
    toast({ title: t.removed(domain.host) })
    onRemoved(domain)
  }
  return (
    <ConfirmDialog
      open={domain !== null}
      words={{ ...t, description: domain ? t.warning(domain.host) : '', busy: t.removing }}
      onConfirm={remove}
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  )
}
