// describeError keeps what an operator needs (class, SQL with placeholders, the driver's words, its code,
// stack frames) and drops every value a request carried, whatever the driver quotes.
import { DrizzleQueryError } from 'drizzle-orm'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { findLinkById } from '../links/store/links.repository'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { describeError } from './describe-error'

const pgError = (message: string, code: string) => new postgres.PostgresError({ message, code, severity: 'ERROR' } as never)
const failedQuery = (sql: string, params: unknown[], cause: Error) => new DrizzleQueryError(sql, params, cause)

describe('describeError', () => {
  test.each([
    ['a value out of range', 'value "2147483648" is out of range for type integer', '22003', '2147483648'],
    ['a value of the wrong form', 'invalid input syntax for type integer: "marker-abc"', '22P02', 'marker-abc'],
    ['a byte the encoding refuses', 'invalid byte sequence for encoding "UTF8": 0x00 in \'marker-x\'', '22021', 'marker-x'],
  ])('%s: the class, SQL, cause and code, without the value', (_, message, code, value) => {
    const error = failedQuery('select "id" from "links" where "links"."id" = $1', [value, 'user-123'], pgError(message, code))
    const facts = describeError(error)
    expect(facts.error).toBe('DrizzleQueryError: Failed query: select "id" from "links" where "links"."id" = $1')
    expect(facts.cause).toMatch(/^PostgresError: /)
    expect(facts.code).toBe(code)
    expect(JSON.stringify(facts)).not.toContain(value)
    expect(JSON.stringify(facts)).not.toContain('user-123')
  })

  test('names the failed SQL quotes itself are kept', () => {
    const facts = describeError(failedQuery('insert into "links" ("short_code") values ($1)', ['x'], pgError('relation "links" does not exist', '42P01')))
    expect(facts.cause).toBe('PostgresError: relation "links" does not exist')
  })

  test('a statement run with postgres.js directly: the names its SQL uses are kept, values are not', () => {
    // postgres.js gives its error the statement (placeholders only) as `query` and the values as `parameters`
    const error = Object.defineProperties(pgError('relation "links" does not exist', '42P01'), {
      query: { value: 'insert into links (short_code) select $1 where not exists (select 1 from held_codes where code_key = $2)' },
      parameters: { value: ['marker-code', 'marker-code'] },
    })
    expect(describeError(error).error).toBe('PostgresError: relation "links" does not exist')
    const refused = Object.defineProperties(pgError('invalid input syntax for type integer: "marker-code"', '22P02'), {
      query: { value: 'insert into links (short_code) values ($1)' },
      parameters: { value: ['marker-code'] },
    })
    expect(describeError(refused).error).toBe('PostgresError: invalid input syntax for type integer: "…"')
  })

  test('an error of its own: the class and the message without quoted parts', () => {
    const facts = describeError(new TypeError('"https://marker.example/secret" cannot be parsed as a URL.'))
    expect(facts.error).toBe('TypeError: "…" cannot be parsed as a URL.')
  })

  test('a driver error thrown directly (bun:sqlite) carries its code', () => {
    const error = Object.assign(new Error('no such table: links'), { name: 'SQLiteError', code: 'SQLITE_ERROR' })
    expect(describeError(error)).toMatchObject({ error: 'SQLiteError: no such table: links', code: 'SQLITE_ERROR' })
  })
})

describe.each(testEngines.filter((e) => e === 'postgres'))('describeError on a real %s failure', (engine) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ engine })
  })
  afterAll(() => server?.stop())

  test('a parameter PostgreSQL refuses is named by its SQLSTATE, never by its value', async () => {
    const error = await findLinkById(server.db, 2_222_222_222).then(
      () => undefined,
      (e: unknown) => e,
    )
    const facts = describeError(error)
    expect(facts).toMatchObject({ code: '22003' })
    expect(facts.error).toMatch(/^DrizzleQueryError: Failed query: select .* from "links"/)
    expect(facts.cause).toMatch(/^PostgresError: value "…" is out of range/)
    expect(JSON.stringify(facts)).not.toContain('2222222222')
  })
})
