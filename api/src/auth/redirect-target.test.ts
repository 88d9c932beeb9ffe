import { describe, expect, it } from 'vitest'
import { isAllowedRedirect, redirectTarget } from './redirect-target'

describe('redirect_to allow-list', () => {
  const site = 'https://snip.example'

  it('allows the site origin only', () => {
    expect(isAllowedRedirect(site, 'https://snip.example/app/login')).toBe(true)
    expect(isAllowedRedirect(site, 'http://snip.example/app/login')).toBe(false)
    expect(isAllowedRedirect(site, 'https://snip.example.evil.com/')).toBe(false)
    expect(isAllowedRedirect(site, 'https://evil.com/?https://snip.example')).toBe(false)
    expect(isAllowedRedirect(site, 'https://user@snip.example/')).toBe(false)
    expect(isAllowedRedirect(site, 'javascript:alert(1)')).toBe(false)
    expect(isAllowedRedirect(site, '//evil.com')).toBe(false)
    expect(isAllowedRedirect(site, 'https://snip.example:8443/')).toBe(false)
  })

  it('lets loopback sites use any port', () => {
    expect(isAllowedRedirect('http://localhost:3000', 'http://localhost:4321/app/login')).toBe(true)
    expect(isAllowedRedirect('http://localhost:3000', 'http://127.0.0.1:3000/app/login')).toBe(false)
  })

  it('falls back to the default page', () => {
    expect(redirectTarget(site, 'https://evil.com', '/app/login')).toBe('https://snip.example/app/login')
    expect(redirectTarget(site, null, '/app/reset-password')).toBe('https://snip.example/app/reset-password')
    expect(redirectTarget(site, 'https://snip.example/x', '/app/login')).toBe('https://snip.example/x')
  })

  it('answers the parsed URL, never the raw string with its line breaks', () => {
    expect(redirectTarget(site, 'https://snip.example/app\r\nSet-Cookie: a=b', '/app/login')).toBe('https://snip.example/appSet-Cookie:%20a=b')
    expect(redirectTarget(site, 'https://SNIP.example/a b', '/app/login')).toBe('https://snip.example/a%20b')
  })
})
