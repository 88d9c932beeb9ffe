// Each capability is a room with one door: outside its folder, only its index.ts is imported, so what is
// inside (its rules, its private SQL in store/, its routes) can change without touching another room.
// Read from the code's own relative imports, tests left out, as room-imports.test.ts reads them.
import { readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { Glob } from 'bun'
import { describe, expect, it } from 'vitest'

const SRC = resolve(import.meta.dirname, '..')

/** Capability folder (under api/src) → its door, the one file other rooms may import. */
const CAPABILITIES: Record<string, string> = {
  links: 'links/index.ts',
}

const IMPORT = /^(?:import|export)\b[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/gm

/** The file an import names (a folder means its index.ts). */
function fileOf(target: string): string {
  const rel = relative(SRC, target)
  return /\.tsx?$/.test(rel) ? rel : `${rel}.ts`
}

/** Imports into a capability that do not go through its door: "file imports specifier". */
function breaches(): Map<string, string[]> {
  const found = new Map<string, string[]>(Object.keys(CAPABILITIES).map((c) => [c, []]))
  for (const path of new Glob('**/*.{ts,tsx}').scanSync(SRC)) {
    if (/\.test\.tsx?$/.test(path)) continue
    const file = join(SRC, path)
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const spec = m[1] ?? m[2]!
      const target = resolve(dirname(file), spec)
      if (!target.startsWith(SRC + '/')) continue
      for (const [folder, door] of Object.entries(CAPABILITIES)) {
        const inside = (p: string) => p === folder || p.startsWith(`${folder}/`)
        const into = relative(SRC, target)
        if (inside(path) || !inside(into)) continue
        const named = into === folder ? `${folder}/index.ts` : fileOf(target)
        if (named !== door) found.get(folder)!.push(`${path} imports ${spec}`)
      }
    }
  }
  return found
}

describe('capability walls', () => {
  const found = breaches()
  for (const [folder, door] of Object.entries(CAPABILITIES)) {
    it(`outside ${folder}/, only ${door} is imported`, () => {
      expect(found.get(folder)).toEqual([])
    })
  }

  it('the reading works: the composition imports the links door', () => {
    const compose = readFileSync(join(SRC, 'app/compose.ts'), 'utf8')
    expect([...compose.matchAll(IMPORT)].some((m) => m[1] === '../links')).toBe(true)
  })
})
