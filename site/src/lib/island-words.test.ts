// The islands' words: en.json holds exactly what the copy objects say (npm run i18n:extract keeps it so), each
// function's English template says what the function says, every translation is a template the islands can
// read, and a copy object read on a page in another language speaks it.
import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, test } from 'vitest'
import { englishLeaves, loadIslandCopy } from './island-copy'
import { islandWordsFor } from './island-words'
import { formatTemplate } from '@contracts/format-template'
import { parseTemplate, type Part, templateArgs } from '@contracts/message-template'
import { localized, renderingFrom } from '@contracts/words'

const catalog = (locale: string) => JSON.parse(readFileSync(new URL(`../../messages/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>
const islandKeys = (c: Record<string, string>) => Object.keys(c).filter((key) => key.includes('.'))

/** The arguments a template reads as numbers (plural, number) and those it writes as text. */
function numericArgs(parts: Part[], found = new Set<string>()): Set<string> {
  for (const part of parts) {
    if (typeof part === 'string') continue
    if (part.kind !== 'text') found.add(part.arg)
    if (part.kind === 'plural') for (const branch of Object.values(part.branches)) numericArgs(branch, found)
  }
  return found
}

describe('the islands’ words in the catalogs', async () => {
  const leaves = englishLeaves(await loadIslandCopy())
  const en = catalog('en')

  test('en.json holds every sentence of the copy objects as written there, and nothing else (npm run i18n:extract)', () => {
    const strings = Object.fromEntries([...leaves].filter(([, v]) => typeof v === 'string'))
    const inCatalog = Object.fromEntries(
      islandKeys(en)
        .filter((k) => typeof leaves.get(k) !== 'function')
        .map((k) => [k, en[k]]),
    )
    expect(inCatalog).toEqual(strings)
    expect(leaves.size).toBeGreaterThan(200)
  })

  test('each function has an English template that says what the function says', () => {
    const wrong: string[] = []
    for (const [key, english] of leaves) {
      if (typeof english !== 'function') continue
      const source = en[key]
      if (source === undefined) {
        wrong.push(`${key}: no template in en.json`)
        continue
      }
      const parts = parseTemplate(source)
      const args = templateArgs(parts)
      const numeric = numericArgs(parts)
      for (const n of [1, 2, 7]) {
        const values = args.map((name) => (numeric.has(name) ? n : `V${name}`))
        const said = (english as (...a: unknown[]) => string)(...values)
        const templated = formatTemplate(parts, Object.fromEntries(args.map((name, i) => [name, values[i]])), 'en')
        if (said !== templated) wrong.push(`${key}(${values.join(', ')}): "${said}" ≠ "${templated}"`)
      }
    }
    expect(wrong).toEqual([])
  })

  test('every translation of an island word is a template the islands read, with English’s placeholders only', () => {
    const wrong: string[] = []
    for (const locale of ['de', 'fr', 'es', 'pt-BR', 'ja']) {
      const words = catalog(locale)
      for (const key of islandKeys(words)) {
        try {
          const args = templateArgs(parseTemplate(words[key]!))
          const english = templateArgs(parseTemplate(en[key] ?? ''))
          for (const arg of args) if (!english.includes(arg)) wrong.push(`${locale} ${key}: {${arg}} is not English's`)
        } catch (error) {
          wrong.push(`${locale} ${key}: ${(error as Error).message}`)
        }
      }
    }
    expect(wrong).toEqual([])
  })

  test('the pseudo-locale marks every island word and keeps its placeholders and arguments', () => {
    const words = islandWordsFor('en-XA')
    expect(words['copy.site.login.title']).toMatch(/^⟦.+⟧$/)
    expect(words['copy.units.seconds']).toEqual([{ arg: 'n', kind: 'plural', branches: { one: ['⟦# šéçöñð··⟧'], other: ['⟦# šéçöñðš···⟧'] } }])
    expect(words['twoFactor.recoveryLeft#args']).toBe('left total')
    expect(islandWordsFor('en')).toEqual({})
  })
})

describe('message templates', () => {
  const say = (source: string, values: Record<string, unknown>, locale = 'en') => formatTemplate(parseTemplate(source), values, locale)

  test('plural forms by the language’s rules, exact matches first, the count written the language’s way', () => {
    const clicks = '{n, plural, =0 {no clicks} one {# click} other {# clicks}}'
    expect([0, 1, 2, 1234].map((n) => say(clicks, { n }))).toEqual(['no clicks', '1 click', '2 clicks', '1,234 clicks'])
    expect(say('{n, plural, one {# Klick} other {# Klicks}}', { n: 1234 }, 'de')).toBe('1.234 Klicks')
    expect(say('{n, plural, other {#件のリンク}}', { n: 1 }, 'ja')).toBe('1件のリンク')
    expect(say('{shown, number} von {total, number}', { shown: 1000, total: 20000 }, 'fr')).toBe('1\u202f000 von 20\u202f000')
  })

  test('a broken template is refused when read, not shown', () => {
    for (const bad of ['{n', 'a } b', '{n, plural, one {x}}', '{n, plural, other {x}', '{1abc}']) expect(() => parseTemplate(bad), bad).toThrow()
  })
})

describe('a copy object on a page in another language', () => {
  afterEach(() => renderingFrom(() => undefined))

  test('says the page’s words, its functions through the translated templates, and English where none is given', () => {
    const copy = localized('wordsTest', { title: 'Links', row: { clicks: (n: number) => `${n} clicks`, open: 'Open' }, list: ['One'] })
    expect(copy.title).toBe('Links')
    renderingFrom(() => ({
      locale: 'de',
      words: {
        'wordsTest.title': 'Verknüpfungen',
        'wordsTest.row.clicks': parseTemplate('{n, plural, one {# Klick} other {# Klicks}}'),
        'wordsTest.row.clicks#args': 'n',
        'wordsTest.list.0': 'Eins',
      },
    }))
    expect([copy.title, copy.row.clicks(1), copy.row.clicks(2500), copy.row.open, copy.list[0]]).toEqual([
      'Verknüpfungen',
      '1 Klick',
      '2.500 Klicks',
      'Open',
      'Eins',
    ])
    expect(copy.row.clicks).toBe(copy.row.clicks)
    expect(copy.row).toBe(copy.row)
  })

  test('a translation may put the arguments in another order than English', () => {
    const copy = localized('wordsOrderTest', { showing: (shown: number, total: number) => `Showing ${shown} of ${total}` })
    renderingFrom(() => ({
      locale: 'ja',
      words: { 'wordsOrderTest.showing': parseTemplate('{total}件中{shown}件を表示'), 'wordsOrderTest.showing#args': 'shown total' },
    }))
    expect(copy.showing(10, 200)).toBe('200件中10件を表示')
  })
})
