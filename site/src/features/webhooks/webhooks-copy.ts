// The words of a workspace's Webhooks section, loaded with its body (WebhooksPanel.tsx); its frame's words are
// in webhooks-frame-copy.ts. The API's own sentences (a refused address, the limit, a missing event) come from
// its answers and are shown as they are. What the API answers in codes (an event type, why an endpoint is
// disabled, why a delivery failed) has a sentence per code here; the functions below the copy object choose it.
import type { WEBHOOK_TEST_EVENT, WebhookDisabledReason, WebhookEventTypeName } from '@contracts/webhook-schemas'
import { localized } from '@contracts/words'

export const webhooksCopy = localized('webhooks', {
  loadFail: 'The webhooks could not be loaded.',
  retry: 'Try again',
  list: 'Webhooks',
  empty: 'No webhooks yet.',
  limit: (count: number, limit: number) => `${count} of ${limit} webhooks in this workspace.`,
  /** Each event a webhook can ask for, in plain words (the API's names are shown beside them). */
  eventNames: {
    'link.created': 'A link is created',
    'link.updated': 'A link is changed',
    'link.deleted': 'A link is deleted',
    'link.expired': 'A link expires or reaches its click limit',
    'link.clicked': 'Links are clicked (a count per link, at most once a minute)',
    'webhook.test': 'Test event',
  } satisfies Record<WebhookEventTypeName | typeof WEBHOOK_TEST_EVENT, string> as Record<string, string>,
  add: {
    title: 'Add a webhook',
    url: 'Endpoint URL',
    urlHelp: 'The address that receives the events, such as https://example.com/snip-events. Snip sends each one as a signed POST request.',
    placeholder: 'https://example.com/snip-events',
    events: 'Events to send',
    submit: 'Add webhook',
    adding: 'Adding...',
    added: 'Webhook added: copy its secret now',
    full: 'This workspace has as many webhooks as it may have: delete one to add another.',
  },
  secret: {
    title: 'Signing secret of the new webhook',
    note: 'Copy this secret now: you will not see it again.',
    endpoint: (url: string) => `For ${url}`,
    help: 'Your receiver uses it to check that each message comes from Snip (Standard Webhooks signatures).',
    copy: 'Copy secret',
    copied: 'Copied',
    copyFail: 'Could not copy: select the secret and copy it by hand.',
    done: 'I have copied it',
  },
  status: { enabled: 'Enabled', disabled: 'Disabled' },
  /** Why an endpoint is disabled, in words; disabledUnknown when the API gives no reason. */
  disabledReasons: {
    failures: 'Disabled after several events in a row could not be delivered. Check the receiver, then enable it again.',
    paused: 'Disabled by an owner or admin of this workspace. Enable it to send events again.',
    'secret-unreadable': "Disabled: its secret can no longer be read, because this instance's signing key changed. Delete it and add it again.",
  } satisfies Record<WebhookDisabledReason, string>,
  disabledUnknown: 'Disabled: no events are sent to it.',
  disabledSince: (when: string) => `Since ${when}`,
  events: 'Events',
  secretHint: 'Secret',
  test: {
    button: 'Send test event',
    sending: 'Sending...',
    delivered: (status: number) => `Test event delivered: the receiver answered with status ${status}.`,
    /** Delivered, and the receiver's answer has no status code. */
    deliveredOk: 'Test event delivered: the receiver answered with status OK.',
    /** `reason` is a delivery's error in words (deliveryError). */
    notDelivered: (reason: string) => `Test event not delivered. ${reason}`,
    fail: 'The test event could not be sent',
  },
  /** Why a delivery did not get through, in words: by the API's stable codes, else by the receiver's status. */
  delivery: {
    errors: {
      'invalid-url': 'The address is not a valid http or https URL.',
      'not-public': 'The address is on a private or local network, which this instance does not send to.',
      unresolved: "The address's name could not be found (DNS did not answer with an address).",
      timeout: 'The receiver did not answer within 10 seconds.',
      network: 'The receiver could not be reached: the connection was refused or broke off.',
      redirect: 'The receiver answered with a redirect, which is never followed: give its final address.',
      'secret-unreadable': "The webhook's secret could not be read, so nothing was signed or sent.",
    } as Record<string, string>,
    status: (status: number) => `The receiver answered with status ${status}.`,
    serverStatus: (status: number) => `The receiver answered with status ${status} (an error on its side).`,
    /** A code this page has no sentence for. */
    otherError: (error: string) => `The delivery failed (${error}).`,
    failed: 'The delivery failed.',
  },
  /** Changing an endpoint's URL or events in place (its secret stays). */
  edit: {
    button: 'Edit',
    title: 'Edit webhook',
    secretKept: 'The signing secret stays the same.',
    save: 'Save changes',
    saving: 'Saving...',
    cancel: 'Cancel',
    saved: 'Webhook changed',
  },
  enable: 'Enable',
  disable: 'Disable',
  enabled: 'Webhook enabled',
  paused: 'Webhook disabled',
  changeFail: 'The webhook could not be changed',
  log: {
    show: 'Show deliveries',
    hide: 'Hide deliveries',
    caption: (url: string) => `Deliveries to ${url}`,
    columns: { event: 'Event', time: 'Time', status: 'Status', attempts: 'Attempts', response: 'Response', error: 'Error' },
    /** A column's name before its value, on a screen too narrow for the table's header. */
    cellLabel: (column: string) => `${column}:`,
    status: { pending: 'Pending', delivered: 'Delivered', failed: 'Failed' } as Record<string, string>,
    none: '–',
    empty: 'No deliveries yet.',
    loading: 'Loading deliveries',
    loadFail: 'The deliveries could not be loaded.',
    loadMore: 'Load more',
    nextAttempt: (when: string) => `Next attempt ${when}`,
  },
  remove: {
    button: 'Delete',
    title: 'Delete webhook',
    warning: (url: string) =>
      `Delete the webhook to ${url}? It stops receiving events at once, and its delivery log is deleted with it. This cannot be undone.`,
    cancel: 'Cancel',
    confirm: 'Delete webhook',
    removing: 'Deleting...',
    removed: 'Webhook deleted',
    fail: 'The webhook could not be deleted',
  },
})

const own = (words: Record<string, string>, key: string | null): key is string => key !== null && Object.hasOwn(words, key)

/** An event type in words; one this page does not know, as the API names it. */
export const eventName = (type: string): string => (own(webhooksCopy.eventNames, type) ? webhooksCopy.eventNames[type]! : type)

/** Why an endpoint is disabled, in words. */
export const disabledReason = (reason: WebhookDisabledReason | null): string =>
  own(webhooksCopy.disabledReasons, reason) ? webhooksCopy.disabledReasons[reason as WebhookDisabledReason] : webhooksCopy.disabledUnknown

/** A delivery's error in words; `status` is the receiver's answer, when it gave one. */
export function deliveryError(error: string | null, status: number | null): string {
  const d = webhooksCopy.delivery
  if (error !== 'status' && own(d.errors, error)) return d.errors[error]!
  if (status !== null) return status >= 500 ? d.serverStatus(status) : d.status(status)
  return error ? d.otherError(error) : d.failed
}

/** A test event's outcome when it was not delivered. */
export const testFailed = (error: string | null, status: number | null): string => webhooksCopy.test.notDelivered(deliveryError(error, status))
