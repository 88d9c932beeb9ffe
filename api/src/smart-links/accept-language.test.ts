// Accept-Language read as RFC 9110 writes it: q-values order the languages, q=0 and `*` name none.
import { describe, expect, test } from 'vitest'
import { acceptsLanguage, parseAcceptLanguage } from './accept-language'

describe('Accept-Language', () => {
  test('orders by q, keeps the header order among equal weights, lower-cases the tags', () => {
    expect(parseAcceptLanguage('de-DE;q=0.8, en;q=0.5, fr-CH')).toEqual(['fr-ch', 'de-de', 'en'])
    expect(parseAcceptLanguage('en-US,en;q=0.9,de;q=0.9')).toEqual(['en-us', 'en', 'de'])
    expect(parseAcceptLanguage('pt-BR ; Q = 0.7')).toEqual(['pt-br'])
  })

  test('leaves out q=0, `*`, malformed weights and things that are no tag', () => {
    expect(parseAcceptLanguage('de;q=0, en;q=0.000, fr;q=0.001')).toEqual(['fr'])
    expect(parseAcceptLanguage('*, de;q=0.5')).toEqual(['de'])
    expect(parseAcceptLanguage('*')).toEqual([])
    expect(parseAcceptLanguage('de;q=2, en;q=abc, es;q=1.0')).toEqual(['es'])
    expect(parseAcceptLanguage('<script>, , de')).toEqual(['de'])
    expect(parseAcceptLanguage('')).toEqual([])
    expect(parseAcceptLanguage(null)).toEqual([])
  })

  test('reads at most 16 entries of a long header', () => {
    const header = Array.from({ length: 1000 }, (_, i) => `x${String.fromCharCode(97 + (i % 26))}`).join(',')
    expect(parseAcceptLanguage(header)).toHaveLength(16)
  })

  test("a rule's tag matches the same tag or one with more subtags, never a longer primary language", () => {
    expect(acceptsLanguage(['de-at'], 'de')).toBe(true)
    expect(acceptsLanguage(['de-ch-1996'], 'de-ch')).toBe(true)
    expect(acceptsLanguage(['den'], 'de')).toBe(false)
    expect(acceptsLanguage(['pt'], 'pt-br')).toBe(false)
    expect(acceptsLanguage(['en', 'pt-br'], 'pt-br')).toBe(true)
  })
})
