// The visitor's languages from Accept-Language (RFC 9110 §12.5.4), and a rule's language matched against
// them by RFC 4647 basic filtering: a rule's `de` matches de, de-AT and de-CH-1996; `pt-BR` matches pt-BR
// (and its own subtags) only. A rule matches when any language the visitor accepts matches, as Shlink does
// (docs/decisions/0085): `*` names no language and q=0 means "not this one", so neither ever matches.

/** At most this many entries are read: a header of a thousand tags costs no more than one of ten. */
const MAX_ENTRIES = 16
const TAG = /^[a-z]{1,8}(?:-[a-z0-9]{1,8})*$/

/** The accepted languages, lower-cased, most preferred first (equal weights keep their order); `*` and q=0 left out. */
export function parseAcceptLanguage(header: string | null | undefined): readonly string[] {
  if (!header) return []
  const found: { tag: string; q: number; at: number }[] = []
  const entries = header.split(',', MAX_ENTRIES)
  for (let at = 0; at < entries.length; at++) {
    const [rawTag = '', ...params] = entries[at]!.split(';')
    const tag = rawTag.trim().toLowerCase()
    if (!TAG.test(tag)) continue // `*`, blanks and garbage name no language
    let q = 1
    for (const param of params) {
      const [name, value] = param.split('=').map((s) => s.trim())
      if (name?.toLowerCase() === 'q') q = value !== undefined && /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(value) ? Number(value) : 0
    }
    if (q > 0) found.push({ tag, q, at })
  }
  found.sort((a, b) => b.q - a.q || a.at - b.at)
  return found.map((f) => f.tag)
}

/** Whether any accepted language falls under `tag` (lower case): equal to it, or it followed by more subtags. */
export function acceptsLanguage(languages: readonly string[], tag: string, prefix = `${tag}-`): boolean {
  for (let i = 0; i < languages.length; i++) {
    const language = languages[i]!
    if (language === tag || language.startsWith(prefix)) return true
  }
  return false
}
