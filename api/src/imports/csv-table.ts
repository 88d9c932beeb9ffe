// A CSV file as a table: papaparse reads RFC 4180 (quotes, doubled quotes, line breaks inside quotes,
// CRLF or LF) and guesses the delimiter (a comma, or the semicolon of a spreadsheet in some locales).
// Header names are compared loosely: "Long URL", "long_url" and "longUrl" are all `longurl`.
import Papa from 'papaparse'
import { limits, importMessages } from '../contracts'
import { checkLineLengths, unreadable } from './import-text'

export interface CsvRecord {
  /** The file's line where the record starts (the header is line 1). */
  line: number
  cell(name: string): string | undefined
}

export interface CsvTable {
  /** The loose header names, in order. */
  columns: string[]
  records: CsvRecord[]
}

export const looseName = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '')

export function readCsvTable(text: string): CsvTable {
  checkLineLengths(text)
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy', delimitersToGuess: [',', ';', '\t'] })
  const [header, ...body] = parsed.data
  if (!header) throw unreadable(importMessages.noRows)
  if (body.length > limits.importMaxRows) throw unreadable(importMessages.tooManyRows(limits.importMaxRows))
  const columns = header.map(looseName)
  const lines = lineNumbers(text, parsed.data.length)
  const records = body.map((cells, i) => {
    const at = new Map<string, string>()
    columns.forEach((name, c) => {
      if (!at.has(name)) at.set(name, (cells[c] ?? '').trim())
    })
    return { line: lines[i + 1] ?? i + 2, cell: (name: string) => at.get(name) }
  })
  return { columns, records }
}

/**
 * The line each record starts on, for the messages: a physical line begins a record when it starts outside
 * quotes and holds more than blanks and delimiters (the lines papaparse skips). A quote toggles quoting, a
 * doubled quote toggles twice, as in the parser.
 */
function lineNumbers(text: string, count: number): number[] {
  const starts: number[] = []
  let quoted = false
  const lines = text.split('\n')
  for (let n = 0; n < lines.length && starts.length < count; n++) {
    const physical = lines[n]!
    if (!quoted && !/^[\s,;]*$/.test(physical)) starts.push(n + 1)
    for (const ch of physical) if (ch === '"') quoted = !quoted
  }
  return starts
}
