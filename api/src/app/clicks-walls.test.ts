// The clicks room's walls: other rooms reach it only through its face (clicks/index.ts); the staging
// table is named only inside it (and by the database copier, which copies every table, and the schema);
// and it names no table of the links room, whose totals it reaches through the ports the links store
// implements. Read from the files' text, so a new file is held to them the day it is added.
import { readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { Glob } from 'bun'
import { describe, expect, it } from 'vitest'

const SRC = resolve(import.meta.dirname, '..')
const CLICKS = join(SRC, 'clicks')

/**
 * Files of the links room that still use the clicks room's old files, until the links room's own move
 * (its store, then its face) changes their imports; and the copies of what moved to the links store that
 * old callers still reach through clicks/. Delete an entry with that change: the tests then hold it too.
 */
const AWAITING_THE_LINKS_MOVE = {
  imports: [] as string[],
  namesLinks: [] as string[],
}

/** The files under `under` (this one left out: its examples of violations are text, not imports). */
const sources = (under = SRC) =>
  [...new Glob('**/*.{ts,tsx}').scanSync(under)]
    .map((path) => join(under, path))
    .filter((file) => file !== import.meta.filename)
    .map((file) => ({ file, path: relative(SRC, file), text: readFileSync(file, 'utf8') }))
const isTest = (path: string) => /\.test\.tsx?$/.test(path)
const inClicks = (file: string) => file.startsWith(CLICKS + '/')

/** The relative modules a file imports or re-exports (static and dynamic). */
function importsOf(text: string): string[] {
  const found: string[] = []
  for (const m of text.matchAll(/^(?:import|export)\b[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/gm)) found.push(m[1]!)
  for (const m of text.matchAll(/\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g)) found.push(m[1]!)
  for (const m of text.matchAll(/^import\s+['"](\.{1,2}\/[^'"]+)['"]/gm)) found.push(m[1]!)
  return found
}

/** Imports from outside clicks/ that reach past its face: `path imports module`. */
function foreignClicksImports(files = sources()): string[] {
  const face = new Set([CLICKS, join(CLICKS, 'index'), join(CLICKS, 'index.ts')])
  const out: string[] = []
  for (const { file, path, text } of files) {
    if (inClicks(file) || AWAITING_THE_LINKS_MOVE.imports.includes(path)) continue
    for (const spec of importsOf(text)) {
      const target = resolve(dirname(file), spec)
      if ((target === CLICKS || inClicks(target)) && !face.has(target)) out.push(`${path} imports ${spec}`)
    }
  }
  return out
}

const STAGING = /link_clicks_recent|linkClicksRecent/
/** The copier copies every table by name; the schema declares it. */
const MAY_NAME_STAGING = (path: string) => path === 'ops/database-copy.ts' || /^db\/schema\.[a-z]+\.ts$/.test(path)

/** Source files outside clicks/ naming the staging table (tests may set up and inspect any table). */
function stagingNamedOutside(files = sources()): string[] {
  return files.filter(({ file, path, text }) => !inClicks(file) && !isTest(path) && !MAY_NAME_STAGING(path) && STAGING.test(text)).map((f) => f.path)
}

/** The links table named in SQL or through the tables handle: `db.t.links`, `{ links } = db.t`, `from links`… */
const NAMES_LINKS = [
  /\b(?:db|tx)\.t\.links\b/,
  /\{[^}]*\blinks\b[^}]*\}\s*=\s*(?:db|tx)\.t\b/,
  /\b(?:from|update|join|into)\s+"?links"?(?=[\s"),;`']|$)/i,
  /"links"\./,
]

/** Source files of clicks/ naming the links table. */
function linksNamedInClicks(files = sources(CLICKS)): string[] {
  return files
    .filter(({ path, text }) => !isTest(path) && !AWAITING_THE_LINKS_MOVE.namesLinks.includes(path) && NAMES_LINKS.some((re) => re.test(text)))
    .map((f) => f.path)
}

describe('walls of the clicks room', () => {
  it('outside clicks/, files import only its face, clicks/index.ts', () => {
    const files = sources()
    expect(files.some(({ text }) => /from '\.\.\/clicks'/.test(text))).toBe(true) // the reading works: rooms use the face
    expect(foreignClicksImports(files)).toEqual([])
  })

  it('only clicks/ names the staging table (besides the copier and the schema)', () => {
    expect(stagingNamedOutside()).toEqual([])
  })

  it('clicks/ names no table of the links room', () => {
    expect(linksNamedInClicks()).toEqual([])
  })

  it('each rule sees a violation', () => {
    const at = (path: string, text: string) => ({ file: join(SRC, path), path, text })
    expect(foreignClicksImports([at('stats/x.ts', "import { stagedTotals } from '../clicks/staged-clicks'\n")])).toEqual([
      'stats/x.ts imports ../clicks/staged-clicks',
    ])
    expect(foreignClicksImports([at('stats/x.ts', "const m = await import('../clicks/click-counting')\n")])).toHaveLength(1)
    expect(foreignClicksImports([at('stats/x.ts', "import { dayOf } from '../clicks'\nexport * from '../clicks/index'\n")])).toEqual([])
    expect(stagingNamedOutside([at('admin/x.ts', 'select sum(clicks) from link_clicks_recent')])).toEqual(['admin/x.ts'])
    expect(stagingNamedOutside([at('ops/database-copy.ts', 'link_clicks_recent')])).toEqual([])
    for (const text of [
      'const { links, linkClicksDaily } = db.t',
      'db.t.links.clicks',
      "conn.prepare('update links set clicks = clicks + ?')",
      'select 1 from links where id = ?1',
      'left join links on',
      '"links"."clicks"',
    ]) {
      expect(linksNamedInClicks([at('clicks/x.ts', text)]), text).toEqual(['clicks/x.ts'])
    }
    expect(linksNamedInClicks([at('clicks/x.ts', '// the links store implements these; from links/store/')])).toEqual([])
  })
})
