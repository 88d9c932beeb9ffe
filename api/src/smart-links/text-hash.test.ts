// The memo of parsed headers: keyed by a hash, so it holds no header text; bounded, so it cannot grow.
import { describe, expect, test, vi } from 'vitest'
import { hashedMemo, hashOf } from './text-hash'

describe('the hashed memo', () => {
  test('derives a text once while remembered, keeps no text, and empties itself when full', () => {
    const derive = vi.fn((text: string) => text.length)
    const memo = hashedMemo(3, derive)
    expect([memo('a'), memo('bb'), memo('a'), memo('bb')]).toEqual([1, 2, 1, 2])
    expect(derive).toHaveBeenCalledTimes(2)
    memo('ccc')
    memo('dddd') // the fourth distinct text: the memo starts again
    memo('a')
    expect(derive).toHaveBeenCalledTimes(5)
  })

  test('texts differing by one character hash apart', () => {
    const ua = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36'
    const hashes = new Set([ua, ua.replace('120', '121'), `${ua} `, ua.slice(1), ''].map(hashOf))
    expect(hashes.size).toBe(5)
    expect(Number.isSafeInteger(hashOf(ua))).toBe(true)
  })
})
