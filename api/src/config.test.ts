// Configuration: defaults, and a bad value stops the start with a message naming the variable.
import { describe, expect, test } from 'vitest'
import { loadConfig } from './config'

describe('loadConfig', () => {
  test('defaults: port 3000, all interfaces, localhost public URL, SQLite in ./data, 302', () => {
    const c = loadConfig({})
    expect(c).toMatchObject({ port: 3000, host: '0.0.0.0', publicUrl: 'http://localhost:3000', redirectStatus: 302, logLevel: 'info' })
    expect(c).toMatchObject({ anonCreateLimit: 30, authRateLimit: 30, notFoundLimit: 60, linkCacheSize: 50_000, referrerPolicy: 'no-referrer' })
    expect(c.databaseUrl).toBeUndefined()
    expect(c.dataDir.endsWith('/data')).toBe(true)
    expect(Object.isFrozen(c)).toBe(true)
  })

  test('metrics are off unless METRICS_TOKEN or METRICS_PORT is set', () => {
    expect(loadConfig({})).toMatchObject({ metricsToken: undefined, metricsPort: undefined })
    expect(loadConfig({ METRICS_TOKEN: ' a-token-of-20-chars ', METRICS_PORT: '9464' })).toMatchObject({
      metricsToken: 'a-token-of-20-chars',
      metricsPort: 9464,
    })
  })

  test('PUBLIC_URL follows PORT and loses a trailing slash', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080')
    expect(loadConfig({ PUBLIC_URL: 'https://s.example/' }).publicUrl).toBe('https://s.example')
  })

  test.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'ftp://x.example' }, 'PUBLIC_URL'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIRECT_STATUS: '303' }, 'REDIRECT_STATUS'],
    [{ REFERRER_POLICY: 'unsafe-url' }, 'REFERRER_POLICY'],
    [{ REDIS_URL: 'http://cache:6379' }, 'REDIS_URL'],
    [{ CACHE_INVALIDATION: 'gossip' }, 'CACHE_INVALIDATION'],
    [{ CACHE_INVALIDATION: 'redis' }, 'CACHE_INVALIDATION'],
    [{ REFERRER_POLICY: 'no-referrer-when-downgrade' }, 'REFERRER_POLICY'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ SMTP_URL: 'smtp://mail.example' }, 'MAIL_FROM'],
    [{ NOT_FOUND_LIMIT: '-1' }, 'NOT_FOUND_LIMIT'],
    [{ NOT_FOUND_LIMIT: 'lots' }, 'NOT_FOUND_LIMIT'],
    [{ LINK_CACHE_SIZE: '0' }, 'LINK_CACHE_SIZE'],
    [{ LINK_CACHE_SIZE: 'big' }, 'LINK_CACHE_SIZE'],
    [{ METRICS_TOKEN: 'too-short' }, 'METRICS_TOKEN'],
    [{ METRICS_PORT: 'nine' }, 'METRICS_PORT'],
    [{ METRICS_PORT: '3000' }, 'METRICS_PORT'],
    [{ IPV6_LIMIT_PREFIX: '16' }, 'IPV6_LIMIT_PREFIX'],
    [{ IPV6_LIMIT_PREFIX: '129' }, 'IPV6_LIMIT_PREFIX'],
    [{ IPV6_LIMIT_PREFIX: '/64' }, 'IPV6_LIMIT_PREFIX'],
  ])('refuses %j naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(variable)
  })

  test('IPV6_LIMIT_PREFIX: a /64 unless set (32 to 128)', () => {
    expect(loadConfig({}).ipv6LimitPrefix).toBe(64)
    expect(loadConfig({ IPV6_LIMIT_PREFIX: '56' }).ipv6LimitPrefix).toBe(56)
  })

  test.each(['301', '302', '307', '308'])('accepts REDIRECT_STATUS=%s', (s) => {
    expect(loadConfig({ REDIRECT_STATUS: s }).redirectStatus).toBe(Number(s))
  })

  test.each(['strict-origin-when-cross-origin', 'STRICT-ORIGIN', 'origin', 'same-origin'])('accepts REFERRER_POLICY=%s', (p) => {
    expect(loadConfig({ REFERRER_POLICY: p }).referrerPolicy).toBe(p.toLowerCase())
  })
})
