import { describe, expect, it } from 'vitest'
import type { LinkDto } from '@contracts'
import { defaultView, filterLinks, isFiltered } from './filter-links'

const link = (id: number, shortCode: string, originalUrl: string, clicks: number, isActive = true): LinkDto => ({
  id,
  shortCode,
  originalUrl,
  clicks,
  isActive,
  createdAt: new Date(Date.UTC(2026, 0, id)).toISOString(),
  expiresAt: null,
  maxClicks: null,
  fallbackUrl: null,
  hasPassword: false,
  expired: false,
})

const links = [
  link(1, 'alpha1', 'https://Example.com/One', 5),
  link(2, 'beta22', 'https://other.org/two', 0, false),
  link(3, 'GAMMA3', 'https://third.net/path', 9),
]
const organised = [
  { ...link(4, 'delta4', 'https://four.org', 1), title: 'Spring Sale', note: null, tags: ['promo', 'spring'] },
  { ...link(5, 'epsil5', 'https://five.org', 1), title: null, note: 'Printed on the Flyer', tags: ['promo'] },
  link(6, 'zeta66', 'https://six.org', 1),
]
const codes = (l: LinkDto[]) => l.map((x) => x.shortCode)

describe('filterLinks', () => {
  it('sorts newest first by default', () => {
    expect(codes(filterLinks(links, defaultView))).toEqual(['GAMMA3', 'beta22', 'alpha1'])
  })
  it('sorts oldest, most-clicked and least-clicked', () => {
    expect(codes(filterLinks(links, { ...defaultView, sort: 'oldest' }))).toEqual(['alpha1', 'beta22', 'GAMMA3'])
    expect(codes(filterLinks(links, { ...defaultView, sort: 'most-clicked' }))).toEqual(['GAMMA3', 'alpha1', 'beta22'])
    expect(codes(filterLinks(links, { ...defaultView, sort: 'least-clicked' }))).toEqual(['beta22', 'alpha1', 'GAMMA3'])
  })
  it('searches originalUrl and shortCode case-insensitively', () => {
    expect(codes(filterLinks(links, { ...defaultView, query: 'example.COM' }))).toEqual(['alpha1'])
    expect(codes(filterLinks(links, { ...defaultView, query: 'gamma' }))).toEqual(['GAMMA3'])
    expect(filterLinks(links, { ...defaultView, query: 'nowhere' })).toEqual([])
  })
  it('filters by status', () => {
    expect(codes(filterLinks(links, { ...defaultView, status: 'inactive' }))).toEqual(['beta22'])
    expect(codes(filterLinks(links, { ...defaultView, status: 'active' }))).toEqual(['GAMMA3', 'alpha1'])
  })
  it('searches titles and notes too, case-insensitively', () => {
    expect(codes(filterLinks(organised, { ...defaultView, query: 'spring SALE' }))).toEqual(['delta4'])
    expect(codes(filterLinks(organised, { ...defaultView, query: 'flyer' }))).toEqual(['epsil5'])
  })
  it('filters by tag, with search and status at once', () => {
    expect(codes(filterLinks(organised, { ...defaultView, tag: 'promo' }))).toEqual(['epsil5', 'delta4'])
    expect(codes(filterLinks(organised, { ...defaultView, tag: 'spring' }))).toEqual(['delta4'])
    expect(codes(filterLinks(organised, { ...defaultView, tag: 'promo', query: 'flyer' }))).toEqual(['epsil5'])
    expect(filterLinks(organised, { ...defaultView, tag: 'promo', status: 'inactive' })).toEqual([])
    expect(filterLinks(links, { ...defaultView, tag: 'promo' })).toEqual([])
    expect(isFiltered({ ...defaultView, tag: 'promo' })).toBe(true)
  })
  it('does not reorder its input', () => {
    const input = [...links]
    filterLinks(input, { ...defaultView, sort: 'most-clicked' })
    expect(input).toEqual(links)
  })
  it('knows when search or filter hide links', () => {
    expect(isFiltered(defaultView)).toBe(false)
    expect(isFiltered({ ...defaultView, query: ' x ' })).toBe(true)
    expect(isFiltered({ ...defaultView, status: 'active' })).toBe(true)
    expect(isFiltered({ ...defaultView, sort: 'oldest' })).toBe(false)
  })
})
