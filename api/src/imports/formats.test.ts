// Each format's real sample (api/test/fixtures/imports) is recognised and read row by row; the rules turn
// rows into links or into the shared messages.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { messages, importMessages } from '../contracts'
import { lifecycleMessages } from '../contracts/lifecycle-messages'
import { organisationMessages } from '../contracts/organisation-messages'
import { parseImportText } from './detect-format'
import { checkRow, isProblem } from './row-rules'

const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../../test/fixtures/imports', name), 'utf8')
const acceptUrl = (url: string) => {
  if (!/^https?:\/\/[^\s/]+\.[^\s]+/.test(url.startsWith('http') ? url : `https://${url}`)) throw new Error('bad')
  return url
}
const accept = { target: acceptUrl, fallback: acceptUrl }

describe('import formats', () => {
  test('Snip CSV: every column, quoted commas, the line of each row', () => {
    const { format, rows } = parseImportText(fixture('snip.csv'))
    expect(format).toBe('snip-csv')
    expect(rows.map((r) => [r.row, r.url, r.code])).toEqual([
      [2, 'https://example.com/docs', 'snip-docs'],
      [3, 'https://example.com/blog?utm_source=x', 'snip-blog'],
      [4, 'example.org/pricing', undefined],
      [5, 'https://example.com/search?q=a,b', 'snip-srch'],
      [6, 'not a url', 'snip-bad1'],
    ])
    expect(rows[1]).toMatchObject({ active: 'false', createdAt: '2025-03-02T10:00:00.000Z' })
    expect(rows[2]).toMatchObject({ expiresAt: '2099-01-01T00:00:00Z', maxClicks: '500' })
  })

  test('Bitly CSV: the custom back-half wins over the Bitlink; engagements are clicks', () => {
    const { format, rows } = parseImportText(fixture('bitly.csv'))
    expect(format).toBe('bitly-csv')
    expect(rows.map((r) => [r.code, r.url, r.clicks])).toEqual([
      ['3Xk9PqA', 'https://blog.example.com/launch', '1204'],
      ['acme-docs', 'https://docs.example.com/', '87'],
      ['3ZzYyXx', 'https://example.com/careers', '0'],
      ['2qWeRtY', 'ftp://files.example.com/promo.zip', '12'],
    ])
  })

  test('Kutt JSON: address, target, visit_count; a banned link comes in inactive', () => {
    const { format, rows } = parseImportText(fixture('kutt.json'))
    expect(format).toBe('kutt-json')
    expect(rows.map((r) => [r.row, r.code, r.url, r.clicks, r.active])).toEqual([
      [1, 'k8Rt2a', 'https://handbook.example.com/', '42', undefined],
      [2, 'kuttwiki', 'https://wiki.example.com/start', '7', false],
      [3, 'x9', 'https://example.com/short-code-too-short', '0', undefined],
    ])
    expect(rows[1]!.expiresAt).toBe('2099-12-31T00:00:00.000Z')
  })

  test('Shlink CSV (web client export) and REST JSON (v3): codes, targets, visits, limits', () => {
    const csv = parseImportText(fixture('shlink.csv'))
    expect(csv.format).toBe('shlink-csv')
    expect(csv.rows.map((r) => [r.code, r.url, r.clicks, r.title, r.tags])).toEqual([
      ['shl1A', 'https://shop.example.com/', '310', 'Shop', 'shop|sale'],
      ['shl2B', 'https://status.example.com/', '5', 'Status', ''],
      ['shl3C', 'https://example.com/jobs', '0', 'Jobs, all of them', 'jobs'],
    ])
    const json = parseImportText(fixture('shlink.json'))
    expect(json.format).toBe('shlink-json')
    expect(json.rows.map((r) => [r.code, r.clicks, r.maxClicks, r.expiresAt])).toEqual([
      ['12C18', '328', '100', null],
      ['ar7dS', '1029', null, '2099-01-01T00:00:00+00:00'],
    ])
  })

  test('the CLI table of shlink short-url:list saved as CSV is Shlink too', () => {
    const { format, rows } = parseImportText(
      'Short Code,Short URL,Long URL,Date created,Visits count\nabcde,https://s.test/abcde,https://example.com/,2025-01-01T00:00:00+00:00,4\n',
    )
    expect(format).toBe('shlink-csv')
    expect(rows[0]).toMatchObject({ code: 'abcde', url: 'https://example.com/', createdAt: '2025-01-01T00:00:00+00:00', clicks: '4' })
  })

  test("each link's domain as the peers write it: Shlink's column (DEFAULT in the CLI's table) and field, Kutt's field, Snip's own", () => {
    const web = parseImportText(fixture('shlink.csv'))
    expect(web.rows.map((r) => r.domain)).toEqual(['', '', ''])
    const cli = parseImportText(
      'Short Code,Short URL,Long URL,Date created,Visits count,Domain\nabcde,https://s.test/abcde,https://example.com/,,4,DEFAULT\nfghij,https://go.example.com/fghij,https://example.com/,,0,go.example.com\n',
    )
    expect(cli.rows.map((r) => r.domain)).toEqual([undefined, 'go.example.com'])
    const shlink = JSON.parse(fixture('shlink.json'))
    shlink.shortUrls.data[1].domain = 'go.example.com'
    expect(parseImportText(JSON.stringify(shlink)).rows.map((r) => r.domain)).toEqual([null, 'go.example.com'])
    const kutt = JSON.parse(fixture('kutt.json'))
    kutt.data[0].domain = 'go.example.com'
    delete kutt.data[1].domain
    expect(parseImportText(JSON.stringify(kutt)).rows.map((r) => r.domain)).toEqual(['go.example.com', undefined, null])
    expect(parseImportText('url,domain\nhttps://example.com/,go.example.com\nhttps://example.com/b,\n').rows.map((r) => r.domain)).toEqual([
      'go.example.com',
      undefined,
    ])
    expect(
      parseImportText('{"links":[{"url":"https://example.com/","domain":"go.example.com"},{"url":"https://example.com/b","domain":null}]}').rows.map(
        (r) => r.domain,
      ),
    ).toEqual(['go.example.com', null])
  })

  test('YOURLS CSV and SQL dump: keywords and targets, never the ip; other tables are not read', () => {
    const csv = parseImportText(fixture('yourls.csv'))
    expect(csv.format).toBe('yourls-csv')
    expect(csv.rows.map((r) => [r.code, r.url, r.createdAt, r.clicks])).toEqual([
      ['yrl-home', 'https://yourls.org/', '2024-02-01 10:00:00', '15'],
      ['yrl-blog', 'https://blog.yourls.org/', '2024-02-02 11:00:00', '3'],
      ['ozh', 'http://ozh.org/', '2024-02-03 12:00:00', '99'],
    ])
    const sql = parseImportText(fixture('yourls.sql'))
    expect(sql.format).toBe('yourls-sql')
    expect(sql.rows.map((r) => [r.row, r.code, r.url, r.clicks])).toEqual([
      [1, 'ysql-one', 'https://yourls.org/docs', '120'],
      [2, 'ysql-two', 'https://example.com/a?x=1&y=(2)', '0'],
      [3, 'ysql-three', "https://example.com/it's", '5'],
    ])
    for (const row of [...csv.rows, ...sql.rows]) expect(JSON.stringify(row)).not.toMatch(/203\.0\.113|198\.51\.100|2001:db8/)
  })

  test('the Import/Export plugin CSV of YOURLS (source /keyword/, target, hits)', () => {
    const { format, rows } = parseImportText('source,target,hits\r\n/abcdef/,https://example.com/,3\r\n')
    expect(format).toBe('yourls-csv')
    expect(rows[0]).toMatchObject({ code: 'abcdef', url: 'https://example.com/', clicks: '3' })
  })

  test('an explicit format is obeyed; a file of no known shape is refused with the list of formats', () => {
    expect(() => parseImportText('name,age\nann,3\n')).toThrow(importMessages.unknownFormat)
    expect(() => parseImportText(fixture('kutt.json'), 'shlink-json')).toThrow(importMessages.unreadable('shlink-json'))
    expect(() => parseImportText('{"a":')).toThrow(importMessages.unreadable('JSON'))
  })
})

describe('row rules', () => {
  const now = new Date('2026-01-01T00:00:00Z')
  const check = (raw: Record<string, unknown>) => checkRow({ row: 7, url: 'https://example.com/', ...raw }, accept, now)

  test('a good row becomes a link: flags, dates without a zone read as UTC, thousands separators', () => {
    expect(check({ code: 'abcde', active: 'no', createdAt: '2024-02-01 10:00:00', clicks: '1,204', maxClicks: '5' })).toEqual({
      row: 7,
      url: 'https://example.com/',
      code: 'abcde',
      isActive: false,
      createdAt: new Date('2024-02-01T10:00:00Z'),
      clicks: 1204,
      maxClicks: 5,
      expiresAt: undefined,
    })
  })

  test('the title, note, tags, fallback and domain: trimmed, tags normalised and merged, blanks are none', () => {
    expect(check({ title: '  Sale ', note: 'a\nb', tags: 'News| news |Spring Sale', fallbackUrl: 'https://f.example/' })).toMatchObject({
      title: 'Sale',
      note: 'a\nb',
      tags: ['news', 'spring sale'],
      fallbackUrl: 'https://f.example/',
    })
    expect(check({ domain: ' Go.Example.com ' })).toMatchObject({ domain: 'Go.Example.com' })
    expect(check({ domain: null })).toMatchObject({ domain: undefined })
    const none = check({ title: ' ', note: null, tags: [], fallbackUrl: '' })
    expect(['title', 'note', 'tags', 'fallbackUrl'].filter((k) => k in none && (none as Record<string, unknown>)[k] !== undefined)).toEqual([])
  })

  test('each broken rule gives its row and the shared message', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ code: 'ab' }, messages.shortCode.tooShort],
      [{ code: 'has space' }, messages.shortCode.badCharacters],
      [{ active: 'maybe' }, importMessages.badActive],
      [{ createdAt: 'yesterday' }, importMessages.badDate],
      [{ expiresAt: '2025-01-01T00:00:00Z' }, lifecycleMessages.expiryInPast],
      [{ maxClicks: '0' }, lifecycleMessages.maxClicksRange],
      [{ maxClicks: '-5' }, lifecycleMessages.maxClicksRange],
      [{ clicks: 'many' }, importMessages.badClicks],
      [{ fallbackUrl: 'not a url' }, lifecycleMessages.fallbackInvalid],
      [{ title: 'x'.repeat(201) }, organisationMessages.titleTooLong],
      [{ title: 'two\nlines' }, organisationMessages.titleControl],
      [{ note: ['a list'] }, organisationMessages.noteInvalid],
      [{ tags: 'a|b|c|d|e|f|g|h|i|j|k' }, organisationMessages.tooManyTags],
      [{ tags: ['ok', 'not/ok'] }, organisationMessages.tagInvalid],
      [{ tags: 42 }, organisationMessages.tagsInvalid],
      [{ domain: 42 }, importMessages.domainUnknown],
    ]
    for (const [raw, message] of cases) expect(check(raw), JSON.stringify(raw)).toEqual({ row: 7, message })
    const bad = checkRow({ row: 3, url: 'nope' }, accept, now)
    expect(isProblem(bad) && bad.row).toBe(3)
  })
})
