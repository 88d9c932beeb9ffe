import { describe, expect, it } from 'vitest'
import { languageFromAcceptLanguage, negotiateLanguage } from './negotiate-language'

const ask = (headers: Record<string, string>) => negotiateLanguage(new Headers(headers))

describe('the visitor’s language', () => {
  it('takes the best Accept-Language range by q-value, not by order', () => {
    expect(languageFromAcceptLanguage('fr;q=0.4, ja;q=0.9, en;q=0.5')).toBe('ja')
    expect(languageFromAcceptLanguage('de-DE,de;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('de')
  })

  it('keeps the header’s order among equal q-values and skips languages the site does not speak', () => {
    expect(languageFromAcceptLanguage('nl, es, fr')).toBe('es')
  })

  it('falls back from a region to its language: pt-PT → Brazilian Portuguese, es-MX → Spanish', () => {
    expect(languageFromAcceptLanguage('pt-PT')).toBe('pt-BR')
    expect(languageFromAcceptLanguage('es-MX,es;q=0.9')).toBe('es')
    expect(languageFromAcceptLanguage('pt-br')).toBe('pt-BR')
  })

  it('ignores ranges refused with q=0 and takes * as English', () => {
    expect(languageFromAcceptLanguage('de;q=0, fr;q=0.1')).toBe('fr')
    expect(languageFromAcceptLanguage('nl, *;q=0.5, de;q=0.1')).toBe('en')
  })

  it('answers English for an unknown, empty or missing header', () => {
    expect(ask({ 'accept-language': 'nl-BE, sv' })).toEqual({ language: 'en', chosen: false })
    expect(ask({ 'accept-language': '' })).toEqual({ language: 'en', chosen: false })
    expect(ask({})).toEqual({ language: 'en', chosen: false })
  })

  it('lets the stored preference win over the browser’s header', () => {
    expect(ask({ cookie: 'theme=dark; snip-lang=ja', 'accept-language': 'de' })).toEqual({ language: 'ja', chosen: true })
    expect(ask({ cookie: 'snip-lang=en', 'accept-language': 'de' })).toEqual({ language: 'en', chosen: true })
    expect(ask({ cookie: 'snip-lang=pt-BR' })).toEqual({ language: 'pt-BR', chosen: true })
  })

  it('never negotiates the pseudo-locale, nor a preference the site does not speak', () => {
    expect(languageFromAcceptLanguage('en-XA')).toBe('en')
    expect(ask({ cookie: 'snip-lang=en-XA', 'accept-language': 'fr' })).toEqual({ language: 'fr', chosen: false })
    expect(ask({ cookie: 'snip-lang=xx', 'accept-language': 'fr' })).toEqual({ language: 'fr', chosen: false })
  })
})
