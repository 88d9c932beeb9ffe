// The words the Webhooks section shows before its body loads (WebhooksSection.tsx): small, so the settings
// page does not load the section's other words (webhooks-copy.ts) for them.
import { localized } from '@contracts/words'

export const webhooksFrameCopy = localized('webhooksFrame', {
  title: 'Webhooks',
  description:
    "Tell another service when this workspace's links are created, changed, deleted, expire or are clicked: Snip sends a signed message to the address you give.",
  loading: 'Loading webhooks',
})
