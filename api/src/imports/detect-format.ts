// Which format a file is in (from its content, or as the caller says) and its rows, read by that format.
import { importFormats, limits, type ImportFormat, importMessages } from '../contracts'
import { readCsvTable } from './csv-table'
import { bitlyCsv } from './formats/bitly-csv'
import { kuttJson } from './formats/kutt-json'
import { shlinkCsv } from './formats/shlink-csv'
import { shlinkJson } from './formats/shlink-json'
import { snipCsv } from './formats/snip-csv'
import { snipJson } from './formats/snip-json'
import { yourlsCsv } from './formats/yourls-csv'
import { looksLikeYourlsSql, readYourlsSql } from './formats/yourls-sql'
import { inspectJson } from '../http/json-scan'
import { unreadable } from './import-text'
import type { CsvFormat, JsonFormat, ParsedRow } from './parsed-row'

/** Tried in this order: the peers' headers are more specific than Snip's own `url`. */
const CSV_FORMATS: CsvFormat[] = [yourlsCsv, shlinkCsv, bitlyCsv, snipCsv]
const JSON_FORMATS: JsonFormat[] = [shlinkJson, kuttJson, snipJson]

export interface ParsedFile {
  format: ImportFormat
  rows: ParsedRow[]
}

export const isImportFormat = (v: string): v is ImportFormat => (importFormats as readonly string[]).includes(v)

export function parseImportText(text: string, wanted?: ImportFormat): ParsedFile {
  const start = text.trimStart()[0]
  if (wanted === 'yourls-sql' || (!wanted && looksLikeYourlsSql(text) && start !== '{' && start !== '[')) return checked('yourls-sql', readYourlsSql(text))
  if (wanted ? wanted.endsWith('-json') : start === '{' || start === '[') return readJson(text, wanted)
  const table = readCsvTable(text)
  const format = CSV_FORMATS.find((f) => (wanted ? f.name === wanted : f.detect(table)))
  if (!format?.detect(table))
    throw unreadable(wanted === 'snip-csv' ? importMessages.urlColumnMissing : wanted ? importMessages.unreadable(wanted) : importMessages.unknownFormat)
  return checked(format.name, format.read(table))
}

function readJson(text: string, wanted?: ImportFormat): ParsedFile {
  // Scanned before parsing, as every JSON body is (docs/decisions/0013, 0067): a few MB of nested brackets
  // took seconds and hundreds of MB to parse and walk. No export Snip reads nests more than a few levels.
  if (inspectJson(new TextEncoder().encode(text), limits.jsonMaxDepth) === 'too-deep') throw unreadable(importMessages.tooDeep(limits.jsonMaxDepth))
  let doc: unknown
  try {
    doc = JSON.parse(text)
  } catch {
    throw unreadable(importMessages.unreadable('JSON'))
  }
  for (const format of JSON_FORMATS) {
    if (wanted && format.name !== wanted) continue
    const items = format.items(doc)
    if (!items) continue
    if (items.length > limits.importMaxRows) throw unreadable(importMessages.tooManyRows(limits.importMaxRows))
    return checked(
      format.name,
      items.map((item, i) => format.read(item as Record<string, unknown>, i + 1)),
    )
  }
  throw unreadable(wanted ? importMessages.unreadable(wanted) : importMessages.unknownFormat)
}

function checked(format: ImportFormat, rows: ParsedRow[]): ParsedFile {
  if (rows.length === 0) throw unreadable(importMessages.noRows)
  return { format, rows }
}
