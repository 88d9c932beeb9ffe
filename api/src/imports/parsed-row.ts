// One row as a format reads it, before any rule is applied: raw values (as the file has them: text, numbers,
// lists), named the Snip way, as Snip's own export names them (contracts/exported-link.ts).
import type { ImportFormat } from '../contracts'
import type { ExportedLinkKey } from '../contracts/exported-link'
import type { CsvTable } from './csv-table'

export type ParsedRow = {
  /** CSV: the file's line; JSON and SQL: the record's position (from 1). */
  row: number
  /** Shlink's redirect rules of the link (its `/redirect-rules` answer or list), read by smart-links' Shlink reader. */
  redirectRules?: unknown
} & { [K in ExportedLinkKey]?: unknown }

/** A CSV format: recognised by its header, read record by record. */
export interface CsvFormat {
  name: ImportFormat
  kind: 'csv'
  detect(table: CsvTable): boolean
  read(table: CsvTable): ParsedRow[]
}

/** A JSON format: recognised by its shape. `items` is null when the document is not of this format. */
export interface JsonFormat {
  name: ImportFormat
  kind: 'json'
  items(doc: unknown): unknown[] | null
  read(item: Record<string, unknown>, row: number): ParsedRow
}

/** The first cell of these names that is not empty. */
export function firstCell(cell: (name: string) => string | undefined, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = cell(name)
    if (value) return value
  }
  return undefined
}

/** The last path segment of a short URL (`bit.ly/abc`, `https://s.test/abc/`), or the text itself when it has no slash. */
export function codeOfShortUrl(value: string | undefined): string | undefined {
  if (!value) return undefined
  return value
    .replace(/[?#].*$/, '')
    .split('/')
    .filter(Boolean)
    .at(-1)
}

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** An array of objects where every one has all the keys, or null. */
export function objectsWith(list: unknown, ...keys: string[]): Record<string, unknown>[] | null {
  if (!Array.isArray(list) || list.length === 0) return null
  return list.every((item) => isRecord(item) && keys.every((k) => k in item)) ? (list as Record<string, unknown>[]) : null
}

export const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined)
