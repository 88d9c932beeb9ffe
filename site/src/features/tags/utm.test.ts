import { describe, expect, it } from 'vitest'
import { emptyUtm, utmOf, withUtm } from './utm'

const utm = (v: Partial<typeof emptyUtm>) => ({ ...emptyUtm, ...v })

describe('withUtm', () => {
  it('appends the filled-in fields in a fixed order, encoded', () => {
    expect(withUtm('https://example.com/page', utm({ source: 'news letter', medium: 'email', campaign: 'spring&sale' }))).toBe(
      'https://example.com/page?utm_source=news%20letter&utm_medium=email&utm_campaign=spring%26sale',
    )
    expect(withUtm('https://example.com', utm({ term: 'shoes', content: 'logo' }))).toBe('https://example.com/?utm_term=shoes&utm_content=logo')
  })

  it('keeps the other query parameters byte for byte and the fragment', () => {
    expect(withUtm('https://example.com/p?a=b+c&x=%20y#top', utm({ source: 'x' }))).toBe('https://example.com/p?a=b+c&x=%20y&utm_source=x#top')
  })

  it('replaces the target’s own utm_* parameters (in any case); blank fields remove them', () => {
    expect(withUtm('https://example.com/?utm_source=old&id=7&UTM_Medium=old&utm_id=9', utm({ source: 'new' }))).toBe(
      'https://example.com/?id=7&utm_id=9&utm_source=new',
    )
    expect(withUtm('https://example.com/?utm_source=old', emptyUtm)).toBe('https://example.com/')
  })

  it('adds https:// as the dialog does, and gives null for something that is no URL', () => {
    expect(withUtm('example.com/x', utm({ source: 's' }))).toBe('https://example.com/x?utm_source=s')
    expect(withUtm('http://', utm({ source: 's' }))).toBeNull()
  })

  it('utmOf reads the target’s own UTM values (names in any case, first wins), and none from something that is no URL', () => {
    expect(utmOf('https://example.com/?x=1&utm_source=news%20letter&UTM_Medium=email&utm_campaign=a%26b&utm_source=second')).toEqual(
      utm({ source: 'news letter', medium: 'email', campaign: 'a&b' }),
    )
    expect(utmOf('example.com/x?utm_term=shoes')).toEqual(utm({ term: 'shoes' }))
    expect(utmOf('http://')).toEqual(emptyUtm)
  })

  it('editing one field of a target’s UTM values keeps the others', () => {
    const target = 'https://example.org/full?x=1&utm_source=s&utm_medium=m&utm_campaign=c'
    expect(withUtm(target, { ...utmOf(target), content: 'banner' })).toBe(
      'https://example.org/full?x=1&utm_source=s&utm_medium=m&utm_campaign=c&utm_content=banner',
    )
  })
})
