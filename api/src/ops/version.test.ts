// Versions are semantic and every one is in the changelog with what to do when upgrading: a release whose
// package.json version has no CHANGELOG.md section fails here.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { SNIP_VERSION } from '../version'

const ROOT = join(import.meta.dirname, '../../..')

test('package.json has a semantic version, and CHANGELOG.md a section for it with its upgrading notes', () => {
  expect(SNIP_VERSION).toMatch(/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/)
  const changelog = readFileSync(join(ROOT, 'CHANGELOG.md'), 'utf8')
  const section = changelog.split(/^## /m).find((s) => s.startsWith(`[${SNIP_VERSION}]`))
  expect(section, `CHANGELOG.md has no "## [${SNIP_VERSION}]" section`).toBeDefined()
  expect(section).toContain('### Upgrading')
  expect(changelog).toContain(`[${SNIP_VERSION}]: `)
})
