// GET /api/ready over real HTTP: ready only when the database answers and every shipped migration is applied.
import { sql } from 'drizzle-orm'
import type { Database as BunSqlite } from 'bun:sqlite'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startServer } from '../server'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { apiClient } from '../../test/http-client'
import type { Database } from '../db/database'
import { migrationStatus, shippedMigrations } from '../ops/migrations'

/** Forgets the newest applied migration, as a database an older build left behind would look. */
async function forgetNewestMigration(db: Database): Promise<() => Promise<void>> {
  if (db.dialect === 'sqlite') {
    const client = (db.orm as unknown as { $client: BunSqlite }).$client
    // Drizzle's SQLite table has no usable id (declared SERIAL, which SQLite leaves null): go by created_at.
    const row = client.query('select hash, created_at from __drizzle_migrations order by created_at desc limit 1').get() as { hash: string; created_at: number }
    client.query('delete from __drizzle_migrations where created_at = ?').run(row.created_at)
    return async () => void client.query('insert into __drizzle_migrations (hash, created_at) values (?, ?)').run(row.hash, row.created_at)
  }
  const [row] = (await db.orm.execute(sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`)) as unknown as { id: number; hash: string; created_at: string }[]
  await db.orm.execute(sql`delete from drizzle.__drizzle_migrations where id = ${row.id}`)
  return async () => void (await db.orm.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created_at})`))
}

describe.each(testEngines)('readiness on %s', (engine) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ engine })
  })
  afterAll(() => server?.stop())

  test('/api/ready answers 200 {status:"ready"} when every shipped migration is applied', async () => {
    const status = await migrationStatus(server.db)
    expect(status.pending).toEqual([])
    expect(status.applied).toEqual((await shippedMigrations(engine)).map((m) => m.tag))
    const answer = await apiClient(server.baseUrl)('GET', '/api/ready')
    expect(answer).toMatchObject({ status: 200, body: { status: 'ready' } })
    expect(answer.headers.get('cache-control')).toBe('no-store')
  })

  test('503 migrations_pending when the database lacks a shipped migration; liveness stays 200', async () => {
    const restore = await forgetNewestMigration(server.db)
    try {
      expect(await apiClient(server.baseUrl)('GET', '/api/ready')).toMatchObject({
        status: 503,
        body: { status: 'unavailable', reason: 'migrations_pending', pendingMigrations: 1 },
      })
      expect((await apiClient(server.baseUrl)('GET', '/api/health')).status).toBe(200)
    } finally {
      await restore()
    }
    expect((await apiClient(server.baseUrl)('GET', '/api/ready')).status).toBe(200)
  })

  test('503 database when the database does not answer, without leaking the error', async () => {
    const down: Database = { ...server.db, ping: () => Promise.reject(new Error('connection refused by db-secret-host')) }
    const lines: string[] = []
    const broken = await startServer({ ...server.config, port: 0 }, { db: down, logWrite: (l) => lines.push(l) })
    try {
      const answer = await apiClient(broken.url)('GET', '/api/ready')
      expect(answer).toMatchObject({ status: 503, body: { status: 'unavailable', reason: 'database' } })
      expect(JSON.stringify(answer.body)).not.toContain('db-secret-host')
    } finally {
      await broken.stop()
    }
  })

  test('the OpenAPI document describes /api/ready with its 200 and 503 answers', async () => {
    const doc = (await apiClient(server.baseUrl)('GET', '/api/docs/json')).body
    const ready = doc.paths['/api/ready']?.get
    expect(ready?.summary).toMatch(/readiness/i)
    expect(Object.keys(ready?.responses ?? {})).toEqual(expect.arrayContaining(['200', '503']))
    expect(doc.paths['/api/health']?.get?.summary).toMatch(/liveness/i)
  })
})
