// Random codes are regenerated on the server when they collide (only custom codes fail), over real HTTP.
// nanoid's generator is replaced by a script of codes, so collisions happen on purpose.
import { describe, expect, test, vi } from 'vitest'
import { testEngines } from '../../test/harness'
import { useSignedInServer } from '../../test/signed-in-server'

const script: string[] = []
vi.mock('nanoid', async (original) => ({
  ...(await original<typeof import('nanoid')>()),
  customAlphabet: () => () => script.shift() ?? 'Zz0_-Zz',
}))

describe.each(testEngines)('random codes on %s', (engine) => {
  const signedIn = useSignedInServer({ engine })
  const { call } = signedIn

  test('a random code that is taken (or reserved) is replaced by a new one, not refused', async () => {
    await call('POST', '/api/urls', { originalUrl: 'https://example.com/1', shortCode: `Taken${engine}` })
    script.push(`Taken${engine}`, `Taken${engine}`, 'about', `Free1${engine}`)
    const res = await call('POST', '/api/urls', { originalUrl: 'https://example.com/2' })
    expect(res.status).toBe(201)
    expect(res.body.shortCode).toBe(`Free1${engine}`)
    expect(script).toEqual([])
  })

  test('a random code held after an account deletion (in any case) is drawn again', async () => {
    const { heldCodes } = signedIn.server.db.t
    await signedIn.server.db.orm.insert(heldCodes).values({ codeKey: `held1${engine}`, releaseAt: new Date(Date.now() + 86_400_000) })
    script.push(`HELD1${engine}`, `Free2${engine}`)
    const res = await call('POST', '/api/urls', { originalUrl: 'https://example.com/held' })
    expect(res.status).toBe(201)
    expect(res.body.shortCode).toBe(`Free2${engine}`)
  })

  test('gives up with a 500 (no stack) only after repeated collisions', async () => {
    script.push(...Array(8).fill(`Taken${engine}`))
    const res = await call('POST', '/api/urls', { originalUrl: 'https://example.com/3' })
    expect(res.status).toBe(500)
    expect(JSON.stringify(res.body)).not.toMatch(/\.ts:\d+/)
  })
})
