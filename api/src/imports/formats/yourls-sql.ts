// YOURLS' links from a SQL dump (mysqldump, phpMyAdmin): the rows of `INSERT INTO yourls_url
// (keyword, url, title, timestamp, ip, clicks) VALUES (…), (…);` — the column list may be left out (then
// YOURLS' order), the table prefix may differ. Inserts into other tables (yourls_log holds visitors'
// addresses) are never read, and the `ip` value is dropped as it is read: no address is kept or logged.
import { limits, importMessages } from '../../contracts'
import { unreadable } from '../import-text'
import type { ParsedRow } from '../parsed-row'

const YOURLS_COLUMNS = ['keyword', 'url', 'title', 'timestamp', 'ip', 'clicks']
const INSERT = /INSERT\s+(?:IGNORE\s+)?INTO\s+[`"]?(\w*url)[`"]?\s*(\(([^)]*)\))?\s*VALUES\s*/gi
/** A number or NULL: everything up to the next comma or closing parenthesis (sticky: matched where it stands). */
const BARE = /[^,)]*/y
const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', '0': '', Z: '', b: '' }

export const looksLikeYourlsSql = (text: string) => /INSERT\s+(?:IGNORE\s+)?INTO\s+[`"]?\w*url[`"]?/i.test(text)

export function readYourlsSql(text: string): ParsedRow[] {
  const rows: ParsedRow[] = []
  for (const match of text.matchAll(INSERT)) {
    const columns = match[3] ? match[3].split(',').map((c) => c.trim().replace(/[`"]/g, '').toLowerCase()) : YOURLS_COLUMNS
    const at = (values: (string | null)[], name: string) => values[columns.indexOf(name)] ?? undefined
    for (const values of tuples(text, match.index + match[0].length)) {
      if (rows.length >= limits.importMaxRows) throw unreadable(importMessages.tooManyRows(limits.importMaxRows))
      rows.push({
        row: rows.length + 1,
        url: at(values, 'url') ?? undefined,
        code: at(values, 'keyword'),
        createdAt: at(values, 'timestamp'),
        clicks: at(values, 'clicks'),
      })
    }
  }
  return rows
}

/** The value tuples from `at` to the statement's `;`: quoted strings (backslash or doubled-quote escapes), numbers, NULL. */
function* tuples(text: string, at: number): Generator<(string | null)[]> {
  let i = at
  const fail = () => unreadable(importMessages.unreadable('yourls-sql'))
  const skipBlanks = () => {
    while (i < text.length && /\s/.test(text[i]!)) i++
  }
  for (;;) {
    skipBlanks()
    if (text[i] !== '(') throw fail()
    i++
    const values: (string | null)[] = []
    for (;;) {
      skipBlanks()
      if (text[i] === "'") {
        let value = ''
        for (i++; ; i++) {
          if (i >= text.length) throw fail()
          const ch = text[i]!
          if (ch === '\\') value += ESCAPES[text[++i]!] ?? text[i]
          else if (ch === "'" && text[i + 1] === "'") (value += "'"), i++
          else if (ch === "'") break
          else value += ch
        }
        i++
        values.push(value)
      } else {
        BARE.lastIndex = i
        const raw = BARE.exec(text)![0]
        values.push(/^null$/i.test(raw.trim()) ? null : raw.trim())
        i += raw.length
      }
      skipBlanks()
      if (text[i] === ',') i++
      else if (text[i] === ')') break
      else throw fail()
    }
    i++
    yield values
    skipBlanks()
    if (text[i] === ',') i++
    else if (text[i] === ';' || i >= text.length) return
    else throw fail()
  }
}
