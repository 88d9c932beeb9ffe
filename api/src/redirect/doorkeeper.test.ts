// The redirect cache's doorkeeper (decision 60): a code gets in at its second lookup within the window, codes
// asked once rarely get in, and the window forgets.
import { expect, test } from 'vitest'
import { createDoorkeeper } from './doorkeeper'

test('lets a code in at its second offer, not its first', () => {
  const door = createDoorkeeper(1000)
  expect(door.admits('abcde')).toBe(false)
  expect(door.admits('abcdf')).toBe(false)
  expect(door.admits('abcde')).toBe(true)
  expect(door.admits('abcde')).toBe(true)
  expect(door.admits('ABCDE')).toBe(false) // codes are case-sensitive
})

test('lets few codes asked once in: under 3 % over a whole window', () => {
  const window = 100_000
  const door = createDoorkeeper(window)
  let admitted = 0
  for (let i = 0; i < window; i++) if (door.admits(`c${i.toString(36)}x${(i * 7919) % 1000}`)) admitted++
  expect(admitted / window).toBeLessThan(0.03)
})

test('forgets after the window: a code offered once a window never gets in', () => {
  const door = createDoorkeeper(100)
  for (let round = 0; round < 5; round++) {
    expect(door.admits('rarely')).toBe(false)
    for (let i = 0; i < 99; i++) door.admits(`filler-${round}-${i}`)
  }
})
