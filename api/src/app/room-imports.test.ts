// The rooms of api/src stand on floors (docs/architecture.md): an import only ever points to a
// lower floor, so no two rooms import each other, directly or round a loop. Read from the code's
// own relative imports, tests left out. A room is a top-level folder of api/src (main.ts and config.ts are
// rooms of their own).
import { readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { Glob } from 'bun'
import { describe, expect, it } from 'vitest'

const SRC = resolve(import.meta.dirname, '..')
const roomOf = (file: string) => relative(SRC, file).split('/')[0]!.replace(/\.ts$/, '')

function roomImports(): Map<string, Map<string, string>> {
  const edges = new Map<string, Map<string, string>>()
  for (const path of new Glob('**/*.{ts,tsx}').scanSync(SRC)) {
    if (/\.test\.tsx?$/.test(path)) continue
    const file = join(SRC, path)
    const from = roomOf(file)
    for (const m of readFileSync(file, 'utf8').matchAll(/^(?:import|export)\b[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/gm)) {
      const target = resolve(dirname(file), m[1]!)
      if (!target.startsWith(SRC + '/')) continue
      const to = roomOf(target)
      if (to === from) continue
      if (!edges.has(from)) edges.set(from, new Map())
      edges.get(from)!.set(to, `${path} imports ${m[1]}`)
    }
  }
  return edges
}

/** A loop of rooms, each with the import that ties it to the next, or null. */
function findLoop(edges: Map<string, Map<string, string>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>()
  const path: string[] = []
  function visit(room: string): string[] | null {
    if (state.get(room) === 'done') return null
    if (state.get(room) === 'open') {
      const start = path.indexOf(room)
      const loop = [...path.slice(start), room]
      return loop.slice(0, -1).map((r, i) => edges.get(r)!.get(loop[i + 1]!)!)
    }
    state.set(room, 'open')
    path.push(room)
    for (const next of edges.get(room)?.keys() ?? []) {
      const found = visit(next)
      if (found) return found
    }
    path.pop()
    state.set(room, 'done')
    return null
  }
  for (const room of edges.keys()) {
    const found = visit(room)
    if (found) return found
  }
  return null
}

describe('rooms of api/src', () => {
  it('no room imports a room that imports it back, directly or round a loop', () => {
    const edges = roomImports()
    expect(edges.get('app')?.size ?? 0).toBeGreaterThan(10) // the reading works: the composition imports every room
    expect(findLoop(edges)).toBeNull()
  })

  it('nothing below the composition imports it', () => {
    const into = [...roomImports()].filter(([from, to]) => from !== 'main' && from !== 'cli' && to.has('app'))
    expect(into.map(([, to]) => to.get('app'))).toEqual([])
  })
})
