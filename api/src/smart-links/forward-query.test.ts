// Query forwarding: the visitor's query onto the target, conflicts decided by the owner's mode, pieces moved
// as they were sent, the target's fragment last.
import { describe, expect, test } from 'vitest'
import { forwardModeOf, forwardQuery } from './forward-query'

describe('query forwarding', () => {
  test("appends the visitor's query, with ? or &, before the target's fragment", () => {
    expect(forwardQuery('https://example.com/p', 'utm_source=mail', 'target-wins')).toBe('https://example.com/p?utm_source=mail')
    expect(forwardQuery('https://example.com/p?a=1', '?b=2', 'target-wins')).toBe('https://example.com/p?a=1&b=2')
    expect(forwardQuery('https://example.com/p?', 'b=2', 'target-wins')).toBe('https://example.com/p?b=2')
    expect(forwardQuery('https://example.com/p?a=1#top', 'b=2', 'visitor-wins')).toBe('https://example.com/p?a=1&b=2#top')
    expect(forwardQuery('https://example.com/p#', 'b=2', 'target-wins')).toBe('https://example.com/p?b=2#') // the redirect's empty fragment stays
    expect(forwardQuery('https://example.com/p#a?b', 'c=3', 'target-wins')).toBe('https://example.com/p?c=3#a?b') // a ? in the fragment is not the query
  })

  test('off, or an empty query, leaves the target as it is', () => {
    expect(forwardQuery('https://example.com/p?a=1#x', 'b=2', 'off')).toBe('https://example.com/p?a=1#x')
    expect(forwardQuery('https://example.com/p?a=1#x', '', 'visitor-wins')).toBe('https://example.com/p?a=1#x')
    expect(forwardQuery('https://example.com/p?a=1#x', '?', 'visitor-wins')).toBe('https://example.com/p?a=1#x')
    expect(forwardQuery('https://example.com/p', '&&', 'target-wins')).toBe('https://example.com/p')
  })

  test("target-wins keeps every value of a key the target has and drops the visitor's", () => {
    expect(forwardQuery('https://example.com/p?src=site&tag=a&tag=b', 'src=mail&tag=c&ref=x', 'target-wins')).toBe(
      'https://example.com/p?src=site&tag=a&tag=b&ref=x',
    )
    expect(forwardQuery('https://example.com/p?src=site', 'src=mail', 'target-wins')).toBe('https://example.com/p?src=site')
  })

  test("visitor-wins drops the target's values of a key the visitor sends, repeated keys moving together", () => {
    expect(forwardQuery('https://example.com/p?src=site&tag=a&tag=b&keep=1', 'tag=c&tag=d&src=mail', 'visitor-wins')).toBe(
      'https://example.com/p?keep=1&tag=c&tag=d&src=mail',
    )
  })

  test('encoded characters arrive as sent; keys compare as a form reads them', () => {
    expect(forwardQuery('https://example.com/p', 'q=a%20b&r=a+b&s=%2B&t=%E2%9C%93&flag', 'target-wins')).toBe(
      'https://example.com/p?q=a%20b&r=a+b&s=%2B&t=%E2%9C%93&flag',
    )
    expect(forwardQuery('https://example.com/p?my%20key=1', 'my+key=2&other=3', 'target-wins')).toBe('https://example.com/p?my%20key=1&other=3')
    expect(forwardQuery('https://example.com/p?bad%E0=1', 'bad%E0=2', 'visitor-wins')).toBe('https://example.com/p?bad%E0=2') // undecodable: as written
    expect(forwardQuery('https://example.com/p?flag', 'flag=1', 'visitor-wins')).toBe('https://example.com/p?flag=1')
  })

  test('a link without a mode of its own follows the instance default', () => {
    expect(forwardModeOf(null, 'target-wins')).toBe('target-wins')
    expect(forwardModeOf(undefined, 'off')).toBe('off')
    expect(forwardModeOf('off', 'visitor-wins')).toBe('off')
  })
})
