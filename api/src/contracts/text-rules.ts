// Rules for text. Every text field refuses NUL and unpaired UTF-16 surrogates: PostgreSQL stores neither in
// text or jsonb, and neither is text a person wrote (docs/decisions/0069). Single-line text (names,
// addresses, codes) also refuses every control character (C0, DEL, C1; docs/decisions/0014). Shared by the
// site's forms and the API.
export const CONTROL_CHARACTER = /[\x00-\x1f\x7f-\x9f]/

export const hasControlCharacter = (text: string) => CONTROL_CHARACTER.test(text)

/** A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const UNSAFE_TEXT = /\x00|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** Whether text holds a NUL or an unpaired surrogate (a surrogate pair, such as an emoji, is text). */
export const hasUnsafeText = (text: string) => UNSAFE_TEXT.test(text)

/** The first string, object key included, at any depth of a JSON value that holds a NUL or an unpaired surrogate. */
export function findUnsafeText(value: unknown): string | undefined {
  if (typeof value === 'string') return hasUnsafeText(value) ? value : undefined
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findUnsafeText(item)
      if (found !== undefined) return found
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = hasUnsafeText(key) ? key : findUnsafeText(item)
      if (found !== undefined) return found
    }
  }
  return undefined
}
