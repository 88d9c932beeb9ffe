// The payloads: exactly the fields decided, for every link event type, and clicks only as a count.
import { describe, expect, test } from 'vitest'
import { clickedPayload, isWebhookEventType, LINK_EVENT_TYPES, linkEventPayload, WEBHOOK_EVENT_TYPES } from './events'

const link = {
  id: 3,
  originalUrl: 'https://example.com/a',
  shortCode: 'abc12',
  domain: 'go.example.com',
  isActive: true,
  clicks: 9,
  createdAt: '2026-11-29T06:00:00.000Z',
  expiresAt: '2026-12-29T06:00:00.000Z',
  maxClicks: 100,
  fallbackUrl: 'https://example.com/fallback',
  hasPassword: true,
  expired: false,
  createdBy: 'user-secret-id',
  tags: ['a', 'b'],
} as never

describe('link events', () => {
  test.each(LINK_EVENT_TYPES)('%s carries the public fields only', (type) => {
    const payload = linkEventPayload(type, link, new Date('2026-11-29T07:00:00.000Z'), ['tags'])
    expect(payload.type).toBe(type)
    expect(payload.timestamp).toBe('2026-11-29T07:00:00.000Z')
    expect(Object.keys(payload.data).sort()).toEqual(
      ['active', 'code', 'createdAt', 'domain', 'expiresAt', 'id', 'maxClicks', 'tags', 'target', ...(type === 'link.updated' ? ['changed'] : [])].sort(),
    )
    expect(JSON.stringify(payload)).not.toMatch(/user-secret-id|fallback|hasPassword/)
  })
})

describe('link.clicked', () => {
  test('a count over a span, and nothing else handed over', () => {
    const counted = { linkId: 3, code: 'abc12', domain: null, clicks: 2, ip: '198.51.100.4', userAgent: 'Probe/1', visitor: 'v-1' }
    const payload = clickedPayload(counted, new Date('2026-11-29T07:00:00.000Z'), new Date('2026-11-29T07:01:00.000Z'))
    expect(payload).toEqual({
      type: 'link.clicked',
      timestamp: '2026-11-29T07:01:00.000Z',
      data: { linkId: 3, code: 'abc12', domain: null, clicks: 2, since: '2026-11-29T07:00:00.000Z', until: '2026-11-29T07:01:00.000Z' },
    })
  })

  test('no event for no clicks', () => {
    const at = new Date()
    expect(() => clickedPayload({ linkId: 3, code: 'abc12', domain: null, clicks: 0 }, at, at)).toThrow(RangeError)
  })
})

test('the event types', () => {
  expect(WEBHOOK_EVENT_TYPES).toEqual(['link.created', 'link.updated', 'link.deleted', 'link.expired', 'link.clicked'])
  expect(isWebhookEventType('link.clicked')).toBe(true)
  expect(isWebhookEventType('link.visited')).toBe(false)
})
