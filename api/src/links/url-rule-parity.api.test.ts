// One URL rule: the home form, the dashboard dialog, the shared function and the real
// POST /api/urls accept exactly the same targets, and the API stores what the forms send.
import { describe, expect, test } from 'vitest'
import { checkTargetUrl, homeUrlSchema, linkFormSchema, withScheme } from '../contracts'
import { testEngines } from '../../test/harness'
import { useSignedInServer } from '../../test/signed-in-server'

/** Input → what is stored, or null when every side refuses it. */
const table: [string, string | null][] = [
  ['nope', null],
  ['localhost', null],
  ['example.', null],
  ['example.com', 'https://example.com'],
  ['http://x', null],
  ['http://x.example', 'http://x.example'],
  ['https://exa mple.com', null],
  ['https://example.com/a b', null],
  ['javascript:alert(1)', null],
  ['mailto:a@b', null],
  ['mailto:a@b.example', null],
  ['ftp://files.example', null],
  ['https://user:pw@example.com', null],
  ['HTTPS://EXAMPLE.COM/Path', 'HTTPS://EXAMPLE.COM/Path'],
  ['https://bücher.example/straße', 'https://bücher.example/straße'],
  ['xn--bcher-kva.example', 'https://xn--bcher-kva.example'],
  ['  example.com/x  ', 'https://example.com/x'],
  ['http://[2001:db8::1]/', 'http://[2001:db8::1]/'],
  ['example.com:8080/x', 'https://example.com:8080/x'],
  ['', null],
]

describe('the shared rule and both forms', () => {
  const home = homeUrlSchema('example.com')
  test.each(table)('%j → %j', (input, stored) => {
    const checked = checkTargetUrl(input)
    expect(checked.ok ? checked.url : null).toBe(stored)
    expect(home.safeParse(input).success).toBe(stored !== null)
    expect(linkFormSchema.safeParse({ originalUrl: input, shortCode: '', isActive: true }).success).toBe(stored !== null)
    if (stored !== null) expect(withScheme(input)).toBe(stored) // what the forms send is what is stored
  })
})

describe.each(testEngines)('POST /api/urls on %s', (engine) => {
  const { call: asAlice } = useSignedInServer({ engine })

  test('accepts and stores exactly what the shared rule does', async () => {
    for (const [input, stored] of table) {
      const res = await asAlice('POST', '/api/urls', { originalUrl: input })
      expect([input, res.status, res.status === 201 ? res.body.originalUrl : null]).toEqual([input, stored === null ? 400 : 201, stored])
    }
  })
})
