// The configuration page is the settings' reference, written out; the reference names exactly the
// variables config.ts reads, and .env.example lists each of them.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { SETTINGS } from '../config-reference'
import { CONFIGURATION_PAGE, configurationPage } from './config-docs'

const read = (rel: string) => readFileSync(fileURLToPath(new URL(rel, import.meta.url)), 'utf8')

test('docs/configuration.md is what npm run docs:config writes', () => {
  expect(readFileSync(CONFIGURATION_PAGE, 'utf8')).toBe(configurationPage())
})

test('the reference documents every variable the configuration reads, and no other', () => {
  // config.ts reads the single sign-on variables through sso-config.ts.
  const code = read('../config.ts') + read('../sso-config.ts')
  const read_ = new Set([...code.matchAll(/env\.([A-Z][A-Z0-9_]+)|Var\(env, '([A-Z][A-Z0-9_]+)'/g)].map((m) => m[1] ?? m[2]))
  const documented = SETTINGS.flatMap((s) => s.names)
  expect(new Set(documented).size).toBe(documented.length)
  expect([...read_].filter((n) => !documented.includes(n!))).toEqual([])
  expect(documented.filter((n) => !read_.has(n))).toEqual([])
})
