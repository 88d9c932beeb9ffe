// `snip migrate` and `snip backup`: a database with 100,000 links, 5 users with sessions
// and per-day clicks goes SQLite → PostgreSQL → SQLite (SQLite → SQLite without TEST_DATABASE_URL) and ends
// with identical data and working sign-ins; a backup taken while a load runs restores to a consistent database.
import { Database as BunSqlite } from 'bun:sqlite'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { signUpAndSignIn, type SignedInUser } from '../../test/auth-fixtures'
import { createPostgresDatabase, startTestServer, testEngines, type TestDatabase, type TestServer } from '../../test/harness'
import { apiClient, followShortLink } from '../../test/http-client'
import { readUntil, tempDir } from '../../test/waiting'
import { clicksInDb } from '../../test/stored-clicks'
import type { Database } from '../db/database'
import { copyDatabase, tablesInCopyOrder } from '../ops/database-copy'
import { openNamed } from './databases'
import { runCli } from '../../test/cli'
import { personalWorkspaceOf } from '../workspaces'

const PASSWORD = 'correct horse battery'

/** Every table's rows in primary-key order, as JSON: equal dumps mean identical data. */
async function dump(db: Database): Promise<Record<string, string>> {
  const out: Record<string, string> = {}
  for (const t of tablesInCopyOrder()) {
    const rows = (await db.orm.select().from(db.t[t.key] as never)) as Record<string, unknown>[]
    const key = (r: Record<string, unknown>) =>
      JSON.stringify(
        Object.keys(r)
          .sort()
          .map((k) => r[k]),
      )
    out[t.name] = JSON.stringify(rows.map(key).sort())
  }
  return out
}

/** 100,000 links over the users, each with clicks and two per-day rows adding up to them. */
async function seedLinks(db: Database, users: SignedInUser[]): Promise<void> {
  const { links, linkClicksDaily } = db.t
  // each user's links in their personal workspace, where their list reads them
  const workspaces = await Promise.all(users.map(async (u) => (await personalWorkspaceOf(db, u.userId)).id))
  await db.transaction(async (tx) => {
    for (let start = 0; start < 100_000; start += 500) {
      const now = new Date(Date.UTC(2026, 0, 1) + start * 1000)
      const rows = Array.from({ length: 500 }, (_, i) => {
        const n = start + i
        return {
          userId: users[n % users.length]!.userId,
          workspaceId: workspaces[n % users.length]!,
          originalUrl: `https://moved.example/${n}`,
          shortCode: `mv${n}x`,
          codeKey: `mv${n}x`,
          isActive: n % 7 !== 0,
          clicks: n % 13,
          createdAt: now,
          updatedAt: now,
        }
      })
      const made = await tx.orm.insert(links).values(rows).returning({ id: links.id, clicks: links.clicks })
      const days = made.flatMap((l) => [
        { linkId: l.id, day: '2026-11-01', clicks: Math.floor(l.clicks / 2) },
        { linkId: l.id, day: '2026-11-02', clicks: l.clicks - Math.floor(l.clicks / 2) },
      ])
      await tx.orm.insert(linkClicksDaily).values(days)
    }
  })
}

describe('moving a whole database', () => {
  const dirs = tempDir('snip-move-')
  let source: TestServer
  let users: SignedInUser[]
  let pg: TestDatabase | undefined

  beforeAll(async () => {
    source = await startTestServer({ engine: 'sqlite', env: { DATA_DIR: join(dirs.dir, 'source') } })
    users = await Promise.all(Array.from({ length: 5 }, () => signUpAndSignIn(source.baseUrl)))
    await Promise.all(users.map((u) => signUpAndSignIn(source.baseUrl, { email: u.email, password: PASSWORD }))) // a second session each
    await seedLinks(source.db, users)
    await source.stop()
    if (testEngines.includes('postgres')) pg = await createPostgresDatabase()
  }, 300_000)
  afterAll(async () => {
    await pg?.drop()
    dirs.remove()
  })

  test('SQLite → PostgreSQL → SQLite ends with identical data, and everyone signs in with the same password', async () => {
    const first = join(dirs.dir, 'source', 'snip.sqlite')
    const last = join(dirs.dir, 'back.sqlite')
    const via = pg?.url ?? join(dirs.dir, 'middle.sqlite')
    expect(await runCli(['migrate', '--from', first, '--to', via])).toMatchObject({ code: 0 })
    const moved = await runCli(['migrate', '--from', via, '--to', last])
    expect(moved.code, moved.stderr).toBe(0)
    const clicks = Array.from({ length: 100_000 }, (_, n) => n % 13).reduce((a, b) => a + b, 0)
    expect(moved.stdout).toContain(`links: 100000 rows`)
    expect(moved.stdout).toMatch(new RegExp(`copied and verified: \\d+ rows, ${clicks} clicks \\(${clicks} in per-day rows\\)`))

    const [a, b, c] = await Promise.all([openNamed(first), openNamed(via), openNamed(last)])
    const [da, db, dc] = await Promise.all([dump(a), dump(b), dump(c)])
    await Promise.all([a.close(), b.close(), c.close()])
    expect(JSON.parse(da.links!)).toHaveLength(100_000)
    expect(JSON.parse(da.auth_sessions!).length).toBeGreaterThanOrEqual(10)
    expect(db).toEqual(da)
    expect(dc).toEqual(da)

    // The server reads DATA_DIR/snip.sqlite: put the moved file there.
    const home = join(dirs.dir, 'after')
    await Bun.write(join(home, 'snip.sqlite'), Bun.file(last))
    const server = await startTestServer({ engine: 'sqlite', env: { DATA_DIR: home } })
    try {
      for (const user of users) {
        const again = await signUpAndSignIn(server.baseUrl, { email: user.email, password: PASSWORD })
        expect(again.userId).toBe(user.userId)
        const list = await apiClient(server.baseUrl, again.accessToken)('GET', '/api/urls')
        expect(list.body).toHaveLength(20_000)
      }
      // A token issued before the move is still good: the signing key moved too.
      expect((await apiClient(server.baseUrl, users[0]!.accessToken)('GET', '/api/stats')).status).toBe(200)
      const res = await followShortLink(server.baseUrl, 'mv1x')
      expect(res.headers.get('location')).toBe('https://moved.example/1#')
    } finally {
      await server.stop()
    }
  }, 600_000)

  test('a target that holds data is refused unless --force, and nothing is changed', async () => {
    // A small source of its own: the refusal does not need the 100,000 links (copying them twice cost CI time).
    const first = join(dirs.dir, 'small.sqlite')
    const source = await openNamed(first)
    await source.orm
      .insert(source.t.links)
      .values({ originalUrl: 'https://from.example/source', shortCode: 'src1', codeKey: 'src1', createdAt: new Date(), updatedAt: new Date() })
    await source.close()
    const target = join(dirs.dir, 'occupied.sqlite')
    const occupied = await openNamed(target)
    await occupied.orm
      .insert(occupied.t.links)
      .values({ originalUrl: 'https://kept.example/target', shortCode: 'kept1', codeKey: 'kept1', createdAt: new Date(), updatedAt: new Date() })
    await occupied.close()
    const linksOfTarget = async () => {
      const db = await openNamed(target)
      try {
        return JSON.parse((await dump(db)).links!) as string[]
      } finally {
        await db.close()
      }
    }
    const before = await linksOfTarget()
    const refused = await runCli(['migrate', '--from', first, '--to', target])
    expect(refused.code).toBe(1)
    expect(refused.stderr).toMatch(/not empty .*--force/)
    expect(await linksOfTarget()).toEqual(before)
    expect((await runCli(['migrate', '--from', first, '--to', target, '--force'])).code).toBe(0)
    const replaced = JSON.stringify(await linksOfTarget())
    expect(replaced).toContain('from.example/source')
    expect(replaced).not.toContain('kept.example')
  }, 300_000)

  test('a failing copy leaves the target as it was (all or nothing)', async () => {
    const from = await openNamed(join(dirs.dir, 'source', 'snip.sqlite'))
    const to = await openNamed(join(dirs.dir, 'half.sqlite'))
    try {
      // A row only the target has, then a copy that breaks midway: the target keeps exactly its row.
      await to.orm.insert(to.t.serverSettings).values({ key: 'marker', value: 'kept' })
      const broken = {
        ...from,
        orm: new Proxy(from.orm, {
          get: (o, p) =>
            p === 'select' && (globalThis as { breakNow?: boolean }).breakNow
              ? () => {
                  throw new Error('source went away')
                }
              : Reflect.get(o, p),
        }),
      } as Database
      let tables = 0
      const copying = copyDatabase(broken, to, {
        overwrite: true,
        progress: () => {
          if (++tables === 3) (globalThis as { breakNow?: boolean }).breakNow = true
        },
      })
      await expect(copying).rejects.toThrow('source went away')
      delete (globalThis as { breakNow?: boolean }).breakNow
      const left = await dump(to)
      expect(JSON.parse(left.server_settings!)).toHaveLength(1)
      expect(JSON.parse(left.auth_users!)).toHaveLength(0)
    } finally {
      await from.close()
      await to.close()
    }
  })
})

describe('backup while a load runs', () => {
  test('the backup is a consistent database: every link present at its time, clicks and per-day rows agree', async () => {
    const dirs = tempDir('snip-backup-')
    const server = await startTestServer({ engine: 'sqlite', env: { DATA_DIR: dirs.dir } })
    try {
      const user = await signUpAndSignIn(server.baseUrl)
      const api = apiClient(server.baseUrl, user.accessToken)
      const created: { id: number; shortCode: string }[] = []
      for (let i = 0; i < 20; i++) created.push((await api('POST', '/api/urls', { originalUrl: `https://load.example/${i}` })).body)
      const codes = created.map((l) => l.shortCode)
      let running = true
      const load = (async () => {
        let n = 0
        while (running) {
          await Promise.all([
            api('POST', '/api/urls', { originalUrl: `https://during.example/${n++}` }),
            ...codes.slice(0, 5).map((c) => followShortLink(server.baseUrl, c)),
          ])
        }
      })()
      await readUntil(
        () => clicksInDb(server, created[0]!.id),
        (c) => c.total > 0,
      ) // clicks flushed at least once
      const file = join(dirs.dir, 'backup.sqlite')
      const made = await runCli(['backup', file], { DATA_DIR: dirs.dir })
      await new Promise((r) => setTimeout(r, 500))
      running = false
      await load
      expect(made.code, made.stderr).toBe(0)
      expect((await runCli(['backup', file], { DATA_DIR: dirs.dir })).code).toBe(1) // never overwrites

      const copy = new BunSqlite(file, { readonly: true })
      expect(copy.query('pragma integrity_check').get()).toEqual({ integrity_check: 'ok' })
      // staged clicks (docs/decisions/0055) count in both: a fold moves them into both in one transaction
      const links = copy.query('select count(*) as n, sum(clicks) + (select coalesce(sum(clicks), 0) from link_clicks_recent) as clicks from links').get() as {
        n: number
        clicks: number
      }
      const daily = copy
        .query('select (select coalesce(sum(clicks), 0) from link_clicks_daily) + (select coalesce(sum(clicks), 0) from link_clicks_recent) as clicks')
        .get() as { clicks: number }
      copy.close()
      expect(links.n).toBeGreaterThan(20)
      expect(links.clicks).toBeGreaterThan(0)
      expect(daily.clicks).toBe(links.clicks) // a snapshot sees a flush or a fold chunk whole or not at all

      const restoredHome = join(dirs.dir, 'restored')
      const restored = await runCli(['restore', file], { DATA_DIR: restoredHome })
      expect(restored.code, restored.stderr).toBe(0)
      const again = await startTestServer({ engine: 'sqlite', env: { DATA_DIR: restoredHome } })
      try {
        expect((await followShortLink(again.baseUrl, codes[0]!)).headers.get('location')).toBe('https://load.example/0#')
      } finally {
        await again.stop()
      }
    } finally {
      await server.stop()
      dirs.remove()
    }
  }, 120_000)
})
