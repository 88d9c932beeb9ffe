// One linear pass over a JSON text's bytes, before anything parses or validates it (UTF-8 keeps every byte
// of a multi-byte character above 0x7F, so brackets, quotes and backslashes are never confused with them):
// - nesting deeper than the limit: the framework's validation-error path is quadratic in the depth and
//   stalled every other request (docs/decisions/0013);
// - a NUL character (the escape \u0000: raw control characters are not valid JSON): PostgreSQL refuses NUL
//   in text and jsonb. /auth/v1 refuses such bodies (their metadata is stored as it comes); /api judges
//   each field by its own rule, with the spec's messages (docs/decisions/0014).

const OPEN_ARRAY = 0x5b
const OPEN_OBJECT = 0x7b
const CLOSE_ARRAY = 0x5d
const CLOSE_OBJECT = 0x7d
const QUOTE = 0x22
const BACKSLASH = 0x5c
const U = 0x75
const ZERO = 0x30

export type JsonProblem = 'too-deep' | 'nul'

/** What is wrong with the JSON text before parsing, if anything: too deep first, else a NUL escape. */
export function inspectJson(bytes: Uint8Array, maxDepth: number): JsonProblem | undefined {
  let depth = 0
  let inString = false
  let nul = false
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!
    if (inString) {
      if (b === BACKSLASH) {
        if (bytes[i + 1] === U && bytes[i + 2] === ZERO && bytes[i + 3] === ZERO && bytes[i + 4] === ZERO && bytes[i + 5] === ZERO) nul = true
        i++
      } else if (b === QUOTE) inString = false
    } else if (b === QUOTE) inString = true
    else if (b === OPEN_ARRAY || b === OPEN_OBJECT) {
      if (++depth > maxDepth) return 'too-deep'
    } else if (b === CLOSE_ARRAY || b === CLOSE_OBJECT) depth--
  }
  return nul ? 'nul' : undefined
}

/** Whether a URL carries an encoded NUL (%00) in its path or query. */
export const hasEncodedNul = (url: string) => /%00/.test(url)
