// Comments say why in the code's own words: a comment or a test title under api/, site/, e2e/ or bench/ that
// cites a tracker's issue number (the word "issue" and a number, with or without "#") points at a tracker this
// repository does not hold, so it fails here. References to the spec's sections ("§5") and to decision records are welcome.
// Comments and titles are found by TypeScript's own parser, so a string literal that happens to name an issue
// is left alone; an .astro file's frontmatter and scripts are TypeScript, and its HTML comments count too.
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { Glob } from 'bun'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '../../..')
const TRACKER_REFERENCE = /\bissues?\s+#?\d+/i
const SKIP = /(^|\/)(node_modules|dist|\.astro|\.tools|fixtures|results)\//
const TITLE_CALLS = new Set(['it', 'test', 'describe', 'bench'])

const calleeName = (e: ts.Expression): string | undefined =>
  ts.isIdentifier(e) ? e.text : ts.isPropertyAccessExpression(e) || ts.isCallExpression(e) ? calleeName(e.expression) : undefined

/** The comments and test titles of one piece of TypeScript, each with the offset it starts at. */
function proseOfScript(code: string, offset: number, fileName: string): { at: number; text: string }[] {
  const sf = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found = new Map<number, string>()
  const comments = (pos: number) => {
    for (const r of [...(ts.getLeadingCommentRanges(code, pos) ?? []), ...(ts.getTrailingCommentRanges(code, pos) ?? [])])
      found.set(r.pos + offset, code.slice(r.pos, r.end))
  }
  const visit = (node: ts.Node) => {
    if (node.kind !== ts.SyntaxKind.JsxText) comments(node.pos)
    if (ts.isCallExpression(node) && TITLE_CALLS.has(calleeName(node.expression) ?? '') && node.arguments[0]) {
      const title = node.arguments[0]
      found.set(title.getStart(sf) + offset, title.getText(sf))
    }
    for (const child of node.getChildren(sf)) visit(child)
  }
  visit(sf)
  comments(sf.endOfFileToken.pos)
  return [...found].map(([at, text]) => ({ at, text }))
}

function trackerReferencesIn(text: string, file: string): string[] {
  const prose: { at: number; text: string }[] = []
  if (file.endsWith('.astro')) {
    const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)
    if (front) prose.push(...proseOfScript(front[1]!, front.index + front[0].indexOf(front[1]!), file))
    for (const m of text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) prose.push(...proseOfScript(m[1]!, m.index! + m[0].indexOf(m[1]!), file))
    for (const m of text.matchAll(/<!--[\s\S]*?-->/g)) prose.push({ at: m.index!, text: m[0] })
  } else prose.push(...proseOfScript(text, 0, file))
  return prose
    .filter((p) => TRACKER_REFERENCE.test(p.text))
    .map((p) => {
      const line = text.slice(0, p.at).split('\n').length + (p.text.slice(0, p.text.search(TRACKER_REFERENCE)).match(/\n/g)?.length ?? 0)
      return `${file}:${line}: ${p.text.match(TRACKER_REFERENCE)![0]}`
    })
}

describe('comment habits', () => {
  it('finds a tracker reference in a comment or a test title, and not in a string', () => {
    const sample = [
      "const message = 'see issue 5 of the form' // a string: not a comment",
      '// Moderation (issue 17 point 4): who may use /api/admin',
      "it('refuses a taken code (issue #12)', () => {})",
      '/** The spec (§5) and docs/decisions/0040 are fine. */',
    ].join('\n')
    expect(trackerReferencesIn(sample, 'sample.ts')).toEqual(['sample.ts:2: issue 17', 'sample.ts:3: issue #12'])
    expect(trackerReferencesIn('---\n// The page (issue 15)\n---\n<!-- issue 3 -->\n<p>issue 4 of the magazine</p>', 'page.astro')).toEqual([
      'page.astro:2: issue 15',
      'page.astro:4: issue 3',
    ])
  })

  it('no comment or test title under api/, site/, e2e/ or bench/ cites a tracker issue number', () => {
    const found: string[] = []
    for (const root of ['api', 'site', 'e2e', 'bench']) {
      for (const path of new Glob('**/*.{ts,tsx,mts,mjs,js,astro}').scanSync(join(ROOT, root))) {
        const file = `${root}/${path}`
        if (SKIP.test(file)) continue
        const text = readFileSync(join(ROOT, file), 'utf8')
        if (TRACKER_REFERENCE.test(text)) found.push(...trackerReferencesIn(text, file))
      }
    }
    expect(found).toEqual([])
  })
})
