// The redirect cache: bounded, invalidated by writes, and not flushed of real links by a scan of unknown codes.
import { describe, expect, test } from 'vitest'
import { createLinkCache } from './link-cache'

const link = (id: number) => ({ id, url: `https://example.com/${id}`, isActive: true })

describe('link cache', () => {
  test('a scan of unknown codes does not push known links out', () => {
    const cache = createLinkCache(100)
    for (let i = 0; i < 100; i++) cache.set(`hot${i}`, link(i), cache.generation)
    for (let i = 0; i < 10_000; i++) cache.set(`probe${i}`, null, cache.generation)
    for (let i = 0; i < 100; i++) expect(cache.get(`hot${i}`)).toEqual(link(i))
    expect(cache.get('probe9999')).toBeNull()
    expect(cache.get('probe0')).toBeUndefined()
    expect(cache.size).toBeLessThanOrEqual(110)
  })

  test('stays within its size, dropping the oldest link first', () => {
    const cache = createLinkCache(3)
    for (let i = 0; i < 4; i++) cache.set(`c${i}`, link(i), cache.generation)
    expect(cache.get('c0')).toBeUndefined()
    expect(cache.get('c3')).toEqual(link(3))
  })

  test('an answer looked up before an invalidation is not stored', () => {
    const cache = createLinkCache()
    const seen = cache.generation
    cache.invalidate('code1')
    cache.set('code1', link(1), seen)
    expect(cache.get('code1')).toBeUndefined()
  })

  test('a code that becomes known replaces its "no such link" entry, and the other way round', () => {
    const cache = createLinkCache()
    cache.set('code2', null, cache.generation)
    cache.set('code2', link(2), cache.generation)
    expect(cache.get('code2')).toEqual(link(2))
    cache.set('code2', null, cache.generation)
    expect(cache.get('code2')).toBeNull()
  })

  test('says when keeping a link, or a "no such link", would evict another entry', () => {
    const cache = createLinkCache(20) // room for 20 links and 2 "no such link" answers
    for (let i = 0; i < 19; i++) cache.set(`l${i}`, link(i), cache.generation)
    cache.set('u0', null, cache.generation)
    expect([cache.full(true), cache.full(false)]).toEqual([false, false])
    cache.set('l19', link(19), cache.generation)
    expect([cache.full(true), cache.full(false)]).toEqual([true, false])
    cache.set('u1', null, cache.generation)
    cache.invalidate('l3')
    expect([cache.full(true), cache.full(false)]).toEqual([false, true])
  })
})
