// The dashboard's import and export texts. Loaded with the import dialog and the export menu
// only; the API's own sentences (row problems, refusals) come from contracts/import-messages.ts.
import { localized } from '@contracts/words'
import { formatCount } from '../../lib/format-count'
export const importCopy = localized('imports', {
  importButton: 'Import',
  /** The empty dashboard's way in: a new user's links are often elsewhere. */
  importFromShortener: 'Import from another shortener',
  exportButton: 'Export',
  exportCsv: 'Export CSV',
  exportJson: 'Export JSON',
  exportFailed: 'Export failed',
  title: 'Import links',
  description:
    'Bring your links from a file: Snip CSV or JSON, Bitly CSV, Kutt JSON, Shlink CSV or JSON, YOURLS CSV or SQL dump (up to 5 MB and 10,000 links).',
  fileLabel: 'File to import',
  reading: 'Reading the file...',
  preview: 'Preview',
  format: (name: string) => `Format: ${name}`,
  willCreate: (n: number) => (n === 1 ? '1 link will be created' : `${formatCount(n)} links will be created`),
  alreadyImported: (n: number) => (n === 1 ? '1 link was already imported' : `${formatCount(n)} links were already imported`),
  takenTitle: (n: number) => `Paths already taken (${formatCount(n)})`,
  invalidTitle: (n: number) => `Rows that cannot be imported (${formatCount(n)})`,
  row: (row: number) => `Row ${row}`,
  more: (n: number) => `and ${formatCount(n)} more`,
  modeLabel: 'When a row has a problem',
  modes: { 'all-or-nothing': 'Import nothing', 'skip-invalid': 'Skip that row, import the rest' },
  cancel: 'Cancel',
  submit: 'Import',
  /** The button when the file has rows that cannot be imported and they are to be skipped. */
  submitSkipping: (created: number, skipped: number) => `Import ${created === 1 ? '1 link' : `${formatCount(created)} links`}, skip ${formatCount(skipped)}`,
  importing: 'Importing...',
  doneTitle: 'Import finished',
  /** The finished import's toast when no row was skipped; with skipped rows, the next. */
  done: (created: number) => (created === 1 ? '1 link imported' : `${formatCount(created)} links imported`),
  doneSkipped: (created: number, skipped: number) => `${created === 1 ? '1 link' : `${formatCount(created)} links`} imported, ${formatCount(skipped)} skipped`,
  failedTitle: 'Import failed',
} as const)
