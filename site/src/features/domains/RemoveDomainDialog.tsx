// 'Remove domain' confirmation: says the domain's links are removed with it and their addresses stop working.
// Success closes and toasts; a failure toasts and leaves the dialog open.
import { useState } from 'react'
import type { DomainDto } from '@contracts/domain-schemas'
import { Button } from '../../components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog'
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
  const [busy, setBusy] = useState(false)

  async function confirm() {
    if (!domain) return
    setBusy(true)
    try {
      await removeDomain(slug, domain.id)
      toast({ title: t.removed(domain.host) })
      onRemoved(domain)
      onClose()
    } catch (error) {
      toast({ title: t.fail, description: error instanceof Error ? error.message : undefined, variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open={domain !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{t.title}</DialogTitle>
          <DialogDescription>{domain ? t.warning(domain.host) : ''}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button variant="destructive" disabled={busy} onClick={() => void confirm()}>
            {busy ? t.removing : t.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
