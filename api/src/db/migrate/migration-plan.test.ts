// What a start does with a database, from what its journal records: the decision table behind the repair.
import { describe, expect, test } from 'vitest'
import { planMigrations } from './migration-plan'
import type { ShippedMigration } from './shipped-migrations'

const shipped: ShippedMigration[] = ['a', 'b', 'c'].map((hash, i) => ({ tag: `000${i}_${hash}`, when: 1000 * (i + 1), hash, statements: [] }))
const recorded = (...rows: [string, number][]) => rows.map(([hash, createdAt]) => ({ hash, createdAt }))

describe('planning a start', () => {
  test('a database with no journal and no table is new', () => {
    expect(planMigrations(shipped, [], false)).toEqual({ kind: 'empty' })
  })

  test('a journal that is the shipped list, or its beginning, is current or appended to', () => {
    expect(planMigrations(shipped, recorded(['a', 1000], ['b', 2000], ['c', 3000]), true)).toEqual({ kind: 'current' })
    expect(planMigrations(shipped, recorded(['a', 1000]), true)).toEqual({ kind: 'append', pending: shipped.slice(1) })
  })

  test('a file recorded under another name and time is repaired, and what it is is not applied again', () => {
    // "c" landed once as the second migration, dated before "b": Drizzle's rule would skip "b".
    expect(planMigrations(shipped, recorded(['a', 1000], ['c', 1500]), true)).toEqual({ kind: 'repair', pending: [shipped[1]], replaced: [] })
    expect(planMigrations(shipped, recorded(['a', 1000], ['old-b', 1800]), true)).toEqual({
      kind: 'repair',
      pending: shipped.slice(1),
      replaced: recorded(['old-b', 1800]),
    })
  })

  test('tables without a journal are repaired, not created over', () => {
    expect(planMigrations(shipped, [], true)).toMatchObject({ kind: 'repair', pending: shipped })
  })

  test('an unknown migration dated after the last shipped one means a newer build: refused', () => {
    expect(planMigrations(shipped, recorded(['a', 1000], ['b', 2000], ['c', 3000], ['d', 4000]), true)).toEqual({
      kind: 'newer',
      database: { hash: 'd', createdAt: 4000 },
      build: shipped[2],
    })
  })
})
