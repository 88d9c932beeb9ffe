// Which codes the redirect cache takes in: a code is kept from its second lookup within a window, so codes
// asked once (a crawl, a scan, the long tail of a shortener's links) do not churn the cache. Keeping an entry
// nobody reads again is not free: under a flood of such codes it cost the event loop about 3 µs a miss (the
// entries live long enough to be promoted and then die in JavaScriptCore's old generation; docs/decisions/0060),
// more than a third of the lookup a cached entry would save. TinyLFU's "doorkeeper": a bit set of hashed
// codes (two bits each), emptied after `window` codes so that it forgets (compose.ts: 8 times the cache's
// size, so a code asked again within that many other lookups gets in). A false positive only lets a code in
// early; nothing here decides an answer, only whether it is remembered.

export interface Doorkeeper {
  /** True when `code` was offered before within the window (keep it); otherwise remembers it and answers false. */
  admits(code: string): boolean
}

/**
 * 8 bits per code of the window (400 KB for the default cache's window of 400,000 codes): of codes asked
 * once, about 2 % over a window are let in anyway (two hashes; 5 % as the window fills).
 */
const BITS_PER_CODE = 8

export function createDoorkeeper(window: number): Doorkeeper {
  const size = 2 ** Math.ceil(Math.log2(Math.max(64, window * BITS_PER_CODE)))
  const mask = size - 1
  const bits = new Uint32Array(size / 32)
  let offered = 0
  return {
    admits(code) {
      // FNV-1a over the code's characters (short: at most 64), then two positions from its halves mixed.
      let h = 0x811c9dc5
      for (let i = 0; i < code.length; i++) h = Math.imul(h ^ code.charCodeAt(i), 0x01000193)
      const a = h & mask
      const b = Math.imul(h ^ (h >>> 16), 0x85ebca6b) & mask
      const aWord = a >>> 5
      const bWord = b >>> 5
      const aBit = 1 << (a & 31)
      const bBit = 1 << (b & 31)
      const seen = (bits[aWord]! & aBit) !== 0 && (bits[bWord]! & bBit) !== 0
      if (++offered >= window) {
        bits.fill(0) // every `window` offers, whatever their answer: a new window
        offered = 0
      } else if (!seen) {
        bits[aWord]! |= aBit
        bits[bWord]! |= bBit
      }
      return seen
    },
  }
}
