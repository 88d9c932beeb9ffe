import { describe, expect, it } from 'vitest'
import { defaultView } from './link-view'
import { searchWithView, viewFromSearch } from './view-url'

describe('the dashboard view in the address', () => {
  it('reads q, status and sort, falling back to the defaults for missing or unknown values', () => {
    expect(viewFromSearch('')).toEqual(defaultView)
    expect(viewFromSearch('?q=shop%20x&status=inactive&sort=most-clicked')).toEqual({ query: 'shop x', status: 'inactive', sort: 'most-clicked', tag: '' })
    expect(viewFromSearch('?status=deleted&sort=random')).toEqual(defaultView)
  })

  it('writes only what differs from the defaults and keeps other parameters', () => {
    expect(searchWithView('', defaultView)).toBe('')
    expect(searchWithView('?x=1&q=old', { query: 'new', status: 'all', sort: 'oldest', tag: '' })).toBe('?x=1&q=new&sort=oldest')
    const view = { query: 'a&b', status: 'active', sort: 'least-clicked', tag: 'spring sale' } as const
    expect(viewFromSearch(searchWithView('', view))).toEqual(view)
    expect(searchWithView('?tag=old', { ...defaultView, tag: 'news' })).toBe('?tag=news')
    expect(searchWithView('?tag=old', defaultView)).toBe('')
  })
})
