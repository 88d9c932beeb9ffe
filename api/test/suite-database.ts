// A fresh migrated database of one engine for a suite's tests, opened before them and removed after.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import type { Database } from '../src/db/database'
import { openPostgres } from '../src/db/open-postgres'
import { openSqlite } from '../src/db/open-sqlite'
import { createPostgresDatabase, type Engine } from './harness'

/** Registers the suite's hooks; returns a getter of the database (inside tests). */
export function useSuiteDatabase(engine: Engine): () => Database {
  let db: Database
  let remove = async () => {}
  beforeAll(async () => {
    if (engine === 'sqlite') {
      const dir = mkdtempSync(join(tmpdir(), 'snip-suite-'))
      db = openSqlite(join(dir, 'snip.sqlite'))
      remove = async () => rmSync(dir, { recursive: true, force: true })
    } else {
      const database = await createPostgresDatabase()
      db = await openPostgres(database.url, { max: 1 })
      remove = () => database.drop()
    }
  })
  afterAll(async () => {
    await db?.close()
    await remove()
  })
  return () => db
}
