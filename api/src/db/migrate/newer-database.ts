// A database a newer build has migrated: this build does not know its latest migration and must not write
// to it (its own migrations would be decided on a schema it cannot read). Refused before anything is changed.
import type { RecordedMigration } from './migration-plan'
import type { ShippedMigration } from './shipped-migrations'

const at = (ms: number) => new Date(ms).toISOString()

export class DatabaseNewerThanBuild extends Error {
  constructor(database: RecordedMigration, build: ShippedMigration) {
    super(
      `the database was migrated by a newer Snip: its latest migration (${at(database.createdAt)}, sha-256 ${database.hash.slice(0, 12)}) ` +
        `is not one this build knows; this build's latest is ${build.tag} (${at(build.when)}). Nothing was changed. ` +
        'Start the newer Snip again, or restore the backup it made before migrating (DATA_DIR/backups/ on SQLite).',
    )
    this.name = 'DatabaseNewerThanBuild'
  }
}
