// One row as a format reads it, before any rule is applied: raw values, named the Snip way.
import type { ImportFormat } from '../contracts'
import type { CsvTable } from './csv-table'

export interface ParsedRow {
  /** CSV: the file's line; JSON and SQL: the record's position (from 1). */
  row: number
  url: string | undefined
  code?: string | null
  active?: string | boolean | null
  createdAt?: string | number | null
  expiresAt?: string | null
  maxClicks?: string | number | null
  clicks?: string | number | null
}

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
