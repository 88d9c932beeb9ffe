// The redirect and the click counting never touch the audit log: a follow writes nothing anyone could
// trace a visitor by, and the hot path does no work for it. Read from their code, tests left out.
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { Glob } from 'bun'
import { describe, expect, it } from 'vitest'

const SRC = resolve(import.meta.dirname, '..')
const HOT = ['redirect', 'clicks']
const TOUCHES = [/from\s+['"](?:\.\.\/)+audit(?:\/[^'"]*)?['"]/, /\bauditEvents\b/, /\baudit_events\b/]

describe('the audit log and the hot path', () => {
  it('redirect/ and clicks/ neither import the audit room nor name its table', () => {
    const found: string[] = []
    let read = 0
    for (const room of HOT)
      for (const path of new Glob('**/*.ts').scanSync(join(SRC, room))) {
        if (path.endsWith('.test.ts')) continue
        read++
        const text = readFileSync(join(SRC, room, path), 'utf8')
        for (const pattern of TOUCHES) if (pattern.test(text)) found.push(`${room}/${path} ${pattern}`)
      }
    expect(read).toBeGreaterThan(10) // the reading works
    expect(found).toEqual([])
  })
})
