import { describe, expect, it } from 'vitest'
import { createGate, hashPassword, verifyPassword } from './password-hashing'

describe('password hashing', () => {
  it('hashes with argon2id at 19 MiB and 2 iterations, and verifies; no hash never verifies', async () => {
    const hash = await hashPassword('secret123')
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(await verifyPassword('secret123', hash)).toBe(true)
    expect(await verifyPassword('secret124', hash)).toBe(false)
    expect(await verifyPassword('secret123', undefined)).toBe(false)
  })

  it('still verifies hashes made with other parameters (Bun defaults)', async () => {
    const old = await Bun.password.hash('secret123', { algorithm: 'argon2id' })
    expect(await verifyPassword('secret123', old)).toBe(true)
    expect(await verifyPassword('nope', old)).toBe(false)
  })

  it('runs at most `slots` tasks at once, the rest in order, and frees a slot when a task fails', async () => {
    const gate = createGate(2)
    let running = 0
    let most = 0
    const order: number[] = []
    const task = (i: number) => () =>
      new Promise<number>((resolve, reject) => {
        running++
        most = Math.max(most, running)
        setTimeout(() => {
          running--
          order.push(i)
          if (i === 1) reject(new Error('boom'))
          else resolve(i)
        }, 5)
      })
    const results = await Promise.allSettled([0, 1, 2, 3, 4, 5].map((i) => gate(task(i))))
    expect(most).toBe(2)
    expect(order).toEqual([0, 1, 2, 3, 4, 5])
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled'])
  })
})
