// The auth room has one door: outside auth/, the code of api/src imports auth/index.ts and no other file of
// auth/, so its tables, tokens and routes can change behind that face. Read from the code's own relative
// imports, as room-imports.test.ts reads them (static and dynamic), tests left out.
import { readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { Glob } from 'bun'
import { describe, expect, it } from 'vitest'

const SRC = resolve(import.meta.dirname, '..')
const AUTH = join(SRC, 'auth')
const FACE = new Set([AUTH, join(AUTH, 'index'), join(AUTH, 'index.ts')])

/**
 * Side doors allowed for a while (none now). The list only shrinks — an entry that no longer matches an
 * import fails the second test, so re-pointing an import means deleting its line here.
 */
const NOT_YET_THROUGH_THE_FACE: string[] = []

/** Every relative import from outside auth/ into auth/, as "file imports specifier". */
function importsIntoAuth(): string[] {
  const found: string[] = []
  for (const path of new Glob('**/*.{ts,tsx}').scanSync(SRC)) {
    if (/\.test\.tsx?$/.test(path) || path.startsWith('auth/')) continue
    const file = join(SRC, path)
    const text = readFileSync(file, 'utf8')
    const specifiers = [
      ...text.matchAll(/^(?:import|export)\b[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/gm),
      ...text.matchAll(/\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g),
    ].map((m) => m[1]!)
    for (const specifier of specifiers) {
      const target = resolve(dirname(file), specifier)
      if (target === AUTH || target.startsWith(AUTH + '/')) found.push(`${relative(SRC, file)} imports ${specifier}`)
    }
  }
  return found
}

function throughSideDoors(imports: string[]): string[] {
  return imports.filter((line) => {
    const [file, specifier] = line.split(' imports ') as [string, string]
    return !FACE.has(resolve(SRC, dirname(file), specifier))
  })
}

describe('the walls of auth/', () => {
  it('outside auth/, api/src imports only auth/index.ts from it', () => {
    const imports = importsIntoAuth()
    expect(imports.length).toBeGreaterThan(5) // the reading works: the composition, CLI and others use the face
    expect(throughSideDoors(imports).filter((line) => !NOT_YET_THROUGH_THE_FACE.includes(line))).toEqual([])
  })

  it('every side door still listed as open is still there (re-pointed ones leave the list)', () => {
    const open = new Set(throughSideDoors(importsIntoAuth()))
    expect(NOT_YET_THROUGH_THE_FACE.filter((line) => !open.has(line))).toEqual([])
  })
})
