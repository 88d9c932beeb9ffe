// SQLite's one-step create with its audit event, while another connection (the click flush worker, a
// second instance, a backup) holds the write lock: the step waits for the lock like any other write, up to
// the busy timeout, instead of failing at once. A deferred transaction would read first and then fail to
// upgrade to a writer without waiting (SQLITE_BUSY, answered 503).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { openSqlite } from '../../db/open-sqlite'
import type { Database } from '../../db/database'
import { insertLinkAtOnce } from './sqlite-link-insert'

const HOLD_MS = 300

/** Another process takes the write lock, says so, keeps it HOLD_MS, then commits; resolves once it holds it. */
async function lockHeldElsewhere(file: string): Promise<{ released: Promise<number> }> {
  const script = `
    const { Database } = require('bun:sqlite')
    const db = new Database(${JSON.stringify(file)})
    db.exec('BEGIN IMMEDIATE')
    db.run("insert into server_settings (key, value) values ('other-writer', '1') on conflict (key) do update set value = excluded.value")
    console.log('held')
    Bun.sleepSync(${HOLD_MS})
    db.exec('COMMIT')
  `
  const child = Bun.spawn([process.execPath, '-e', script], { stdout: 'pipe', stderr: 'inherit' })
  const reader = child.stdout.getReader()
  let said = ''
  while (!said.includes('held')) {
    const { value, done } = await reader.read()
    if (done) throw new Error('the other writer ended before it held the lock')
    said += new TextDecoder().decode(value)
  }
  return { released: child.exited }
}

describe('creating a link and its event in one SQLite step', () => {
  let dir: string
  let file: string
  let db: Database
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'snip-insert-'))
    file = join(dir, 'snip.sqlite')
    db = openSqlite(file)
  })
  afterAll(async () => {
    await db?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  test('waits for a write lock another connection holds, then writes both', async () => {
    const other = await lockHeldElsewhere(file)
    const started = performance.now()
    const row = insertLinkAtOnce(db, { userId: null, originalUrl: 'https://example.com/', shortCode: 'waited', isActive: true }, (client, made) =>
      client.run("insert into server_settings (key, value) values ('alongside', ?)", [String(made.id)]),
    )
    expect(await other.released).toBe(0)
    expect(row?.shortCode).toBe('waited')
    expect(performance.now() - started).toBeGreaterThan(HOLD_MS / 3) // it did wait for the other writer
    if (db.driver.dialect !== 'sqlite') throw new Error('SQLite only')
    const alongside = db.driver.client.query("select value from server_settings where key = 'alongside'").get() as { value: string }
    expect(alongside.value).toBe(String(row!.id))
  })
})
