// 53 bits of a header's text (cyrb53, public domain): what the per-process memos of parsed headers are keyed
// by, so they hold what was derived from an agent or a language list, never the text itself.

export function hashOf(text: string): number {
  let h1 = 0xdeadbeef,
    h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ c, 2654435761)
    h2 = Math.imul(h2 ^ c, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return 4294967296 * (2097151 & h2) + (h1 >>> 0)
}

/** A memo of at most `size` entries by the hash of a text, emptied when full (a second of follows repeats a few). */
export function hashedMemo<T>(size: number, derive: (text: string) => T): (text: string) => T {
  const memo = new Map<number, T>()
  return (text) => {
    const key = hashOf(text)
    let value = memo.get(key)
    if (value === undefined) {
      value = derive(text)
      if (memo.size >= size) memo.clear()
      memo.set(key, value)
    }
    return value
  }
}
