// A check shared by the link field tests (lifecycle, organisation): the fields are refused with a clear
// 400 and this message both on create and on edit of an existing link.
import { expect } from 'vitest'
import type { apiClient } from './http-client'

export async function expectRefusedOnCreateAndEdit(call: ReturnType<typeof apiClient>, fields: Record<string, unknown>, message: string): Promise<void> {
  const created = await call('POST', '/api/urls', { originalUrl: 'https://example.com/v', ...fields })
  expect(created.status).toBe(400)
  expect(created.body).toEqual({ code: 'validation_failed', message })
  const link = (await call('POST', '/api/urls', { originalUrl: 'https://example.com/v' })).body
  const edited = await call('PUT', `/api/urls/${link.id}`, fields)
  expect(edited.status).toBe(400)
  expect(edited.body.message).toBe(message)
}
