import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SHORT_CODE_PATTERN } from '../contracts/constants'
import { isReservedCode } from '../contracts/reserved-codes'
import { SHORT_CODE_PATH } from '../redirect/redirect.handler'
import { isAllowedRedirect, LANDING_PAGES, redirectTarget } from './redirect-target'

describe('redirect_to allow-list', () => {
  const site = 'https://snip.example'

  it('allows the site origin only', () => {
    expect(isAllowedRedirect(site, 'https://snip.example/app/login')).toBe(true)
    expect(isAllowedRedirect(site, 'http://snip.example/app/login')).toBe(false)
    expect(isAllowedRedirect(site, 'https://snip.example.evil.com/app/login')).toBe(false)
    expect(isAllowedRedirect(site, 'https://evil.com/app/login?https://snip.example')).toBe(false)
    expect(isAllowedRedirect(site, 'https://user@snip.example/app/login')).toBe(false)
    expect(isAllowedRedirect(site, 'javascript:alert(1)')).toBe(false)
    expect(isAllowedRedirect(site, '//evil.com')).toBe(false)
    expect(isAllowedRedirect(site, 'https://snip.example:8443/app/login')).toBe(false)
  })

  it('lets loopback sites use any port', () => {
    expect(isAllowedRedirect('http://localhost:3000', 'http://localhost:4321/app/login')).toBe(true)
    expect(isAllowedRedirect('http://localhost:3000', 'http://127.0.0.1:3000/app/login')).toBe(false)
  })

  it('allows only the landing pages: never a short link, whose redirect would carry the tokens on', () => {
    expect(isAllowedRedirect(site, 'https://snip.example/abc123')).toBe(false)
    expect(isAllowedRedirect(site, 'https://snip.example/')).toBe(false)
    expect(isAllowedRedirect(site, 'https://snip.example/app/login/')).toBe(false)
    expect(isAllowedRedirect(site, 'https://snip.example/app/welcome')).toBe(false)
    expect(isAllowedRedirect(site, 'https://snip.example/app/../abc123')).toBe(false) // the parser resolves it to /abc123
    expect(isAllowedRedirect(site, 'https://snip.example/app/%2e%2e/abc123')).toBe(false)
    expect(isAllowedRedirect(site, 'https://snip.example/app/reset-password')).toBe(true)
    expect(isAllowedRedirect(site, 'https://snip.example/app/settings')).toBe(true)
  })

  it('falls back to the default page', () => {
    expect(redirectTarget(site, 'https://evil.com', '/app/login')).toBe('https://snip.example/app/login')
    expect(redirectTarget(site, null, '/app/reset-password')).toBe('https://snip.example/app/reset-password')
    expect(redirectTarget(site, 'https://snip.example/x', '/app/login')).toBe('https://snip.example/app/login')
    expect(redirectTarget(site, 'https://snip.example/app/settings', '/app/login')).toBe('https://snip.example/app/settings')
  })

  it('drops the query and fragment of a landing page', () => {
    expect(redirectTarget(site, 'https://snip.example/app/login?next=/abc123#x', '/app/settings')).toBe('https://snip.example/app/login')
  })

  it('answers the parsed URL, never the raw string with its line breaks', () => {
    expect(redirectTarget(site, 'https://snip.example/app/set\r\ntings', '/app/login')).toBe('https://snip.example/app/settings')
    expect(redirectTarget(site, 'https://snip.example/app\r\nSet-Cookie: a=b', '/app/login')).toBe('https://snip.example/app/login')
    expect(redirectTarget(site, 'https://SNIP.example/app/login', '/app/settings')).toBe('https://snip.example/app/login')
  })

  it('every landing page is a page of the site, and none can be a short code', () => {
    const pages = join(import.meta.dirname, '../../../site/src/pages')
    for (const page of LANDING_PAGES) {
      expect(existsSync(join(pages, `${page}.astro`)) || existsSync(join(pages, page, 'index.astro')), page).toBe(true)
      expect(SHORT_CODE_PATH.test(page), page).toBe(false)
      const segments = page.split('/').filter(Boolean)
      expect(segments.length, page).toBeGreaterThan(1)
      expect(!SHORT_CODE_PATTERN.test(segments[0]!) || isReservedCode(segments[0]!), page).toBe(true)
    }
  })
})
