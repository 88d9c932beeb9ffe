import { afterEach, describe, expect, it } from 'vitest'
import { REDIRECT_URL_KEY } from '../../lib/session-storage'
import { afterLoginPath } from './after-login'

const stored = new Map<string, string>()
globalThis.localStorage = {
  getItem: (k: string) => stored.get(k) ?? null,
  setItem: (k: string, v: string) => void stored.set(k, v),
  removeItem: (k: string) => void stored.delete(k),
} as Storage
const landingAfter = (remembered: string) => (stored.set(REDIRECT_URL_KEY, remembered), afterLoginPath())

describe('where a finished sign-in goes', () => {
  afterEach(() => stored.clear())

  it('to the remembered /app page, with its query (an address shared to the dashboard)', () => {
    expect(landingAfter('/app/settings')).toBe('/app/settings')
    expect(landingAfter('/app/dashboard?url=https%3A%2F%2Fexample.org%2Fa')).toBe('/app/dashboard?url=https%3A%2F%2Fexample.org%2Fa')
    expect(stored.has(REDIRECT_URL_KEY)).toBe(false)
  })

  it('never off the site, nor back to the sign-in pages', () => {
    for (const bad of ['//evil.example/app', 'https://evil.example/app', '/app//evil.example', '/app\\evil', '/app/login?x=1', '/app/register', '/other'])
      expect(landingAfter(bad), bad).toBe('/app/dashboard')
    expect(afterLoginPath()).toBe('/app/dashboard')
  })
})
