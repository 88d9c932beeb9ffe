// The walls of site/src, read from its imports: a feature (features/<name>/) is entered only through its
// door, features/<name>/index.ts; no two features lean on each other, directly or round a loop; lib/ is
// plumbing and imports no feature; the shared contracts are imported one way, through the '@contracts'
// alias. The one way into a feature besides its door: a page or layout hydrating an island imports the
// island's own module, as Astro makes that module the page's entry (through a door, the door would be).
import { readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { Glob } from 'bun'
import { describe, expect, it } from 'vitest'

const SRC = import.meta.dirname
const SELF = relative(SRC, import.meta.filename)

interface Import {
  file: string
  spec: string
  /** The path it points to inside site/src, for a relative import. */
  target?: string
  /** The default import's name, for `import Name from '…'`. */
  name?: string
}

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s*(?:(type\s+)?([\w$]+)?\s*,?\s*(?:\*\s+as\s+[\w$]+|\{[^}]*\})?\s*from\s*)?['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g

/** Every import of a file's code (Astro files: frontmatter and scripts alike). */
function importsOf(file: string, code: string): Import[] {
  return [...code.matchAll(IMPORT)].map((m) => {
    const spec = (m[3] ?? m[4])!
    const target = spec.startsWith('.') ? relative(SRC, resolve(dirname(join(SRC, file)), spec)) : undefined
    return { file, spec, target, name: m[2] }
  })
}

function sourceImports(): Import[] {
  const found: Import[] = []
  for (const file of new Glob('**/*.{ts,tsx,astro}').scanSync(SRC)) {
    if (file === SELF) continue
    found.push(...importsOf(file, readFileSync(join(SRC, file), 'utf8')))
  }
  return found
}

const featureOf = (path: string) => /^features\/([^/]+)\//.exec(path + '/')?.[1]
const isDoor = (path: string) => /^features\/[^/]+(\/index(\.ts)?)?$/.test(path)

/** An island a page or layout hydrates: a default import of a .tsx module, used with a client: directive. */
function hydratesIsland(imp: Import, code: string): boolean {
  if (!/^(pages|layouts)\//.test(imp.file) || !imp.name || !imp.spec.endsWith('.tsx')) return false
  return new RegExp(`<${imp.name}\\b[^>]*\\sclient:[a-z-]+`).test(code)
}

/** Imports that enter a feature other than the importer's without its door. */
function wallBreaches(imports: Import[], codeOf: (file: string) => string): string[] {
  return imports
    .filter((i) => i.target && featureOf(i.target) && featureOf(i.target) !== featureOf(i.file) && !isDoor(i.target))
    .filter((i) => !hydratesIsland(i, codeOf(i.file)))
    .map((i) => `${i.file} imports ${i.spec}`)
}

/** The import edges between features, each with one import that makes it. */
function featureEdges(imports: Import[]): Map<string, Map<string, string>> {
  const edges = new Map<string, Map<string, string>>()
  for (const i of imports) {
    const from = featureOf(i.file)
    const to = i.target && featureOf(i.target)
    if (!from || !to || from === to) continue
    if (!edges.has(from)) edges.set(from, new Map())
    edges.get(from)!.set(to, `${i.file} imports ${i.spec}`)
  }
  return edges
}

/** A loop of features, as the imports that tie each to the next, or null. */
function findLoop(edges: Map<string, Map<string, string>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>()
  const path: string[] = []
  function visit(feature: string): string[] | null {
    if (state.get(feature) === 'done') return null
    if (state.get(feature) === 'open') {
      const loop = [...path.slice(path.indexOf(feature)), feature]
      return loop.slice(0, -1).map((f, i) => edges.get(f)!.get(loop[i + 1]!)!)
    }
    state.set(feature, 'open')
    path.push(feature)
    for (const next of edges.get(feature)?.keys() ?? []) {
      const found = visit(next)
      if (found) return found
    }
    path.pop()
    state.set(feature, 'done')
    return null
  }
  for (const feature of edges.keys()) {
    const found = visit(feature)
    if (found) return found
  }
  return null
}

/**
 * Imports of the shared contracts other than '@contracts', '@contracts/<module>' and lib/load-contracts.ts
 * (import('@contracts') for a page that loads the schemas only when someone submits).
 */
function strayContractImports(imports: Import[]): string[] {
  return imports
    .filter((i) => /contracts/.test(i.spec) && !/^@contracts(\/[a-z-]+)?$/.test(i.spec) && i.target !== 'lib/load-contracts')
    .map((i) => `${i.file} imports ${i.spec}`)
}

describe('walls of site/src', () => {
  const imports = sourceImports()
  const codeOf = (file: string) => readFileSync(join(SRC, file), 'utf8')

  it('enters another feature only through its index.ts', () => {
    expect(wallBreaches(imports, codeOf)).toEqual([])
  })

  it('has no two features importing each other, directly or round a loop', () => {
    expect(findLoop(featureEdges(imports))).toBeNull()
  })

  it('keeps lib/ free of features', () => {
    const fromLib = imports.filter((i) => i.file.startsWith('lib/') && i.target?.startsWith('features/'))
    expect(fromLib.map((i) => `${i.file} imports ${i.spec}`)).toEqual([])
  })

  it("reads the shared contracts only through the '@contracts' alias", () => {
    expect(strayContractImports(imports)).toEqual([])
  })

  it('gives every feature a door', () => {
    const features = new Set([...new Glob('features/*/*').scanSync(SRC)].map((f) => featureOf(f)!))
    const doors = new Set([...new Glob('features/*/index.ts').scanSync(SRC)].map((f) => featureOf(f)!))
    expect([...features].filter((f) => !doors.has(f))).toEqual([])
  })

  it('sees the imports it guards: a page hydrating an island, a door, an import()', () => {
    const found = importsOf(
      'pages/x.astro',
      "import A from '../features/a/A.tsx'\nimport { b } from '../features/b'\nconst c = () => import('../features/c/C')",
    )
    expect(found.map((i) => [i.target, i.name])).toEqual([
      ['features/a/A.tsx', 'A'],
      ['features/b', undefined],
      ['features/c/C', undefined],
    ])
    const code = '<A client:load />'
    expect(wallBreaches(found, () => code)).toEqual(['pages/x.astro imports ../features/c/C'])
  })
})
