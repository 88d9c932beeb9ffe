import { describe, expect, it } from 'vitest'
import type { LinkDto } from '@contracts'
import { defaultView, filterOf, isFiltered, pageQueryOf, statusOf } from './link-view'

const link = (isActive: boolean, expired: boolean) => ({ isActive, expired }) as LinkDto

describe('the link view', () => {
  it('knows when search or filter hide links', () => {
    expect(isFiltered(defaultView)).toBe(false)
    expect(isFiltered({ ...defaultView, query: ' x ' })).toBe(true)
    expect(isFiltered({ ...defaultView, query: '   ' })).toBe(false)
    expect(isFiltered({ ...defaultView, status: 'active' })).toBe(true)
    expect(isFiltered({ ...defaultView, tag: 'promo' })).toBe(true)
    expect(isFiltered({ ...defaultView, sort: 'oldest' })).toBe(false)
  })

  it('shows Inactive before Expired, and Active otherwise', () => {
    expect(statusOf(link(false, true))).toBe('inactive')
    expect(statusOf(link(true, true))).toBe('expired')
    expect(statusOf(link(true, false))).toBe('active')
  })

  it("gives the server the view's filter: a trimmed search, no 'all' status, no empty tag", () => {
    expect(filterOf(defaultView)).toEqual({ q: undefined, status: undefined, tag: undefined })
    expect(filterOf({ query: ' Shop ', status: 'expired', sort: 'oldest', tag: 'news' })).toEqual({ q: 'Shop', status: 'expired', tag: 'news' })
  })

  it('asks for a page with the filter, a sort other than newest, the cursor and the size', () => {
    expect(pageQueryOf(defaultView, null, 50)).toBe('limit=50')
    const view = { query: 'a&b c', status: 'inactive', sort: 'most-clicked', tag: 'spring sale' } as const
    const params = new URLSearchParams(pageQueryOf(view, 'WyJtb3N0Il0', 120))
    expect(Object.fromEntries(params)).toEqual({
      q: 'a&b c',
      status: 'inactive',
      tag: 'spring sale',
      sort: 'most-clicked',
      cursor: 'WyJtb3N0Il0',
      limit: '120',
    })
  })
})
