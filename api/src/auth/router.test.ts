// An unexpected failure is logged with its details and answered with the contract's generic 500.
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config'
import type { Database } from '../db/database'
import { createLogger } from '../http/logger'
import { createAuthService } from './index'

describe('auth router failure handling', () => {
  it('answers a generic JSON 500 without a stack and logs the cause without query parameters', async () => {
    const broken = new Proxy(
      {},
      {
        get() {
          throw new Error('Failed query: select * from auth_users\nparams: secret-param')
        },
      },
    )
    const db = {
      dialect: 'sqlite',
      orm: broken,
      t: broken,
      transaction: async () => {
        throw new Error('x')
      },
    } as unknown as Database
    const lines: string[] = []
    const config = loadConfig({ JWT_SECRET: 'x'.repeat(40), PUBLIC_URL: 'http://snip.test', AUTH_RATE_LIMIT: '0' })
    const auth = await createAuthService({ config, db, logger: createLogger('error', (l) => lines.push(l)) })

    const res = await auth.handle(
      new Request('http://snip.test/auth/v1/token?grant_type=password', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'a@example.com', password: 'secret123' }),
      }),
      '127.0.0.1',
    )
    expect(res.status).toBe(500)
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01')
    const body = await res.text()
    expect(JSON.parse(body)).toEqual({
      code: 'unexpected_failure',
      error_code: 'unexpected_failure',
      message: 'Unexpected failure, please check server logs for more information',
    })
    expect(body).not.toContain('at ')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain('Failed query: select * from auth_users')
    expect(lines[0]).not.toContain('secret-param')
    expect(lines[0]).not.toContain('secret123')
  })
})
