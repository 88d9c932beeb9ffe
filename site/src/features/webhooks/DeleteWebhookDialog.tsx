// 'Delete webhook' confirmation: says the endpoint stops receiving events and its log goes with it. Success
// closes and toasts; a failure toasts and leaves the dialog open (ConfirmDialog).
import type { WebhookEndpointDto } from '@contracts/webhook-schemas'
import { ConfirmDialog } from '../../components/ui/confirm-dialog'
import { toast } from '../../stores/toasts'
import { deleteWebhook } from './webhooks-api'
import { webhooksCopy } from './webhooks-copy'

const t = webhooksCopy.remove

export interface DeleteWebhookDialogProps {
  slug: string
  endpoint: WebhookEndpointDto | null
  onClose: () => void
  onDeleted: (endpoint: WebhookEndpointDto) => void
  /** Where focus goes when the dialog closes (Radix only returns it to a DialogTrigger). */
  onCloseAutoFocus?: (event: Event) => void
}

export function DeleteWebhookDialog({ slug, endpoint, onClose, onDeleted, onCloseAutoFocus }: DeleteWebhookDialogProps) {
  async function remove() {
    if (!endpoint) return
    await deleteWebhook(slug, endpoint.id)
    toast({ title: t.removed })
    onDeleted(endpoint)
  }
  return (
    <ConfirmDialog
      open={endpoint !== null}
      words={{ ...t, description: endpoint ? t.warning(endpoint.url) : '', busy: t.removing }}
      onConfirm={remove}
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  )
}
