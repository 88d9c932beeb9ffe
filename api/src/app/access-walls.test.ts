// Access decisions have one owner, access/: outside it no code decides by hand who may do what — no
// requireActor/requireSession/requireAdmin/isAdmin call, no "no actor, so throw", no "not the owner, so
// 404" — and every route that reads its caller asks access/ (authorize). Read from the code's own text,
// tests left out.
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { Glob } from 'bun'
import { describe, expect, it } from 'vitest'

const SRC = resolve(import.meta.dirname, '..')

/**
 * Files that still decide by hand, each with why. The list only shrinks: an entry whose file no longer
 * decides by hand fails the last test until it is removed.
 */
const NOT_YET_ASKING: Record<string, string> = {}

const BY_HAND: [string, RegExp][] = [
  ['calls an access check of its own', /(?<!function )\b(requireActor|requireSession|requireAdmin|isAdmin|isAdminCredential)\s*\(/],
  ['throws on a missing caller by hand', /!\s*\(?\s*(?:await\s+)?actor(?:Of\([^)]*\))?\)?[^\n]*throw AppError\./],
  ["answers someone else's link by hand", /\.userId !== [^\n]*throw AppError\.linkNotFound/],
]

/** What in this source decides access by hand: one line per finding. */
function decisionsByHand(path: string, text: string): string[] {
  const found = BY_HAND.flatMap(([what, pattern]) =>
    text.split('\n').flatMap((line, i) => (pattern.test(line) ? [`${path}:${i + 1} ${what}: ${line.trim()}`] : [])),
  )
  const readsCaller = /\bactorOf\(/.test(text)
  const asksAccess = /^import\b[^'"]*from\s+['"](?:\.\.\/)+access(?:\/index)?['"]/m.test(text)
  if (/\.routes\.ts$/.test(path) && readsCaller && !asksAccess) found.push(`${path} reads its caller without asking access/`)
  return found
}

function sources(): [string, string][] {
  return [...new Glob('**/*.ts').scanSync(SRC)]
    .filter((p) => !/\.test\.ts$/.test(p) && !p.startsWith('access/'))
    .sort()
    .map((p) => [p, readFileSync(join(SRC, p), 'utf8')])
}

describe('access walls', () => {
  it('finds each way of deciding by hand (the guard can fail)', () => {
    expect(decisionsByHand('x.ts', 'const a = requireActor(actor)')).toHaveLength(1)
    expect(decisionsByHand('x.ts', 'await requireAdmin(db, emails, actor)')).toHaveLength(1)
    expect(decisionsByHand('x.ts', 'if (await isAdmin(db, emails, actor)) return')).toHaveLength(1)
    expect(decisionsByHand('x.ts', 'const a = requireSession(actor)')).toHaveLength(1)
    expect(decisionsByHand('x.ts', '  if (!actor) throw AppError.unauthorized()')).toHaveLength(1)
    expect(decisionsByHand('x.ts', '  if (code && !(await actorOf(request))) throw AppError.customCodeNeedsAccount()')).toHaveLength(1)
    expect(decisionsByHand('x.ts', '  if (!row || row.userId !== userId) throw AppError.linkNotFound()')).toHaveLength(1)
    expect(decisionsByHand('x.routes.ts', 'list(deps, await actorOf(request))')).toHaveLength(1)
    expect(decisionsByHand('x.routes.ts', "import { authorize } from '../access'\nlist(deps, authorize(await actorOf(request), 'tags.manage'))")).toEqual([])
    expect(decisionsByHand('x.ts', 'export function requireActor(actor: Actor | null): Actor {')).toEqual([])
    expect(decisionsByHand('x.ts', '  isAdmin: !!r.isAdmin || deps.adminEmails.includes(r.email)')).toEqual([])
  })

  it('no code outside access/ decides who may do what, and every route reading its caller asks access/', () => {
    const all = sources()
    expect(all.filter(([p]) => p.endsWith('.routes.ts')).length).toBeGreaterThan(10) // the reading works
    const found = all.filter(([p]) => !(p in NOT_YET_ASKING)).flatMap(([p, text]) => decisionsByHand(p, text))
    expect(found).toEqual([])
  })

  it('the list of files not yet asking only shrinks: each still exists and still decides by hand', () => {
    const stale = Object.keys(NOT_YET_ASKING).filter((p) => !existsSync(join(SRC, p)) || decisionsByHand(p, readFileSync(join(SRC, p), 'utf8')).length === 0)
    expect(stale).toEqual([])
  })
})
