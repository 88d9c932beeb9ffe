// The row's quick Active/Inactive switch: one PUT with the link as it is and the other
// state; the list and stats reload after it, and a failure says so in a toast (the switch stays as it was).
// An expired link does not redirect whatever its switch says: its switch shows off and waits for a new
// expiry (Edit), so it never claims a link works that does not.
import { useState } from 'react'
import type { LinkDto } from '@contracts/dto'
import { messages } from '../../lib/copy'
import { dashboardCopy } from './dashboard-copy'
import { Switch } from '../../components/ui/switch'
import { toast } from '../../stores/toasts'
import { updateLink } from './links-api'

export function ActiveSwitch({ link, onChanged }: { link: LinkDto; onChanged: () => void }) {
  const [busy, setBusy] = useState(false)
  async function change(isActive: boolean) {
    setBusy(true)
    try {
      await updateLink(link.id, { originalUrl: link.originalUrl, shortCode: link.shortCode, isActive })
      toast(messages.toast.updateOk)
      onChanged()
    } catch (error) {
      toast({ ...messages.toast.updateFail, description: error instanceof Error ? error.message : undefined, variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Switch
      checked={link.isActive && !link.expired}
      disabled={busy || link.expired}
      title={link.expired ? dashboardCopy.row.expiredSwitch : undefined}
      aria-label={dashboardCopy.row.activeSwitch(link.shortCode)}
      onCheckedChange={(checked) => void change(checked)}
    />
  )
}
