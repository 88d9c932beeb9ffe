// The catalogs’ format, read by the inlang SDK that Paraglide compiles from: one flat JSON file per language
// (site/messages/{locale}.json), each key a sentence with {name} placeholders and {#tag}…{/tag} markup (the
// page decides what a tag becomes). Kept here, without imports, because the SDK loads a local module as one
// file and the published plugins are fetched from a CDN at build time, which an offline build cannot do.
// The pseudo-locale has no file: it is English, accented, lengthened and bracketed, made while importing, so it
// never falls behind English (docs/translating.md).
const KEY = 'plugin.snip.messages'

/** "Text {name} {#code}x{/code}" → the SDK's pattern: text, variable expressions, markup start and end. */
function parsePattern(source) {
  const pattern = []
  const inputs = []
  for (const part of source.split(/(\{[#/]?[A-Za-z][\w-]*\})/)) {
    if (part === '') continue
    const tag = /^\{([#/]?)([A-Za-z][\w-]*)\}$/.exec(part)
    if (!tag) pattern.push({ type: 'text', value: part })
    else if (tag[1] === '#') pattern.push({ type: 'markup-start', name: tag[2], options: [], attributes: [] })
    else if (tag[1] === '/') pattern.push({ type: 'markup-end', name: tag[2], options: [], attributes: [] })
    else {
      pattern.push({ type: 'expression', arg: { type: 'variable-reference', name: tag[2] } })
      if (!inputs.includes(tag[2])) inputs.push(tag[2])
    }
  }
  return { pattern, inputs }
}

const ACCENTS = {
  a: 'å',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'û',
  w: 'ŵ',
  y: 'ý',
  z: 'ž',
  A: 'Å',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  G: 'Ĝ',
  I: 'Í',
  L: 'Ļ',
  N: 'Ñ',
  O: 'Ö',
  S: 'Š',
  T: 'Ţ',
  U: 'Û',
  Y: 'Ý',
  Z: 'Ž',
}

/** One run of English text made visibly foreign (the islands' words use it too: site/src/lib/island-words.ts). */
export function pseudoText(text) {
  // Each word a third longer, so the text can still wrap between words as a translation's would.
  const accented = text.replace(/[A-Za-z]+/g, (word) => [...word].map((ch) => ACCENTS[ch] ?? ch).join('') + '·'.repeat(Math.ceil(word.length / 3)))
  return `⟦${accented}⟧`
}

/**
 * English made visibly foreign: each run of text accented, a third longer (as German runs) and inside ⟦…⟧, so
 * every text node a page shows from a catalog carries the marks, whatever markup splits it; code stays code.
 */
function pseudo(pattern) {
  let inCode = 0
  return pattern.map((part) => {
    if (part.type === 'markup-start' && part.name === 'code') inCode++
    if (part.type === 'markup-end' && part.name === 'code') inCode--
    if (part.type !== 'text' || inCode > 0) return part
    return { type: 'text', value: pseudoText(part.value) }
  })
}

export default {
  key: KEY,
  toBeImportedFiles: ({ settings }) => {
    const { pathPattern, pseudoLocale } = settings[KEY]
    return settings.locales.map((locale) => ({
      path: pathPattern.replace('{locale}', locale === pseudoLocale ? settings.baseLocale : locale),
      locale,
    }))
  },
  importFiles: ({ files, settings }) => {
    const { pseudoLocale } = settings[KEY]
    const bundles = new Map()
    const messages = []
    const variants = []
    for (const file of files) {
      const catalog = JSON.parse(new TextDecoder().decode(file.content))
      for (const [id, source] of Object.entries(catalog)) {
        // A dotted key is an island's word ("login.title"): pages hand those to islands as JSON
        // (site/src/lib/island-words.ts); Paraglide compiles only the words pages write themselves.
        if (id === '$schema' || id.includes('.')) continue
        const { pattern, inputs } = parsePattern(source)
        const bundle = bundles.get(id) ?? { id, declarations: [] }
        for (const name of inputs) {
          if (!bundle.declarations.some((d) => d.name === name)) bundle.declarations.push({ type: 'input-variable', name })
        }
        bundles.set(id, bundle)
        messages.push({ bundleId: id, locale: file.locale, selectors: [] })
        variants.push({
          messageBundleId: id,
          messageLocale: file.locale,
          matches: [],
          pattern: file.locale === pseudoLocale ? pseudo(pattern) : pattern,
        })
      }
    }
    return { bundles: [...bundles.values()], messages, variants }
  },
  exportFiles: () => [],
}
