import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { BASE_LANGUAGE, LANGUAGES, PSEUDO_LANGUAGE } from '../contracts/languages'
import { checkCatalogs, messageShape, SITE_DIR } from './i18n-check'

/** A site folder with a project listing en, de and the pseudo-locale, and the given catalogs. */
function fixture(catalogs: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'snip-i18n-'))
  mkdirSync(join(dir, 'project.inlang'))
  mkdirSync(join(dir, 'messages'))
  const settings = { baseLocale: 'en', locales: ['en', 'de', 'en-XA'], 'plugin.snip.messages': { pseudoLocale: 'en-XA' } }
  writeFileSync(join(dir, 'project.inlang/settings.json'), JSON.stringify(settings))
  for (const [locale, catalog] of Object.entries(catalogs)) writeFileSync(join(dir, `messages/${locale}.json`), JSON.stringify(catalog))
  return dir
}

const en = { hello: 'Hello {name}', terms: 'Read the {#strong}terms{/strong}' }

describe('npm run i18n:check', () => {
  it('passes the project’s own catalogs', () => {
    expect(checkCatalogs()).toEqual([])
  })

  it('passes a complete translation, whatever the order of its placeholders', () => {
    expect(checkCatalogs(fixture({ en, de: { hello: 'Hallo {name}', terms: 'Die {#strong}Bedingungen{/strong} lesen' } }))).toEqual([])
  })

  it('fails on a missing key and on a key English does not have', () => {
    expect(checkCatalogs(fixture({ en, de: { hello: 'Hallo {name}', farewell: 'Tschüss' } }))).toEqual([
      'de.json: missing terms',
      'de.json: farewell is not in en.json',
    ])
  })

  it('fails on a placeholder or a tag that differs from English', () => {
    expect(checkCatalogs(fixture({ en, de: { hello: 'Hallo {nom}', terms: 'Die {#b}Bedingungen{/b} lesen' } }))).toEqual([
      'de.json: hello has {nom} where en.json has {name}',
      'de.json: terms has {#b} {/b} where en.json has {#strong} {/strong}',
    ])
  })

  it('fails on a language with no catalog and on a catalog of a language the project does not list', () => {
    const problems = checkCatalogs(fixture({ en, fr: en }))
    expect(problems).toContain('fr.json: fr is not a language of project.inlang/settings.json')
    expect(problems.some((p) => p.startsWith('de.json:'))).toBe(true)
  })

  it('compiles the languages the site offers, and the pseudo-locale', () => {
    const settings = JSON.parse(readFileSync(join(SITE_DIR, 'project.inlang/settings.json'), 'utf8'))
    expect(settings.baseLocale).toBe(BASE_LANGUAGE)
    expect(settings.locales).toEqual([...LANGUAGES, PSEUDO_LANGUAGE])
    expect(settings['plugin.snip.messages'].pseudoLocale).toBe(PSEUDO_LANGUAGE)
  })

  it('reads placeholders and markup, not other braces', () => {
    expect(messageShape('{#code}DNT: 1{/code} after {days} days')).toEqual(['#code', '/code', 'days'])
  })
})
