// `npm run i18n:check`: every catalog in site/messages/ against English, the source. It fails on a key a
// language lacks or English does not have, on a message whose placeholders ({name}) or markup ({#code}…{/code})
// differ from English's, and on a catalog of a language the project does not list (docs/translating.md).
// i18n-check.test.ts runs it, so CI does.
import { readdirSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const SITE_DIR = fileURLToPath(new URL('../../../site/', import.meta.url))

/**
 * What a message must keep in every language: its placeholders (`{name}`, and `{count, plural, …}` whose
 * branches each language writes its own way) and its markup, each once, sorted.
 */
export function messageShape(message: string): string[] {
  return [...new Set([...message.matchAll(/\{([#/]?[A-Za-z][\w-]*)\s*[,}]/g)].map((m) => m[1]!))].sort()
}

type Catalog = Record<string, unknown>

function readCatalog(file: string, problems: string[]): Catalog | undefined {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'))
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Catalog
    problems.push(`${basename(file)}: not a JSON object of messages`)
  } catch (error) {
    problems.push(`${basename(file)}: ${(error as Error).message}`)
  }
  return undefined
}

/** The problems of the catalogs in `siteDir` (its project.inlang/settings.json and messages/), none when complete. */
export function checkCatalogs(siteDir: string = SITE_DIR): string[] {
  const problems: string[] = []
  const settings = JSON.parse(readFileSync(join(siteDir, 'project.inlang/settings.json'), 'utf8')) as {
    baseLocale: string
    locales: string[]
    'plugin.snip.messages': { pseudoLocale?: string }
  }
  const { baseLocale } = settings
  const pseudo = settings['plugin.snip.messages'].pseudoLocale
  const translated = settings.locales.filter((l) => l !== baseLocale && l !== pseudo)
  const dir = join(siteDir, 'messages')
  const english = readCatalog(join(dir, `${baseLocale}.json`), problems)
  if (!english) return problems
  for (const [key, value] of Object.entries(english)) if (typeof value !== 'string') problems.push(`${baseLocale}.json: ${key} is not a string`)
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const locale = file.slice(0, -'.json'.length)
    if (locale !== baseLocale && !translated.includes(locale)) problems.push(`${file}: ${locale} is not a language of project.inlang/settings.json`)
  }
  for (const locale of translated) {
    const file = `${locale}.json`
    const catalog = readCatalog(join(dir, file), problems)
    if (!catalog) continue
    for (const key of Object.keys(english)) if (!(key in catalog)) problems.push(`${file}: missing ${key}`)
    for (const [key, value] of Object.entries(catalog)) {
      if (!(key in english)) problems.push(`${file}: ${key} is not in ${baseLocale}.json`)
      else if (typeof value !== 'string' || value.trim() === '') problems.push(`${file}: ${key} is empty or not a string`)
      else {
        const want = messageShape(String(english[key]))
        const got = messageShape(value)
        if (want.join() !== got.join()) problems.push(`${file}: ${key} has {${got.join('} {')}} where ${baseLocale}.json has {${want.join('} {')}}`)
      }
    }
  }
  return problems
}

if (import.meta.main) {
  const problems = checkCatalogs()
  for (const p of problems) console.error(p)
  if (problems.length > 0) process.exit(1)
  console.log('Every catalog has every message of English, with the same placeholders.')
}
