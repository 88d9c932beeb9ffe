// `npm run i18n:extract`: the islands' English words, from their copy objects (the source) into
// site/messages/en.json, where translators find them beside the pages' words (docs/translating.md). A sentence is
// copied; a function's English template ("{n, plural, one {# click} other {# clicks}}") is written by hand in
// en.json once, and this lists any function still without one. A key no copy object has any more leaves every
// catalog. island-words.test.ts fails when en.json and the copy objects differ, so this is never forgotten.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { BASE_LANGUAGE, LANGUAGES } from '../contracts/languages'
import { englishLeaves, loadIslandCopy } from '../../../site/src/lib/island-copy'
import { SITE_DIR } from './i18n-check'

const MESSAGES = join(SITE_DIR, 'messages')
/** Where the islands' block goes in a catalog that has none yet: after the pages' shared words. */
const BLOCK_AFTER = 'footer_languages'

const isIslandKey = (key: string) => key.includes('.')

type Catalog = Record<string, string>

/** The catalog with its islands' block replaced by `block` (in the block's place, or after BLOCK_AFTER). */
function withIslandBlock(catalog: Catalog, block: Catalog): Catalog {
  const entries = Object.entries(catalog)
  const first = entries.findIndex(([key]) => isIslandKey(key))
  const rest = entries.filter(([key]) => !isIslandKey(key))
  let at = first === -1 ? rest.findIndex(([key]) => key === BLOCK_AFTER) + 1 : entries.slice(0, first).filter(([key]) => !isIslandKey(key)).length
  if (at <= 0) at = rest.length
  return Object.fromEntries([...rest.slice(0, at), ...Object.entries(block), ...rest.slice(at)])
}

export async function extractIslandWords(): Promise<{ missingTemplates: string[]; removed: string[] }> {
  const leaves = englishLeaves(await loadIslandCopy())
  const enFile = join(MESSAGES, 'en.json')
  const en = JSON.parse(readFileSync(enFile, 'utf8')) as Catalog
  const block: Catalog = {}
  const missingTemplates: string[] = []
  for (const [key, english] of leaves) {
    if (typeof english === 'string') block[key] = english
    else if (en[key] !== undefined) block[key] = en[key]
    else missingTemplates.push(key)
  }
  const removed = Object.keys(en).filter((key) => isIslandKey(key) && !leaves.has(key))
  writeFileSync(enFile, `${JSON.stringify(withIslandBlock(en, block), null, 2)}\n`)
  if (removed.length > 0) {
    for (const file of LANGUAGES.filter((l) => l !== BASE_LANGUAGE).map((l) => join(MESSAGES, `${l}.json`))) {
      const catalog = JSON.parse(readFileSync(file, 'utf8')) as Catalog
      for (const key of removed) delete catalog[key]
      writeFileSync(file, `${JSON.stringify(catalog, null, 2)}\n`)
    }
  }
  return { missingTemplates, removed }
}

if (import.meta.main) {
  const { missingTemplates, removed } = await extractIslandWords()
  for (const key of removed) console.log(`removed ${key} (no copy object has it now)`)
  for (const key of missingTemplates) console.error(`${key}: a function; write its English template in site/messages/en.json`)
  if (missingTemplates.length > 0) process.exit(1)
  console.log('en.json holds every island word; run npm run i18n:check for the translations.')
}
