// The one time a new webhook's secret is shown in full: which endpoint it signs for, the "you will not see it
// again" note, the secret with Copy, and what the receiver does with it. Its heading takes the focus.
import type { CreatedWebhookDto } from '@contracts/webhook-schemas'
import { SecretReveal } from '../../components/ui/secret-reveal'
import { webhooksCopy } from './webhooks-copy'

const t = webhooksCopy.secret

export function WebhookSecret({ created, onDone }: { created: CreatedWebhookDto; onDone: () => void }) {
  return (
    <SecretReveal secret={created.secret} words={t} onDone={onDone} focus>
      <p className="break-all text-sm text-muted-foreground">{t.endpoint(created.endpoint.url)}</p>
      <p className="text-sm text-muted-foreground">{t.help}</p>
    </SecretReveal>
  )
}
