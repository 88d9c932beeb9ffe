// An online backup of the SQLite database: VACUUM INTO writes one consistent snapshot (a single read
// transaction) while the server goes on reading and writing in WAL mode. The file must not exist yet.
import type { Database as BunSqlite } from 'bun:sqlite'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'

export class BackupRefused extends Error {}

export async function backupSqlite(client: BunSqlite, file: string): Promise<void> {
  const target = resolve(file)
  if (existsSync(target)) throw new BackupRefused(`${file} already exists; choose a new file name`)
  client.prepare('VACUUM INTO ?').run(target)
}
