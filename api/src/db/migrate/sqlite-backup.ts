// A copy of the SQLite database taken before migrations change it: VACUUM INTO writes a consistent,
// self-contained file (the WAL's committed pages included) while the database stays open. The last
// KEPT_BACKUPS copies are kept in `backups/` beside the database (DATA_DIR/backups/).
import type { Database as BunSqlite } from 'bun:sqlite'
import { mkdirSync, readdirSync, rmSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'

export const KEPT_BACKUPS = 3

export function backupsDirOf(file: string): string {
  return join(dirname(file), 'backups')
}

/** Copies the database into backups/<name>-<time>.sqlite, removes the older copies beyond KEPT_BACKUPS; returns the copy's path. */
export function backupSqlite(client: BunSqlite, file: string, now = new Date()): string {
  const dir = backupsDirOf(file)
  mkdirSync(dir, { recursive: true })
  const stem = basename(file).replace(/\.sqlite$/, '')
  const copy = join(dir, `${stem}-${now.toISOString().replace(/[:.]/g, '-')}.sqlite`)
  client.exec(`VACUUM INTO '${copy.replace(/'/g, "''")}'`)
  const copies = readdirSync(dir)
    .filter((n) => n.startsWith(`${stem}-`) && n.endsWith('.sqlite'))
    .sort()
  for (const old of copies.slice(0, Math.max(0, copies.length - KEPT_BACKUPS))) rmSync(join(dir, old), { force: true })
  return copy
}
