// How many of the migrations this build ships are applied to the database: what /api/ready and the start-up
// log report. The shipped ones are read from drizzle/<dialect>/meta/_journal.json, the applied ones from
// Drizzle's own bookkeeping table.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Database } from './database'

export interface MigrationStatus {
  applied: number
  shipped: string[]
}

const shippedCache = new Map<string, string[]>()

/** The tags of the migrations this build ships for the dialect, in order. */
export function shippedMigrations(dialect: Database['dialect']): string[] {
  let tags = shippedCache.get(dialect)
  if (!tags) {
    const file = fileURLToPath(new URL(`../../../drizzle/${dialect}/meta/_journal.json`, import.meta.url))
    tags = (JSON.parse(readFileSync(file, 'utf8')) as { entries: { tag: string }[] }).entries.map((e) => e.tag)
    shippedCache.set(dialect, tags)
  }
  return tags
}

export async function migrationStatus(db: Database): Promise<MigrationStatus> {
  const driver = db.driver
  const applied =
    driver.dialect === 'postgres'
      ? Number((await driver.client`select count(*)::int as n from drizzle.__drizzle_migrations`)[0]?.n ?? 0)
      : Number((driver.client.query('select count(*) as n from __drizzle_migrations').get() as { n: number } | null)?.n ?? 0)
  return { applied, shipped: shippedMigrations(db.dialect) }
}
