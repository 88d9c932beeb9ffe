// PostgreSQL's one-statement create (docs/decisions/0059): a code held before the insert is refused, a hold
// committed by an account deletion while the insert waits on the same code is seen, and on a transaction's
// handle the statement runs inside that transaction. Registered only when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createPostgresDatabase, testEngines, type TestDatabase } from '../../../test/harness'
import { deleteAccountRows } from '../../account/account-deletion.repository'
import { openPostgres, type PostgresDatabase } from '../../db/open-postgres'
import { errorCodes } from '../../contracts'
import { createLink, type LinkDeps } from '../links.service'
import { insertLinkUnlessHeld } from './postgres-link-insert'
import { personalWorkspaceOf } from '../../workspaces'

const DAY = 86_400_000

describe.runIf(testEngines.includes('postgres'))('creating a link on PostgreSQL in one statement (TEST_DATABASE_URL)', () => {
  let database: TestDatabase
  let db: PostgresDatabase
  beforeAll(async () => {
    database = await createPostgresDatabase()
    db = await openPostgres(database.url)
  })
  afterAll(async () => {
    await db?.close()
    await database?.drop()
  })

  const link = (shortCode: string, userId: string | null = null) => ({ userId, originalUrl: 'https://example.com/', shortCode, isActive: true })
  const codesInLinks = async () => (await db.driver.client`select short_code from links`).map((r) => r.short_code as string)

  /**
   * Deletes the account of `owner` in a transaction left open, starts `insert` (which must wait on the
   * deleted link's code), commits once the insert waits on a lock, and answers what the insert answered.
   */
  async function insertDuringDeletion<T>(owner: string, insert: () => Promise<T>): Promise<T> {
    let commit!: () => void
    let deleted!: () => void
    const gate = new Promise<void>((resolve) => (commit = resolve))
    const rowsDeleted = new Promise<void>((resolve) => (deleted = resolve))
    const deletion = db.transaction(async (tx) => {
      await deleteAccountRows(tx, owner, new Date(Date.now() + 90 * DAY))
      deleted()
      await gate
    })
    await rowsDeleted
    const inserting = insert()
    for (let i = 0; i < 200; i++) {
      const [waiting] = await db.driver.client`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`
      if (waiting!.n > 0) break
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    commit()
    await deletion
    return inserting
  }

  test('a code held before the insert is not inserted', async () => {
    await db.driver.client`insert into held_codes (code_key, release_at) values ('heldbefore', ${new Date(Date.now() + DAY).toISOString()})`
    expect(await insertLinkUnlessHeld(db.driver.statements, link('HeldBefore'))).toBeNull()
    expect(await codesInLinks()).not.toContain('HeldBefore')
  })

  test('a hold committed while the insert waits on the same code is seen after the insert', async () => {
    expect(await insertLinkUnlessHeld(db.driver.statements, link('Printed1', 'owner-1'))).toMatchObject({ heldAfter: false })
    const answer = await insertDuringDeletion('owner-1', () => insertLinkUnlessHeld(db.driver.statements, link('printed1')))
    expect(answer).toMatchObject({ row: { shortCode: 'printed1', codeKey: 'printed1', userId: null }, heldAfter: true })
  })

  test('the create refuses that code and leaves no link behind', async () => {
    const invalidated: string[] = []
    const deps: LinkDeps = { db, publicUrl: 'http://snip.test', clicks: undefined as never, invalidateCode: (code) => void invalidated.push(code) }
    // each acting in their personal workspace, as a request without ?workspace= does
    const acting = async (userId: string) => {
      const { id, slug } = await personalWorkspaceOf(db, userId)
      return { userId, email: `${userId}@example.com`, sessionId: 's', workspace: { id, slug, role: 'owner' as const, membersEditAll: false } }
    }
    const actor = await acting('taker')
    const events = () => db.driver.client`select action, resource_id, resource_label from audit_events order by id`
    const printed = await createLink(deps, await acting('owner-2'), { originalUrl: 'https://printed.example/', shortCode: 'Printed2' })
    expect((await events()).map((e) => [e.action, e.resource_id, e.resource_label])).toEqual([['link.created', String(printed.id), 'Printed2']])
    const taking = insertDuringDeletion('owner-2', () =>
      createLink(deps, actor, { originalUrl: 'https://stranger.example/', shortCode: 'PRINTED2' }).catch((e: unknown) => e),
    )
    expect(await taking).toMatchObject({ code: errorCodes.shortCodeTaken })
    expect((await codesInLinks()).map((c) => c.toLowerCase())).not.toContain('printed2')
    expect(invalidated.at(-1)).toBe('PRINTED2') // dropped from every redirect cache
    // the insert's own statement writes the event only for a link it keeps
    expect((await events()).map((e) => e.resource_label)).not.toContain('PRINTED2')
  })

  test("on a transaction's handle the insert is part of that transaction", async () => {
    const rolledBack = db.transaction(async (tx) => {
      if (tx.driver.dialect !== 'postgres') throw new Error('postgres expected')
      expect(await insertLinkUnlessHeld(tx.driver.statements, link('InTx1'))).toMatchObject({ heldAfter: false })
      throw new Error('roll back')
    })
    await expect(rolledBack).rejects.toThrow('roll back')
    expect(await codesInLinks()).not.toContain('InTx1')
  })
})
