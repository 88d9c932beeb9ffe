// The test button's event (docs/decisions/0086): one signed `webhook.test` sent to one endpoint right away,
// through the same guarded attempt as every delivery; never queued, never tried again. It says only which
// endpoint it tests.
import { WEBHOOK_TEST_EVENT } from '../contracts/webhook-schemas'

export interface WebhookTestPayload {
  type: typeof WEBHOOK_TEST_EVENT
  timestamp: string
  data: { endpointId: string }
}

export const testPayload = (endpointId: string, at: Date): WebhookTestPayload => ({
  type: WEBHOOK_TEST_EVENT,
  timestamp: at.toISOString(),
  data: { endpointId },
})
