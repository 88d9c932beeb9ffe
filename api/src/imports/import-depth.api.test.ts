// An import's JSON file is scanned for its nesting depth before it is parsed, as every JSON body is: a
// 4 MB file of nested brackets took 1–2.3 s and 400 MB to parse and walk. As the raw body and as the
// multipart form's file, on every engine.
import { describe, expect, test } from 'vitest'
import { importMessages, limits } from '../contracts'
import { testEngines } from '../../test/harness'
import { importClient } from '../../test/import-client'
import { useSignedInServer } from '../../test/signed-in-server'

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)

describe.each(testEngines)('import file nesting depth on %s', (engine) => {
  const alice = useSignedInServer({ engine })
  const client = () => importClient(alice.server.baseUrl, alice.token)

  test.each([
    ['a bare array', (inner: string) => inner],
    ['a row field', (inner: string) => `[{"url":${inner}}]`],
    ['a wrapper object', (inner: string) => `{"links":${inner}}`],
  ])('%s nested deeper than the limit is refused before parsing, as the body and as the form file', async (_name, file) => {
    for (const answer of [
      await client().raw('/api/urls/import/preview', file(nested(2_000_000)), 'application/json'),
      await client().form('/api/urls/import', file(nested(limits.jsonMaxDepth + 1)), {}, 'links.json'),
    ]) {
      expect([answer.status, answer.body]).toEqual([400, { code: 'import_unreadable', message: importMessages.tooDeep(limits.jsonMaxDepth) }])
    }
  })

  test('a file at the limit is read as before', async () => {
    const answer = await client().raw(
      '/api/urls/import/preview',
      `[{"url":"https://deep.example/","tags":${nested(limits.jsonMaxDepth - 2)}}]`,
      'application/json',
    )
    expect(answer.body.message).not.toBe(importMessages.tooDeep(limits.jsonMaxDepth))
    expect(answer.status).toBeLessThan(500)
  })
})
