// The API key rules shared by the settings form and POST /api/keys, with their messages.
import { describe, expect, test } from 'vitest'
import { apiKeyFormSchema, createApiKeyBody, endOfLocalDay, messages } from '.'

const m = messages.apiKeys
const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? null : r.error!.issues[0]!.message)
const localDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`

describe('API key form', () => {
  test('a name and no expiry is fine; the name is trimmed', () => {
    expect(apiKeyFormSchema.parse({ name: '  ci  ', expiresOn: '' })).toEqual({ name: 'ci', expiresOn: '' })
  })

  test.each([
    [{ name: '', expiresOn: '' }, m.nameRequired],
    [{ name: 'z'.repeat(101), expiresOn: '' }, m.nameTooLong],
    [{ name: 'tab\there', expiresOn: '' }, messages.api.controlCharacters],
    [{ name: 'ok', expiresOn: '2020-01-01' }, m.expiryInPast],
    [{ name: 'ok', expiresOn: '01/02/2030' }, m.expiryInvalid],
  ])('refuses %j: %s', (input, message) => {
    expect(firstMessage(apiKeyFormSchema.safeParse(input))).toBe(message)
  })

  test('an expiry day of today works through today: it ends at the local midnight', () => {
    const today = localDay(new Date())
    expect(apiKeyFormSchema.safeParse({ name: 'ok', expiresOn: today }).success).toBe(true)
    const end = endOfLocalDay(today)
    expect([end.getHours(), end.getMinutes(), localDay(end)]).toEqual([23, 59, today])
  })
})

describe('POST /api/keys body', () => {
  test('takes an ISO instant with an offset, in the future; null or absent means never', () => {
    const later = new Date(Date.now() + 60_000).toISOString()
    expect(createApiKeyBody.parse({ name: 'k', expiresAt: later }).expiresAt).toBe(later)
    expect(createApiKeyBody.parse({ name: 'k', expiresAt: null }).expiresAt).toBeNull()
    expect(firstMessage(createApiKeyBody.safeParse({ name: 'k', expiresAt: new Date(Date.now() - 1).toISOString() }))).toBe(m.expiryInPast)
    expect(firstMessage(createApiKeyBody.safeParse({ name: 'k', expiresAt: '2030-01-01' }))).toBe(m.expiryInvalid)
  })
})
