// Which driver failures answer 503 rather than 500, and which of them say the disk is full. The SQLite cases
// run for real in disk-full.api.test.ts; PostgreSQL's disk_full cannot be caused on a shared test server, so
// its SQLSTATE is checked here, wrapped the way Drizzle wraps a driver's error.
import { describe, expect, test } from 'vitest'
import { isDatabaseFull, isDatabaseUnavailable } from './unavailable'

const driverError = (code: string) => Object.assign(new Error('driver says no'), { code })
const wrapped = (code: string) => new Error('Failed query: insert into "links" …', { cause: driverError(code) })

describe('isDatabaseUnavailable / isDatabaseFull', () => {
  test.each(['SQLITE_FULL', '53100'])('%s: unavailable, and full', (code) => {
    expect(isDatabaseUnavailable(wrapped(code))).toBe(true)
    expect(isDatabaseFull(wrapped(code))).toBe(true)
  })
  test.each(['SQLITE_IOERR', 'SQLITE_IOERR_WRITE', 'SQLITE_BUSY', '57P01', 'ECONNREFUSED'])('%s: unavailable, not full', (code) => {
    expect(isDatabaseUnavailable(wrapped(code))).toBe(true)
    expect(isDatabaseFull(wrapped(code))).toBe(false)
  })
  test.each(['SQLITE_CONSTRAINT_UNIQUE', '23505', '42P01'])('%s: a failure of ours (500)', (code) => {
    expect(isDatabaseUnavailable(wrapped(code))).toBe(false)
    expect(isDatabaseFull(wrapped(code))).toBe(false)
  })
})
