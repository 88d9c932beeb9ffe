// Guard rail: a page or a server path must never shadow a short link, and no short link may
// shadow a page. Every first path segment the product serves — site pages, public files, server prefixes —
// is a reserved code, read from the tree itself so a new page cannot be forgotten.
import { readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { describe, expect, test } from 'vitest'
import { limits, SHORT_CODE_PATTERN } from './constants'
import { LANGUAGES, languagePrefix, PSEUDO_LANGUAGE } from './languages'
import { isReservedCode } from './reserved-codes'

/** Segments that could be a short code but are not reserved. */
const unprotected = (segments: string[]) => segments.filter((s) => SHORT_CODE_PATTERN.test(s) && !isReservedCode(s))

const ROOT = join(import.meta.dirname, '../../..')

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]))
}

/** The first path segment each file under `dir` is served at ('' for the home page). */
function firstSegments(dir: string, stripExtension: boolean): string[] {
  return filesUnder(dir).map((file) => {
    const path = relative(dir, file).split(sep)
    const first = path[0]!
    return path.length === 1 && stripExtension ? first.replace(/\.[^.]+$/, '').replace(/^index$/, '') : first
  })
}

describe('reserved codes cover everything the product serves', () => {
  test('every site page', () => {
    const segments = firstSegments(join(ROOT, 'site/src/pages'), true).filter(Boolean)
    expect(segments.length).toBeGreaterThan(5)
    expect(unprotected(segments)).toEqual([])
  })

  test('every public file and the build’s asset folder', () => {
    const segments = [...firstSegments(join(ROOT, 'site/public'), false), '_astro']
    expect(unprotected(segments)).toEqual([])
  })

  test('every language’s prefix (/de/about, /pt/), each shorter than any custom path a link may already have', () => {
    const segments = [...LANGUAGES, PSEUDO_LANGUAGE].map((l) => languagePrefix(l).slice(1)).filter(Boolean)
    expect(segments).toContain('pt')
    expect(unprotected(segments)).toEqual([])
    expect(segments.filter((s) => s.length >= limits.shortCodeMin)).toEqual([])
  })

  test('every server prefix', () => {
    expect(unprotected(['api', 'auth', 'health', 'ready', 'metrics', 'docs', 'report'])).toEqual([])
  })
})
