import { Database as BunSqlite } from 'bun:sqlite'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { type LockWaits, lockWaits } from './sqlite-lock-waits'

const WAIT_MS = 300
let dir: string
let ours: BunSqlite
let theirs: BunSqlite
let waits: LockWaits

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'snip-lock-waits-'))
  const file = join(dir, 'db.sqlite')
  ours = new BunSqlite(file, { create: true })
  ours.exec('PRAGMA journal_mode = WAL')
  ours.exec('create table t (n integer)')
  theirs = new BunSqlite(file)
  waits = lockWaits(ours, WAIT_MS)
})
afterEach(() => {
  if (theirs.inTransaction) theirs.exec('ROLLBACK')
  theirs.close()
  ours.close()
  rmSync(dir, { recursive: true, force: true })
})

/** One write through the waits: how long it took and whether it failed with the lock held. */
function write(): { ms: number; busy: boolean } {
  const started = performance.now()
  try {
    waits.attempt(() => ours.run('insert into t values (1)'))
    return { ms: performance.now() - started, busy: false }
  } catch (error) {
    expect((error as { code?: string }).code).toBe('SQLITE_BUSY')
    return { ms: performance.now() - started, busy: true }
  }
}

test('a write waits the busy timeout for a held lock; for the next busy timeout writes fail at once; after it, one waits in full again', async () => {
  theirs.exec('BEGIN IMMEDIATE')
  const first = write()
  expect(first.busy).toBe(true)
  expect(first.ms).toBeGreaterThanOrEqual(WAIT_MS - 20)
  const second = write()
  expect(second.busy).toBe(true)
  expect(second.ms).toBeLessThan(WAIT_MS / 2)
  await Bun.sleep(WAIT_MS + 20)
  const third = write()
  expect(third.busy).toBe(true)
  expect(third.ms).toBeGreaterThanOrEqual(WAIT_MS - 20)
})

test('the first write that gets the lock ends the no-wait time: the next held lock is waited for in full', () => {
  theirs.exec('BEGIN IMMEDIATE')
  expect(write().busy).toBe(true)
  theirs.exec('ROLLBACK')
  expect(write().busy).toBe(false) // within the no-wait time, the lock is free: it is taken at once
  theirs.exec('BEGIN IMMEDIATE')
  const again = write()
  expect(again.busy).toBe(true)
  expect(again.ms).toBeGreaterThanOrEqual(WAIT_MS - 20)
})

test('an error that is not the lock leaves the waits as they were', () => {
  expect(() => waits.attempt(() => ours.run('insert into missing values (1)'))).toThrow(/no such table/)
  theirs.exec('BEGIN IMMEDIATE')
  expect(write().ms).toBeGreaterThanOrEqual(WAIT_MS - 20)
})
