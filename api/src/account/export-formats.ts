// The export's two shapes (docs/decisions/0034-data-export.md), written piece by piece as the stream
// reads the links. JSON: { exportedAt, profile, links: [Link + clicksByDay] }. CSV (RFC 4180, CRLF, a header
// row): one `profile` row, then one `link` row per link, clicksByDay as `day:count;day:count`,
// clickDetailsByDay as `day:dimension:key:count;…`.
import type { ExportFormat, LinkDto } from '../contracts'
import type { DetailDay } from '../analytics/export-details.repository'
import type { ExportProfile } from './export.repository'

export type ExportLink = LinkDto & { clicksByDay: { day: string; clicks: number }[]; clickDetailsByDay: DetailDay[] }

export interface ExportWriter {
  contentType: string
  begin(profile: ExportProfile, exportedAt: Date): string
  /** `first`: the first link of the file. */
  link(link: ExportLink, first: boolean): string
  end(): string
}

const jsonWriter: ExportWriter = {
  contentType: 'application/json; charset=utf-8',
  begin: (profile, exportedAt) => `{"exportedAt":${JSON.stringify(exportedAt.toISOString())},"profile":${JSON.stringify(profile)},"links":[`,
  link: (link, first) => `${first ? '\n' : ',\n'}${JSON.stringify(link)}`,
  end: () => '\n]}\n',
}

/** A spreadsheet takes a cell starting with these as a formula: such cells get a leading apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/

/** One CSV cell: formula-looking text defused, then quoted when it holds a quote, comma or line break (RFC 4180). */
export function csvCell(value: string | number | boolean | null): string {
  let text = value === null ? '' : String(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

const csvRow = (cells: (string | number | boolean | null)[]) => `${cells.map(csvCell).join(',')}\r\n`

export const CSV_COLUMNS = [
  'record',
  'username',
  'email',
  'createdAt',
  'id',
  'shortCode',
  'originalUrl',
  'isActive',
  'clicks',
  'clicksByDay',
  'clickDetailsByDay',
] as const

const csvWriter: ExportWriter = {
  contentType: 'text/csv; charset=utf-8; header=present',
  begin: (p) => csvRow([...CSV_COLUMNS]) + csvRow(['profile', p.username, p.email, p.createdAt, null, null, null, null, null, null, null]),
  link: (l) =>
    csvRow([
      'link',
      null,
      null,
      l.createdAt,
      l.id,
      l.shortCode,
      l.originalUrl,
      l.isActive,
      l.clicks,
      l.clicksByDay.map((d) => `${d.day}:${d.clicks}`).join(';'),
      l.clickDetailsByDay.map((d) => `${d.day}:${d.dimension}:${d.key}:${d.clicks}`).join(';'),
    ]),
  end: () => '',
}

export const exportWriters: Record<ExportFormat, ExportWriter> = { json: jsonWriter, csv: csvWriter }
