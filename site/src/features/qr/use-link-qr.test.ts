// The row QR dialog's state is per link (id and code): a state left from link A is never shown for link B.
import { eachOwnerTextField } from '@contracts/link'
import { describe, expect, it, vi } from 'vitest'

vi.mock('./qr-api', () => ({ fetchQrBlob: vi.fn() }))
vi.mock('../../lib/stored-session', () => ({ currentIdentity: vi.fn() }))

const { qrStateFor } = await import('./use-link-qr')

const link = (id: number, shortCode: string) => ({
  id,
  shortCode,
  originalUrl: 'https://example.com',
  isActive: true,
  clicks: 0,
  createdAt: '2026-11-22T00:00:00Z',
  expiresAt: null,
  maxClicks: null,
  fallbackUrl: null,
  hasPassword: false,
  expired: false,
  createdBy: null,
  domain: null,
  ...eachOwnerTextField(() => null),
  tags: [],
  rules: [],
  split: [],
  forwardQuery: null,
})
const a = link(1, 'link-a')
const b = link(2, 'link-b')
const readyA = { key: '1:link-a', state: { status: 'ready', src: 'blob:a' } } as const

describe('QR dialog state', () => {
  it('never gives link B the image (or error) stored for link A: B starts loading', () => {
    expect(qrStateFor(b, readyA)).toEqual({ status: 'loading' })
    expect(qrStateFor(b, { key: '1:link-a', state: { status: 'error', message: 'boom' } })).toEqual({ status: 'loading' })
  })

  it('gives a link its own stored state', () => {
    expect(qrStateFor(a, readyA)).toEqual({ status: 'ready', src: 'blob:a' })
  })

  it('treats a changed code as another link (the image encodes the code)', () => {
    expect(qrStateFor(link(1, 'renamed'), readyA)).toEqual({ status: 'loading' })
  })

  it('is loading with no link or nothing stored', () => {
    expect(qrStateFor(null, readyA)).toEqual({ status: 'loading' })
    expect(qrStateFor(a, null)).toEqual({ status: 'loading' })
  })
})
