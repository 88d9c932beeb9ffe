// Links between the documents hold: every relative link in a Markdown file names a file that exists, and every
// docs/decisions/NNNN a comment, a document or a test cites is a record that exists (with its file name, when
// one is given). Records are renumbered never, but moved or renamed files and new reports would break silently.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { Glob } from 'bun'
import { expect, test } from 'vitest'

const ROOT = resolve(import.meta.dirname, '../../..')
const SKIP = /(^|\/)(node_modules|dist|vendor|\.astro|\.tools|test-results)\//

function filesOf(pattern: string): string[] {
  return [...new Glob(pattern).scanSync({ cwd: ROOT, dot: false })].filter((f) => !SKIP.test(`/${f}`))
}

test('every relative link in a Markdown file names a file that exists', () => {
  const broken: string[] = []
  for (const file of filesOf('**/*.md')) {
    const text = readFileSync(join(ROOT, file), 'utf8').replace(/```[\s\S]*?```/g, '')
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^(https?:|mailto:|#)/.test(target!)) continue
      const path = resolve(ROOT, dirname(file), decodeURIComponent(target!.split('#')[0]!))
      if (!existsSync(path)) broken.push(`${file}: ${target}`)
    }
  }
  expect(broken).toEqual([])
})

test('every docs/decisions/NNNN cited in the code and the documents is a record that exists', () => {
  const records = readdirSync(join(ROOT, 'docs/decisions')).filter((f) => /^\d{4}-.*\.md$/.test(f))
  const broken: string[] = []
  for (const file of filesOf('**/*.{ts,tsx,astro,mjs,md}')) {
    for (const [cited, number, name] of readFileSync(join(ROOT, file), 'utf8').matchAll(/docs\/decisions\/(\d{4})(-[\w-]*\.md)?/g)) {
      if (!records.some((r) => r.startsWith(`${number}-`) && (!name || r === `${number}${name}`))) broken.push(`${file}: ${cited}`)
    }
  }
  expect(broken).toEqual([])
})
