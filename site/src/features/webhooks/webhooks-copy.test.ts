// The webhooks section's words for what the API answers in codes: every event type, every reason an endpoint
// is disabled and every reason a delivery failed has its own sentence, never the bare code.
import { webhookDisabledReasons, webhookEventTypes } from '@contracts/webhook-schemas'
import { describe, expect, test } from 'vitest'
import { deliveryError, disabledReason, eventName, testFailed } from './webhooks-copy'

/** deliver.ts's DeliveryError codes, and the worker's for a secret it cannot open. */
const DELIVERY_ERRORS = ['invalid-url', 'not-public', 'unresolved', 'timeout', 'network', 'redirect', 'secret-unreadable']

describe('webhooks copy', () => {
  test('names every event type and the test event in words', () => {
    for (const type of [...webhookEventTypes, 'webhook.test']) expect(eventName(type)).not.toContain(type)
    expect(eventName('link.renamed')).toBe('link.renamed')
  })

  test('says why an endpoint is disabled for every reason', () => {
    const said = webhookDisabledReasons.map((reason) => disabledReason(reason))
    expect(new Set(said).size).toBe(webhookDisabledReasons.length)
    expect(said).not.toContain(disabledReason(null))
  })

  test("says a delivery's failure in words: each error code, else the receiver's status", () => {
    const said = DELIVERY_ERRORS.map((code) => deliveryError(code, null))
    expect(new Set(said).size).toBe(DELIVERY_ERRORS.length)
    for (const words of said) expect(words).not.toMatch(/\((?:[a-z]+-)*[a-z]+\)\.$/)
    expect(deliveryError('status', 503)).toBe('The receiver answered with status 503 (an error on its side).')
    expect(deliveryError('status', 404)).toBe('The receiver answered with status 404.')
    expect(deliveryError(null, 410)).toBe('The receiver answered with status 410.')
    expect(deliveryError('something-new', null)).toBe('The delivery failed (something-new).')
    expect(testFailed('timeout', null)).toBe('Test event not delivered. The receiver did not answer within 10 seconds.')
  })
})
