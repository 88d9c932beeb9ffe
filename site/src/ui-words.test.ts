// One name for the part of a short address after the slash: the UI calls it a path ("Custom path" where
// the user picks it), as the spec's Add/Edit dialog and its "This custom path is already taken" do. The
// spec's own quoted sentences keep their words (the home's hints say "custom codes"; the validation
// messages, shared from the contracts, say "Short code"), so only the texts written here are checked.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Glob } from 'bun'
import { describe, expect, it } from 'vitest'

const SRC = import.meta.dirname
/** The spec's sentences written in site/src (lib/copy.ts): the home hints of spec §2 and two toasts of §8. */
const SPEC_SENTENCES = [
  'Sign in to use custom codes',
  'Custom codes require account',
  'Failed to update shortcode. Please try again.',
  'Error: Failed to create a unique shortcode. Please try again.',
]
const OTHER_NAMES = /\b[Ss]hort ?codes?\b|\b[Cc]ustom codes?\b/g

/** The file without its comments (code, JSX and HTML comments), which speak to developers. */
function withoutComments(code: string): string {
  return code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')
}

describe('the words the UI uses', () => {
  it('calls the part after the slash a path everywhere but in the spec’s own sentences', () => {
    const found: string[] = []
    for (const file of new Glob('**/*.{ts,tsx,astro}').scanSync(SRC)) {
      if (file.includes('.test.')) continue
      let text = withoutComments(readFileSync(join(SRC, file), 'utf8'))
      for (const sentence of SPEC_SENTENCES) text = text.replaceAll(sentence, '')
      for (const m of text.matchAll(OTHER_NAMES)) found.push(`${file}: ${m[0]}`)
    }
    expect(found).toEqual([])
  })
})
