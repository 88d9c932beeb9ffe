// CSV cells: a spreadsheet must never run a cell as a formula, and RFC 4180 quoting keeps every cell whole.
import { describe, expect, test } from 'vitest'
import { csvCell } from './export-formats'

describe('csvCell', () => {
  test.each([
    ['=1+1', "'=1+1"],
    ['+1', "'+1"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
  ])('defuses %j', (raw, cell) => expect(csvCell(raw)).toBe(cell))

  test.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=a,"b"', `"'=a,""b"""`],
    ['a=b', 'a=b'],
  ])('quotes %j as RFC 4180 says', (raw, cell) => expect(csvCell(raw)).toBe(cell))

  test('numbers, booleans and nothing', () => {
    expect([csvCell(3), csvCell(true), csvCell(null)]).toEqual(['3', 'true', ''])
  })
})
