// The API's OpenAPI document is valid and complete enough for a script writer: a bearer scheme
// and which operations need it, a response for every status with the {code, message} error shape naming
// every code, numeric ids, the QR format, the redirect, and no internal fields.
import { Validator } from '@seriousme/openapi-schema-validator'
import Ajv2020 from 'ajv/dist/2020'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { errorCodes } from '../contracts'
import { qrStyleErrorCodes } from '../contracts/qr-style-messages'
import { moderationErrorCodes } from '../contracts/moderation-messages'
import { tagErrorCodes } from '../contracts/organisation-messages'
import { workspaceErrorCodes } from '../contracts/workspace-schemas'
import { domainErrorCodes } from '../contracts/domain-schemas'
import { webhookErrorCodes } from '../contracts/webhook-schemas'
import { startTestServer, type TestServer } from '../../test/harness'

type Operation = {
  security?: object[]
  responses?: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>
  parameters?: { name: string; in: string; schema?: { type?: string } }[]
}
type Doc = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, { properties?: Record<string, { enum?: string[] }> }> } }

describe('the OpenAPI document', () => {
  let server: TestServer
  let doc: Doc
  beforeAll(async () => {
    server = await startTestServer()
    doc = (await (await fetch(`${server.baseUrl}/api/docs/json`)).json()) as Doc
  })
  afterAll(() => server?.stop())

  const operations = () => Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op })))

  test('is a valid OpenAPI document', async () => {
    const result = await new Validator().validate(doc as never)
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
  })

  test('every operation has a success response and a documented body for every error, in the {code, message} shape', () => {
    for (const { path, method, op } of operations()) {
      const statuses = Object.keys(op.responses ?? {})
      expect(
        statuses.some((s) => /^[23]/.test(s)),
        `${method} ${path}`,
      ).toBe(true)
      if (path === '/{code}') continue
      for (const s of statuses.filter((s) => /^[45]/.test(s))) {
        expect(op.responses![s]!.content?.['application/json']?.schema?.$ref, `${method} ${path} ${s}`).toBe('#/components/schemas/Error')
      }
    }
    expect(doc.components.schemas.Error!.properties!.code!.enum!.sort()).toEqual(
      [
        ...new Set([
          ...Object.values(errorCodes),
          ...Object.values(qrStyleErrorCodes),
          ...Object.values(moderationErrorCodes),
          ...Object.values(tagErrorCodes),
          ...Object.values(workspaceErrorCodes),
          ...Object.values(domainErrorCodes),
          ...Object.values(webhookErrorCodes),
        ]),
      ].sort(),
    )
  })

  test('operations on someone’s data need the bearer token; public ones say they do not', () => {
    const needsToken = (path: string, method: string) => operations().find((o) => o.path === path && o.method === method)!.op.security
    for (const [path, method] of [
      ['/api/urls', 'get'],
      ['/api/urls/{id}', 'put'],
      ['/api/urls/{id}', 'delete'],
      ['/api/urls/{id}/qrcode', 'get'],
      ['/api/stats', 'get'],
      ['/api/users/me', 'get'],
    ]) {
      expect(needsToken(path!, method!), `${method} ${path}`).toEqual([{ bearerAuth: [] }])
    }
    for (const [path, method] of [
      ['/api/health', 'get'],
      ['/api/config', 'get'],
      ['/api/urls/by-code/{code}', 'get'],
      ['/{code}', 'get'],
    ]) {
      expect(needsToken(path!, method!), `${method} ${path}`).toEqual([])
    }
    expect(needsToken('/api/urls', 'post')).toEqual([{}, { bearerAuth: [] }]) // anonymous or signed in
  })

  test('link ids are integers, the QR format is listed, and no internal field is described', () => {
    const idTypes = operations()
      .filter(({ path }) => path.startsWith('/api/urls'))
      .flatMap(({ op }) => (op.parameters ?? []).filter((p) => p.name === 'id').map((p) => p.schema?.type))
    expect(idTypes.length).toBeGreaterThanOrEqual(4)
    expect(new Set(idTypes)).toEqual(new Set(['integer']))
    const qr = operations().find((o) => o.path === '/api/urls/{id}/qrcode')!.op
    for (const name of ['format', 'size', 'fg', 'bg', 'margin', 'ecc']) expect(qr.parameters!.find((p) => p.name === name)?.in, name).toBe('query')
    expect(JSON.stringify(doc.components.schemas.UserRecord)).not.toContain('password')
  })

  test('API keys: their routes need the bearer token, the scheme names them, and a listed key has no hash', () => {
    for (const [path, method] of [
      ['/api/keys', 'get'],
      ['/api/keys', 'post'],
      ['/api/keys/{id}', 'delete'],
    ]) {
      const op = operations().find((o) => o.path === path && o.method === method)?.op
      expect(op?.security, `${method} ${path}`).toEqual([{ bearerAuth: [] }])
      expect(Object.keys(op!.responses!), `${method} ${path}`).toContain('403')
    }
    const scheme = (doc.components as unknown as { securitySchemes: Record<string, { description: string }> }).securitySchemes.bearerAuth!
    expect(scheme.description).toContain('API key (`snip_…`')
    expect(Object.keys(doc.components.schemas.ApiKey!.properties!)).not.toContain('keyHash')
  })
})

describe('the OpenAPI document, as a client reads it', () => {
  let server: TestServer
  const warned: unknown[] = []
  let doc: Doc & { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: object }> } }>> }
  beforeAll(async () => {
    // Watched from before the first request: the document is built when it is first asked for.
    vi.spyOn(console, 'warn').mockImplementation((...args) => void warned.push(args))
    vi.spyOn(console, 'error').mockImplementation((...args) => void warned.push(args))
    server = await startTestServer()
    for (const path of ['/api/docs', '/api/docs/viewer.js']) expect((await fetch(`${server.baseUrl}${path}`)).status).toBe(200)
    doc = (await (await fetch(`${server.baseUrl}/api/docs/json`)).json()) as typeof doc
  })
  afterAll(async () => {
    vi.restoreAllMocks()
    await server?.stop()
  })

  test('opening the docs prints no warning and no stack trace', () => {
    expect(warned.map((w) => String(w).slice(0, 200))).toEqual([])
  })

  test('POST and PUT /api/urls describe their JSON body, and real bodies and answers validate against it', async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true })
    const bodySchema = (path: string, method: string) => {
      const schema = doc.paths[path]![method]!.requestBody?.content['application/json']?.schema as Record<string, unknown> | undefined
      expect(schema, `${method} ${path}`).toBeDefined()
      const { $schema: _, ...rest } = schema!
      return ajv.compile(rest)
    }
    const create = bodySchema('/api/urls', 'post')
    const update = bodySchema('/api/urls/{id}', 'put')
    const sent = { originalUrl: 'https://example.com/documented', shortCode: null }
    expect(create(sent), JSON.stringify(create.errors)).toBe(true)
    expect(create({ shortCode: 'abcde' })).toBe(false) // originalUrl is required
    expect(update({ originalUrl: 'https://example.com/again', isActive: false }), JSON.stringify(update.errors)).toBe(true)

    const answer = await fetch(`${server.baseUrl}/api/urls`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(sent) })
    expect(answer.status).toBe(201)
    const responseSchema = (doc.paths['/api/urls']!.post as Operation).responses!['201']!.content!['application/json']!.schema!
    // The answer's schema refers to the document's components: compiled with them at its root.
    const checkAnswer = ajv.compile({ ...responseSchema, components: doc.components })
    expect(checkAnswer(await answer.json()), JSON.stringify(checkAnswer.errors)).toBe(true)
  })
})
