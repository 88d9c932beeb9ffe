// How the migrator says what it did: the server passes its logger; a command without one writes to stderr.
export type MigrationLog = (message: string, fields: Record<string, unknown>) => void

export const stderrMigrationLog: MigrationLog = (message, fields) => {
  process.stderr.write(`${message} ${JSON.stringify(fields)}\n`)
}
