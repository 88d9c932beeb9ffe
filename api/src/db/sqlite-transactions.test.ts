// SQLite: one connection serves every request. A write issued by another request while a transaction is
// open (it spans awaits) must not become part of it: when the transaction rolls back, that write stays.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, test } from 'vitest'
import { insertLink } from '../links/store/links.repository'
import { openSqlite } from './open-sqlite'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function openFresh() {
  const dir = mkdtempSync(join(tmpdir(), 'snip-tx-'))
  dirs.push(dir)
  return openSqlite(join(dir, 'snip.sqlite'))
}

const link = (shortCode: string) => ({ userId: 'u1', originalUrl: 'https://example.com/', shortCode, isActive: true })
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe('SQLite transactions and the other requests’ writes', () => {
  type Write = (db: ReturnType<typeof openFresh>) => PromiseLike<unknown>
  test.each<[string, Write]>([
    ['a prepared statement', (db) => insertLink(db, link('outside1'))],
    ['a query builder', (db) => db.orm.insert(db.t.links).values({ ...link('outside1'), createdAt: new Date(), updatedAt: new Date() })],
  ])('a write through %s during a transaction that rolls back is kept', async (_, write) => {
    const db = openFresh()
    let outsideDone = false
    let opened!: () => void
    // Another request, outside the transaction: it writes as soon as the transaction is open.
    const outside = new Promise<void>((r) => (opened = r)).then(async () => {
      await write(db)
      outsideDone = true
    })
    const tx = db.transaction(async (t) => {
      await insertLink(t, link('inside1'))
      opened()
      await pause(30)
      expect(outsideDone).toBe(false) // it waits for the transaction to end
      throw new Error('roll back')
    })
    await expect(tx).rejects.toThrow('roll back')
    await outside
    const codes = (await db.orm.select().from(db.t.links)).map((l) => l.shortCode)
    expect(codes).toEqual(['outside1'])
    await db.close()
  })

  test('writes inside the transaction (through either handle) are its own and do not wait', async () => {
    const db = openFresh()
    await db.transaction(async (t) => {
      await insertLink(t, link('inside2'))
      await db.orm.update(db.t.links).set({ isActive: false }).where(eq(db.t.links.shortCode, 'inside2'))
    })
    const [row] = await db.orm.select().from(db.t.links)
    expect(row).toMatchObject({ shortCode: 'inside2', isActive: false })
    await db.close()
  })
})
