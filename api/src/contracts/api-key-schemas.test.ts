// The API key rules shared by the settings form and POST /api/keys, with their messages.
import { describe, expect, test } from 'vitest'
import { apiKeyFormSchema, createApiKeyBody, endOfLocalDay, messages } from '.'
import { scopeMessages } from './api-key-scopes'

const m = messages.apiKeys
const read = ['links:read']
const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? null : r.error!.issues[0]!.message)
const localDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`

describe('API key form', () => {
  test('a name, a scope and no expiry is fine; the name is trimmed, the scopes listed once in their order', () => {
    expect(apiKeyFormSchema.parse({ name: '  ci  ', scopes: ['analytics:read', 'links:read', 'analytics:read'], expiresOn: '' })).toEqual({
      name: 'ci',
      scopes: ['links:read', 'analytics:read'],
      expiresOn: '',
    })
  })

  test.each([
    [{ name: '', scopes: read, expiresOn: '' }, m.nameRequired],
    [{ name: 'z'.repeat(101), scopes: read, expiresOn: '' }, m.nameTooLong],
    [{ name: 'tab\there', scopes: read, expiresOn: '' }, messages.api.controlCharacters],
    [{ name: 'ok', scopes: read, expiresOn: '2020-01-01' }, m.expiryInPast],
    [{ name: 'ok', scopes: read, expiresOn: '01/02/2030' }, m.expiryInvalid],
    [{ name: 'ok', scopes: [], expiresOn: '' }, scopeMessages.scopesRequired],
    [{ name: 'ok', scopes: ['links:admin'], expiresOn: '' }, scopeMessages.scopeUnknown],
  ])('refuses %j: %s', (input, message) => {
    expect(firstMessage(apiKeyFormSchema.safeParse(input))).toBe(message)
  })

  test('an expiry day of today works through today: it ends at the local midnight', () => {
    const today = localDay(new Date())
    expect(apiKeyFormSchema.safeParse({ name: 'ok', scopes: read, expiresOn: today }).success).toBe(true)
    const end = endOfLocalDay(today)
    expect([end.getHours(), end.getMinutes(), localDay(end)]).toEqual([23, 59, today])
  })
})

describe('POST /api/keys body', () => {
  test('takes an ISO instant with an offset, in the future; null or absent means never', () => {
    const later = new Date(Date.now() + 60_000).toISOString()
    expect(createApiKeyBody.parse({ name: 'k', scopes: read, expiresAt: later }).expiresAt).toBe(later)
    expect(createApiKeyBody.parse({ name: 'k', scopes: read, expiresAt: null }).expiresAt).toBeNull()
    expect(firstMessage(createApiKeyBody.safeParse({ name: 'k', scopes: read, expiresAt: new Date(Date.now() - 1).toISOString() }))).toBe(m.expiryInPast)
    expect(firstMessage(createApiKeyBody.safeParse({ name: 'k', scopes: read, expiresAt: '2030-01-01' }))).toBe(m.expiryInvalid)
  })

  test('takes one to four known scopes; none given is every scope the role grants (decided by the service)', () => {
    expect(createApiKeyBody.parse({ name: 'k' }).scopes).toBeUndefined()
    expect(firstMessage(createApiKeyBody.safeParse({ name: 'k', scopes: [] }))).toBe(scopeMessages.scopesRequired)
    expect(firstMessage(createApiKeyBody.safeParse({ name: 'k', scopes: ['links:read', 'everything'] }))).toBe(scopeMessages.scopeUnknown)
    expect(createApiKeyBody.parse({ name: 'k', scopes: ['workspace:admin', 'links:write'] }).scopes).toEqual(['links:write', 'workspace:admin'])
  })
})
