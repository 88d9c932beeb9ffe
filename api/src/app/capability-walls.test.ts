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
  workspaces: 'workspaces/index.ts',
  audit: 'audit/index.ts',
  'smart-links': 'smart-links/index.ts',
  webhooks: 'webhooks/index.ts',
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

// Only links/store/ names the links and held_codes tables: the rows change shape in one room, and "delete
// a link" is written once. Comments are left out (they may say "links.clicks" in prose); string SQL and
// Drizzle's table handles (db.t's links and heldCodes, or the schema's exports) both count.
const TABLE_NAMES: RegExp[] = [
  /\{[^}]*\b(?:links|heldCodes)\b[^}]*\}\s*=\s*[\w.]*\bt\b/, // const { links } = db.t
  /\.t\.(?:links|heldCodes)\b/, // db.t.links
  /\bimport\b[^;]*\b(?:links|heldCodes)\b[^;]*from\s+['"][^'"]*db\/schema/, // the schema's table objects
  /\b(?:from|into|update|join)\s+links\b(?![.\w])/i, // string SQL
  /\bheld_codes\b/i,
]
/** Besides links/store/: the database copier (it copies every table) and the schema that defines them. */
const TABLE_OWNERS = [/^links\/store\//, /^ops\/database-copy\.ts$/, /^db\/schema\.\w+\.ts$/]
/**
 * PENDING: files allowed, for a while, to keep naming the links table while their reads move behind the
 * door (none now). A file on it that no longer names the table fails the test below, so the list only shrinks.
 */
const PENDING = new Set<string>()
const LINKS_DELETE = /\.delete\(\s*(?:[\w.]*\.)?links\s*\)|\bdelete\s+from\s+links\b/gi

/** The source without its comments (line comments and doc blocks), so prose never counts as SQL. */
const codeOf = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1')

function sources(): { path: string; code: string }[] {
  return [...new Glob('**/*.{ts,tsx}').scanSync(SRC)]
    .filter((p) => !/\.test\.tsx?$/.test(p))
    .sort()
    .map((path) => ({ path, code: codeOf(readFileSync(join(SRC, path), 'utf8')) }))
}

describe('the links table has one owner', () => {
  const files = sources()
  const naming = files.filter(({ code }) => TABLE_NAMES.some((re) => re.test(code))).map((f) => f.path)

  it('outside links/store/, no source names the links or held_codes tables (the copier, the schema and PENDING aside)', () => {
    expect(naming.filter((p) => !TABLE_OWNERS.some((re) => re.test(p)) && !PENDING.has(p))).toEqual([])
  })

  it('every file on PENDING still names the table (a file that stopped leaves the list)', () => {
    expect([...PENDING].filter((p) => !naming.includes(p))).toEqual([])
  })

  it('exactly one statement deletes links rows, inside links/store/', () => {
    const deletes = files.flatMap(({ path, code }) => [...code.matchAll(LINKS_DELETE)].map(() => path))
    expect(deletes).toEqual(['links/store/link-removal.repository.ts'])
  })

  it('the reading works: the store names the table, and the copier is the one exception outside it', () => {
    expect(naming).toContain('links/store/links.repository.ts')
    expect(naming).toContain('links/store/code-holds.repository.ts')
    expect(naming).toContain('ops/database-copy.ts')
  })
})

// Only workspaces/ names the workspaces and workspace_members tables (decision 0081): other rooms ask its
// door. The redirect path, the hottest, reads neither (nor does anything of redirect/ or clicks/).
const WORKSPACE_TABLES: RegExp[] = [
  /\{[^}]*\b(?:workspaces|workspaceMembers)\b[^}]*\}\s*=\s*[\w.]*\bt\b/, // const { workspaces } = db.t
  /\.t\.(?:workspaces|workspaceMembers)\b/, // db.t.workspaces
  /\bimport\b[^;]*\b(?:workspaces|workspaceMembers)\b[^;]*from\s+['"][^'"]*db\/schema/,
  /\b(?:from|into|update|join)\s+(?:workspaces|workspace_members)\b(?![.\w])/i,
]
const WORKSPACE_TABLE_OWNERS = [/^workspaces\//, /^ops\/database-copy\.ts$/, /^db\/schema\.\w+\.ts$/]

describe('the workspace tables have one owner', () => {
  const naming = sources()
    .filter(({ code }) => WORKSPACE_TABLES.some((re) => re.test(code)))
    .map((f) => f.path)

  it('outside workspaces/, no source names the workspaces or workspace_members tables', () => {
    expect(naming.filter((p) => !WORKSPACE_TABLE_OWNERS.some((re) => re.test(p)))).toEqual([])
  })

  it('nothing of redirect/ or clicks/ imports the workspaces door', () => {
    const into = sources().filter(({ path, code }) => /^(?:redirect|clicks)\//.test(path) && /from\s+['"][^'"]*\/workspaces['"/]/.test(code))
    expect(into.map((f) => f.path)).toEqual([])
  })

  it('the reading works: the room names its tables', () => {
    expect(naming).toContain('workspaces/workspaces.repository.ts')
  })
})
