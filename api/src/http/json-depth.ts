// How deeply a JSON text nests arrays and objects, found by one linear pass over its bytes (UTF-8 keeps
// every byte of a multi-byte character above 0x7F, so brackets, quotes and backslashes are never confused
// with them). Run before anything parses or validates a body: deeply nested input made the framework's
// validation-error path quadratic and stalled every other request (docs/decisions/0013).

const OPEN_ARRAY = 0x5b
const OPEN_OBJECT = 0x7b
const CLOSE_ARRAY = 0x5d
const CLOSE_OBJECT = 0x7d
const QUOTE = 0x22
const BACKSLASH = 0x5c

/** Whether the text nests arrays/objects more than `max` levels deep (strings are skipped). */
export function nestsDeeperThan(bytes: Uint8Array, max: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!
    if (inString) {
      if (b === BACKSLASH) i++
      else if (b === QUOTE) inString = false
    } else if (b === QUOTE) inString = true
    else if (b === OPEN_ARRAY || b === OPEN_OBJECT) {
      if (++depth > max) return true
    } else if (b === CLOSE_ARRAY || b === CLOSE_OBJECT) depth--
  }
  return false
}
