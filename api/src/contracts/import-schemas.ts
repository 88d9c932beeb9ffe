// Link import and export (docs/decisions/0041): the formats, the modes and the answers'
// shapes, shared by the API and the dashboard.

/** The files Snip reads: its own export and the exports of the peers people move from. */
export const importFormats = ['snip-csv', 'snip-json', 'bitly-csv', 'kutt-json', 'shlink-csv', 'shlink-json', 'yourls-csv', 'yourls-sql'] as const
export type ImportFormat = (typeof importFormats)[number]

/** all-or-nothing: one bad row and nothing is stored; skip-invalid: the good rows are stored, the rest reported. */
export const importModes = ['all-or-nothing', 'skip-invalid'] as const
export type ImportMode = (typeof importModes)[number]

export const linkExportFormats = ['csv', 'json'] as const
export type LinkExportFormat = (typeof linkExportFormats)[number]

/** A row that cannot be imported: where it is (CSV: the line; JSON and SQL: the record's position) and why. */
export interface ImportProblemDto {
  row: number
  message: string
}

/** A row whose short code is someone's already (or reserved, or held after an account deletion). */
export interface TakenCodeDto {
  row: number
  code: string
}

/** What an import would do (the preview) or did. */
export interface ImportReportDto {
  format: ImportFormat
  /** Rows read from the file. */
  rows: number
  /** Links to be created (preview) or created (import). */
  created: number
  /** Rows that an earlier import of the same links already made: never created twice. */
  alreadyImported: number
  taken: TakenCodeDto[]
  invalid: ImportProblemDto[]
  /** Only when there are some: what was left out of rows whose links are made (a Shlink redirect rule Snip cannot hold). */
  notes?: ImportProblemDto[]
}
