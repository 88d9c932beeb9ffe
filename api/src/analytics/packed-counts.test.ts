// Packed per-day counts (docs/decisions/0051): what is packed unpacks to the same counts, ids ascending;
// adding merges; text Snip never writes is skipped pair by pair, not misread.
import { expect, test } from 'vitest'
import { addToPacked, packCounts, unpackCounts } from './packed-counts'

test('packs ids ascending, adds to what is stored, skips malformed pairs', () => {
  expect(
    packCounts(
      new Map([
        [12, 3],
        [2, 40],
        [7, 0],
      ]),
    ),
  ).toBe('2:40,12:3')
  expect(
    addToPacked(
      '2:40,12:3',
      new Map([
        [12, 1],
        [5, 2],
      ]),
    ),
  ).toBe('2:40,5:2,12:4')
  expect([...unpackCounts('2:40,5:2,12:4')]).toEqual([
    [2, 40],
    [5, 2],
    [12, 4],
  ])
  expect([...unpackCounts('3:1,x:2,4:,:5,6:7z,8:9,10')]).toEqual([
    [3, 1],
    [8, 9],
  ])
  expect(unpackCounts('').size).toBe(0)
})
