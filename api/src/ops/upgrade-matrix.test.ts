// Every landed state upgrades: a database left by each first-parent commit of main that changed drizzle/
// (api/test/fixtures/upgrade-matrix/, rebuilt from that commit's own migrations) and holding rows in every
// table is opened by today's build, and comes out with today's schema, every row, working sessions, and
// nothing left to apply at the next start.
import { Database as BunSqlite } from 'bun:sqlite'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { drizzle as drizzleSqlite } from 'drizzle-orm/bun-sqlite'
import { migrate as migrateSqlite } from 'drizzle-orm/bun-sqlite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { issueAccessToken } from '../auth/tokens/access-token'
import { hashPassword } from '../auth'
import type { Database } from '../db/database'
import { LEGACY_FILLS } from '../db/migrate/legacy-columns'
import { migrationStatus, shippedMigrations } from '../db/migration-status'
import { openPostgres, POSTGRES_MIGRATIONS } from '../db/open-postgres'
import { openSqlite, SQLITE_MIGRATIONS } from '../db/open-sqlite'
import { createPostgresDatabase, startTestServer, testEngines, type Engine } from '../../test/harness'
import { apiClient, followShortLink } from '../../test/http-client'
import { postgresTables, projectOnto, sqliteTables, type TableRows } from '../../test/upgrade-fixtures'
import { fillPostgres, fillSqlite } from '../../test/upgrade-matrix/fill'
import { MATRIX, matrixRefreshToken, rowBook } from '../../test/upgrade-matrix/row-book'
import { postgresShape, sqliteShape } from '../../test/upgrade-matrix/schema-shape'
import { buildPostgresState, buildSqliteState, historicalStates, type HistoricalState } from '../../test/upgrade-matrix/states'

const states = historicalStates()
const temp = mkdtempSync(join(tmpdir(), 'snip-matrix-'))
let passwordHash = ''
afterAll(() => rmSync(temp, { recursive: true, force: true }))
beforeAll(async () => {
  passwordHash = await hashPassword(MATRIX.password)
})

interface Restored {
  open(log: (message: string) => void): Promise<Database>
  /** Drizzle's own migrator, as the build before this change ran it at start. */
  drizzleOnly(): Promise<void>
  tables(): Promise<TableRows>
  shape(): Promise<string[]>
  serverOptions: { engine: Engine; env?: Record<string, string>; databaseUrl?: string }
  drop(): Promise<void>
}

async function restore(state: HistoricalState | null, engine: Engine): Promise<Restored> {
  if (engine === 'sqlite') {
    const dataDir = mkdtempSync(join(temp, `${state?.commit ?? 'fresh'}-`))
    const file = join(dataDir, 'snip.sqlite')
    if (state) {
      buildSqliteState(state, file)
      fillSqlite(file, rowBook(passwordHash))
    }
    return {
      open: async (log) => openSqlite(file, { log }),
      drizzleOnly: async () => {
        const client = new BunSqlite(file)
        migrateSqlite(drizzleSqlite({ client }), { migrationsFolder: SQLITE_MIGRATIONS })
        client.close()
      },
      tables: async () => sqliteTables(file),
      shape: async () => sqliteShape(file, Object.keys(LEGACY_FILLS)),
      serverOptions: { engine, env: { DATA_DIR: dataDir } },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    }
  }
  const pg = await createPostgresDatabase()
  if (state) {
    await buildPostgresState(state, pg.url)
    await fillPostgres(pg.url, rowBook(passwordHash))
  }
  return {
    open: (log) => openPostgres(pg.url, { max: 2, log }),
    drizzleOnly: async () => {
      const client = postgres(pg.url, { max: 1, onnotice: () => {} })
      await migratePostgres(drizzlePostgres({ client }), { migrationsFolder: POSTGRES_MIGRATIONS })
      await client.end()
    },
    tables: () => postgresTables(pg.url),
    shape: () => postgresShape(pg.url),
    serverOptions: { engine, databaseUrl: pg.url },
    drop: () => pg.drop(),
  }
}

/** Opens (and so migrates) the database as a start does; returns what the migrator said. */
async function openOnce(restored: Restored, check?: (db: Database) => Promise<void>): Promise<string[]> {
  const said: string[] = []
  const db = await restored.open((message) => said.push(message))
  try {
    await check?.(db)
  } finally {
    await db.close()
  }
  return said
}

/** The per-day dimension rows a state kept before they were packed: "id:clicks" by today's dimension ids. */
function packedFrom(before: TableRows, after: TableRows): string {
  const ids = new Map(after.dimension_values!.map((v) => [`${v.dimension}/${v.key}`, v.id as number]))
  return before
    .link_day_dimensions!.map((d) => [ids.get(`${d.dimension}/${d.key}`)!, d.clicks as number])
    .sort((a, b) => a[0]! - b[0]!)
    .map(([id, clicks]) => `${id}:${clicks}`)
    .join(',')
}

test('the matrix holds every state main has had', () => {
  expect(states.length).toBeGreaterThanOrEqual(21)
})

describe.each(testEngines)('upgrading every landed state on %s', (engine) => {
  let freshShape: string[] = []
  beforeAll(async () => {
    const fresh = await restore(null, engine)
    await openOnce(fresh)
    freshShape = await fresh.shape()
    await fresh.drop()
  })

  // PostgreSQL's states run side by side, each in its own database: most of their time is the server's.
  ;(engine === 'postgres' ? test.concurrent : test).each(states.map((s) => [`${s.commit} (${s.date.slice(0, 16)})`, s] as const))(
    'main at %s',
    async (_name, state) => {
      const restored = await restore(state, engine)
      try {
        await upgradesIntact(restored, engine, freshShape)
      } finally {
        await restored.drop()
      }
    },
  )

  // The build before this change started on these and said it had migrated: Drizzle's rule skipped migrations
  // dated before the renumbered one the database had. Such a database is finished too.
  test.each(skippedBy[engine].map((commit) => [commit, states.find((s) => s.commit === commit)!] as const))(
    'main at %s, then a start of the build that skipped migrations',
    async (_commit, state) => {
      const restored = await restore(state, engine)
      try {
        await restored.drizzleOnly()
        await upgradesIntact(restored, engine, freshShape)
      } finally {
        await restored.drop()
      }
    },
  )
})

/** The states on which Drizzle's own rule started without an error but skipped migrations. */
const skippedBy: Record<Engine, string[]> = { sqlite: ['c5755b9'], postgres: ['c5755b9', '161596f'] }

/** Today's schema, every row kept, nothing left for the next start, and the product working on it. */
async function upgradesIntact(restored: Restored, engine: Engine, freshShape: string[]) {
  const before = await restored.tables()
  const shipped = shippedMigrations(engine)
  await openOnce(restored, async (db) => expect(await migrationStatus(db)).toEqual({ applied: shipped.length, shipped }))
  expect(await restored.shape(), 'the schema is the one a new database gets').toEqual(freshShape)

  const after = await restored.tables()
  const { link_day_dimensions: unpacked, ...kept } = before
  expect(projectOnto(kept, after), 'every row of every table, column for column').toEqual(kept)
  if (unpacked?.length) expect(after.link_day_traffic!.find((t) => t.link_id === 1)?.dimensions).toBe(packedFrom(before, after))

  inOwnersPersonalWorkspace(kept, after)

  expect(await openOnce(restored), 'a second start applies nothing').toEqual([])
  await productWorks(restored)
}

/**
 * Every owned link, tag and key of the earlier database is in its owner's personal workspace (docs/decisions/0081),
 * which that owner owns; an anonymous link is in none; every account with a user record has its personal workspace.
 */
function inOwnersPersonalWorkspace(before: TableRows, after: TableRows) {
  const workspaces = after.workspaces ?? []
  const personalOf = (userId: unknown) => workspaces.find((w) => w.personal_of === userId)?.id
  for (const table of ['links', 'tags', 'api_keys'] as const)
    for (const row of before[table] ?? []) {
      const stored = after[table]!.find((r) => r.id === row.id)!
      const owner = row.user_id ?? null
      if (owner === null) expect(stored.workspace_id, `${table} ${row.id}: anonymous, in no workspace`).toBeNull()
      else expect({ workspace: stored.workspace_id, of: owner }, `${table} ${row.id}`).toEqual({ workspace: personalOf(owner) ?? 'none', of: owner })
    }
  for (const row of before.users ?? []) expect(personalOf(row.user_id), `the personal workspace of ${row.user_id}`).toBeDefined()
  for (const w of workspaces.filter((w) => w.personal_of !== null))
    expect(after.workspace_members!.filter((m) => m.workspace_id === w.id)).toEqual([expect.objectContaining({ user_id: w.personal_of, role: 'owner' })])
  expect(new Set(workspaces.map((w) => w.slug)).size, 'slugs are unique').toBe(workspaces.length)
}

/** Ready; the old session's access and refresh tokens and the old password work; links are made and followed. */
async function productWorks(restored: Restored) {
  const server = await startTestServer(restored.serverOptions)
  try {
    const api = apiClient(server.baseUrl)
    expect((await api('GET', '/api/ready')).status).toBe(200)
    const { token } = await issueAccessToken(new TextEncoder().encode(MATRIX.secret), `${server.config.publicUrl}/auth/v1`, {
      userId: MATRIX.userId,
      email: MATRIX.email,
      sessionId: MATRIX.sessionId,
      appMetadata: {},
      userMetadata: {},
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: 1_795_000_000 }],
    })
    const mine = (await apiClient(server.baseUrl, token)('GET', '/api/urls')).body as { shortCode: string }[]
    expect(mine.map((l) => l.shortCode)).toContain(MATRIX.link.shortCode)
    const refreshed = await api('POST', '/auth/v1/token?grant_type=refresh_token', { refresh_token: matrixRefreshToken() })
    expect(refreshed.status).toBe(200)
    const signedIn = await api('POST', '/auth/v1/token?grant_type=password', { email: MATRIX.email, password: MATRIX.password })
    expect(signedIn.status).toBe(200)

    const made = await apiClient(server.baseUrl, refreshed.body.access_token)('POST', '/api/urls', {
      originalUrl: 'https://example.com/matrix/new',
      shortCode: 'matrix-new',
    })
    expect(made.status).toBe(201)
    for (const [code, url] of [
      ['matrix-new', 'https://example.com/matrix/new'],
      [MATRIX.link.shortCode, MATRIX.link.originalUrl],
      [MATRIX.anonymous.shortCode, MATRIX.anonymous.originalUrl],
    ]) {
      const follow = await followShortLink(server.baseUrl, code!)
      expect(follow.status, code).toBe(302)
      expect(follow.headers.get('location')).toBe(`${url}#`) // the empty fragment: an inherited one never travels on
    }
  } finally {
    await server.stop()
  }
}
