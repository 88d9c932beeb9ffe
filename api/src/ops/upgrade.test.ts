// Upgrades: every database an earlier release wrote (api/test/fixtures/upgrade/<version>/) is brought up to
// this build's schema by the migrations applied at start, with every row intact, and the product works on it.
// New migrations need no change here: the fixtures stay as they were written, the migrations run over them.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Database as BunSqlite } from 'bun:sqlite'
import postgres from 'postgres'
import { describe, expect, test } from 'vitest'
import { signUpAndSignIn } from '../../test/auth-fixtures'
import { createPostgresDatabase, startTestServer, testEngines, type Engine } from '../../test/harness'
import { apiClient, followShortLink } from '../../test/http-client'
import { postgresTables, projectOnto, restorePostgresDump, sqliteTables, upgradeFixtures, type UpgradeFixture } from '../../test/upgrade-fixtures'
import type { Database } from '../db/database'
import { openPostgres } from '../db/open-postgres'
import { openSqlite } from '../db/open-sqlite'
import { migrationStatus, shippedMigrations } from '../db/migration-status'

const fixtures = upgradeFixtures()

/** A copy of the fixture's database for one engine: where it lives and how many migrations it had. */
async function restoreFixture(fixture: UpgradeFixture, engine: Engine) {
  if (engine === 'sqlite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'snip-upgrade-'))
    const file = join(dataDir, 'snip.sqlite')
    copyFileSync(fixture.sqliteFile, file)
    const raw = new BunSqlite(file, { readonly: true })
    const recorded = (raw.query('select count(*) as n from __drizzle_migrations').get() as { n: number }).n
    raw.close()
    return {
      recorded,
      open: () => openSqlite(file) as Database,
      tables: async () => sqliteTables(file),
      serverOptions: { engine, env: { DATA_DIR: dataDir } },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    }
  }
  const pg = await createPostgresDatabase()
  await restorePostgresDump(pg.url, fixture.postgresDump)
  const raw = postgres(pg.url, { max: 1, onnotice: () => {} })
  const [{ n }] = await raw<{ n: number }[]>`select count(*)::int as n from drizzle.__drizzle_migrations`
  await raw.end()
  return {
    recorded: n,
    open: () => openPostgres(pg.url, { max: 2 }) as Promise<Database>,
    tables: () => postgresTables(pg.url),
    serverOptions: { engine, databaseUrl: pg.url },
    drop: () => pg.drop(),
  }
}

test('there is at least one upgrade fixture', () => {
  expect(fixtures.length).toBeGreaterThan(0)
})

describe.each(testEngines)('upgrading old databases on %s', (engine) => {
  test.each(fixtures.map((f) => [f.facts.version, f] as const))('a database written by %s upgrades with every row intact', async (_version, fixture) => {
    const restored = await restoreFixture(fixture, engine)
    try {
      const old = fixture.facts.migrations[engine]
      expect(restored.recorded, 'the fixture holds the migrations of its release').toBe(old.length)
      const shipped = shippedMigrations(engine)
      expect(shipped.slice(0, old.length), 'migrations are only ever appended').toEqual(old)

      // Start-up applies the later migrations (shipped.slice(old.length)).
      const db = await restored.open()
      try {
        expect(await migrationStatus(db)).toEqual({ applied: shipped.length, shipped })
      } finally {
        await db.close()
      }

      // Every row of every table the old release had is still there, column for column.
      const expected = fixture.expected(engine)
      expect(projectOnto(expected, await restored.tables())).toEqual(expected)

      // And the product works on it: ready, the old accounts sign in with their passwords, links redirect.
      const server = await startTestServer(restored.serverOptions)
      try {
        expect((await apiClient(server.baseUrl)('GET', '/api/ready')).status).toBe(200)
        const [owner, ...others] = await Promise.all(
          fixture.facts.users.map((u) => signUpAndSignIn(server.baseUrl, { email: u.email, password: fixture.facts.password })),
        )
        expect(others.every((u) => u.userId !== owner.userId)).toBe(true)
        const { link } = fixture.facts
        const listed = (await apiClient(server.baseUrl, owner.accessToken)('GET', '/api/urls')).body as { shortCode: string; clicks: number }[]
        expect(listed.find((l) => l.shortCode === link.shortCode)).toMatchObject({ clicks: link.clicks })
        const follow = await followShortLink(server.baseUrl, link.shortCode)
        expect(follow.status).toBe(302)
        expect(follow.headers.get('location')).toBe(`${link.originalUrl}#`)
      } finally {
        await server.stop()
      }
    } finally {
      await restored.drop()
    }
  })
})
