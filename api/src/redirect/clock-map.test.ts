// The redirect cache's bounded map: never more than its capacity, hot entries survive a scan of cold ones,
// freed slots are reused, and evicting stays cheap however many entries went through it.
import { describe, expect, test } from 'vitest'
import { ClockMap } from './clock-map'

describe('ClockMap', () => {
  test('holds at most its capacity, evicting the entries not read since the hand passed', () => {
    const map = new ClockMap<number>(4)
    for (let i = 0; i < 4; i++) map.set(`k${i}`, i)
    map.get('k0')
    map.set('k4', 4) // k0 was read: its second chance; k1 goes
    expect(map.size).toBe(4)
    expect(map.get('k0')).toBe(0)
    expect(map.has('k1')).toBe(false)
    expect(map.get('k4')).toBe(4)
  })

  test('a hot set read between inserts survives a scan many times the capacity (no thrashing)', () => {
    const map = new ClockMap<number>(1000)
    const hot = Array.from({ length: 100 }, (_, i) => `hot${i}`)
    hot.forEach((k, i) => map.set(k, i))
    let hotMisses = 0
    for (let i = 0; i < 50_000; i++) {
      map.set(`cold${i}`, i)
      const k = hot[i % hot.length] as string
      if (map.get(k) === undefined) hotMisses++, map.set(k, i)
    }
    expect(hotMisses).toBe(0)
    expect(map.size).toBe(1000)
  })

  test('reuses the slots of deleted entries and updates values in place', () => {
    const map = new ClockMap<string>(2)
    map.set('a', '1')
    map.set('b', '2')
    expect(map.delete('a')).toBe(true)
    expect(map.delete('a')).toBe(false)
    map.set('c', '3')
    expect([map.get('b'), map.get('c'), map.size]).toEqual(['2', '3', 2])
    map.set('c', '4')
    expect([map.get('c'), map.size]).toEqual(['4', 2])
    map.clear()
    expect([map.size, map.get('b')]).toEqual([0, undefined])
    map.set('d', '5')
    expect(map.get('d')).toBe('5')
  })

  test('keeps null values apart from absent keys', () => {
    const map = new ClockMap<null>(2)
    map.set('gone', null)
    expect(map.get('gone')).toBeNull()
    expect(map.get('never')).toBeUndefined()
  })

  test('refuses a capacity that is not a positive integer', () => {
    expect(() => new ClockMap(0)).toThrow(RangeError)
    expect(() => new ClockMap(1.5)).toThrow(RangeError)
  })
})
