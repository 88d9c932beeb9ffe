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
