// The islands' English words as the catalogs hold them: every copy object read through lib/words.ts, walked to
// its leaves ("copy.site.login.title"). `npm run i18n:extract` writes them into en.json; island-words.test.ts holds
// en.json to them. Only those two import this.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { localizedNamespaces } from '@contracts/words'

const SITE_SRC = fileURLToPath(new URL('../', import.meta.url))
/** The contracts' message objects the site shows (a form's validation, a dialog's refusal) are words of its islands too. */
const CONTRACTS = fileURLToPath(new URL('../../../api/src/contracts/', import.meta.url))

export type EnglishLeaf = string | ((...args: never[]) => string)

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'paraglide' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** Imports every module of the site and the contracts that names a copy object, so each has registered its namespace. */
export async function loadIslandCopy(): Promise<ReadonlyMap<string, object>> {
  for (const file of [...sourceFiles(SITE_SRC), ...sourceFiles(CONTRACTS)]) {
    if (file.endsWith('words.ts')) continue
    if (readFileSync(file, 'utf8').includes("localized('")) await import(file)
  }
  return localizedNamespaces()
}

/** Every leaf of the copy objects: its catalog key and its English (a sentence, or a function making one). */
export function englishLeaves(namespaces: ReadonlyMap<string, object>): Map<string, EnglishLeaf> {
  const leaves = new Map<string, EnglishLeaf>()
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string' || typeof value === 'function') leaves.set(key, value as EnglishLeaf)
    else if (value !== null && typeof value === 'object') for (const [name, child] of Object.entries(value)) walk(child, `${key}.${name}`)
  }
  for (const [namespace, english] of namespaces) walk(english, namespace)
  return leaves
}
