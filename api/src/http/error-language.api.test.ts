// The API's errors over real HTTP in the caller's language: the same status and code, the message from the
// catalogs by the snip-lang preference, then Accept-Language; English when neither names a language Snip
// speaks, so every English answer is as it was. A message that carries a value keeps it.
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { messages } from '../contracts'
import { listingMessages } from '../contracts/link-listing-schemas'
import { signUpAndSignIn, type SignedInUser } from '../../test/auth-fixtures'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'

const catalog = (language: string) =>
  JSON.parse(readFileSync(new URL(`../../../site/messages/${language}.json`, import.meta.url), 'utf8')) as Record<string, string>

describe.each(testEngines)('API errors in the caller’s language on %s', (engine) => {
  let server: TestServer
  let alice: SignedInUser
  beforeAll(async () => {
    server = await startTestServer({ engine })
    alice = await signUpAndSignIn(server.baseUrl)
  })
  afterAll(() => server?.stop())

  const answer = async (path: string, headers: Record<string, string> = {}, init: RequestInit = {}) => {
    const response = await fetch(`${server.baseUrl}${path}`, { ...init, headers: { ...headers, ...(init.headers as Record<string, string>) } })
    return { status: response.status, body: (await response.json()) as { code: string; message: string }, vary: response.headers.get('vary') ?? '' }
  }

  test('an unknown route: the same 404 and code, the words of the language asked for', async () => {
    const path = '/api/no-such-thing'
    expect(await answer(path)).toMatchObject({ status: 404, body: { code: 'not_found', message: messages.api.notFound } })
    expect(await answer(path, { 'accept-language': 'en-GB,en;q=0.9' })).toMatchObject({ status: 404, body: { message: 'Not found' } })
    expect(await answer(path, { 'accept-language': 'it, nl;q=0.5' })).toMatchObject({ status: 404, body: { message: 'Not found' } })
    const german = await answer(path, { 'accept-language': 'de' })
    expect(german).toMatchObject({ status: 404, body: { code: 'not_found', message: 'Nicht gefunden' } })
    expect(german.vary).toContain('accept-language')
    expect(await answer(path, { 'accept-language': 'ja' })).toMatchObject({ status: 404, body: { code: 'not_found', message: '見つかりません' } })
    expect(await answer(path, { 'accept-language': 'it, fr;q=0.9, en;q=0.8' })).toMatchObject({
      status: 404,
      body: { code: 'not_found', message: 'Introuvable' },
    })
    // An answer the dispatcher makes itself, outside /api: a method a site address does not allow.
    expect(await answer('/about', { 'accept-language': 'fr' }, { method: 'DELETE' })).toMatchObject({
      status: 405,
      body: { code: 'method_not_allowed', message: 'Méthode non autorisée' },
    })
    // The preference picked in the switcher wins over the browser's languages.
    expect(await answer(path, { 'accept-language': 'de', cookie: 'theme=dark; snip-lang=pt-BR' })).toMatchObject({
      status: 404,
      body: { code: 'not_found', message: 'Não encontrado' },
    })
  })

  test('a refused body: the same 400 and validation code', async () => {
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${alice.accessToken}` }
    const init = { method: 'POST', headers, body: JSON.stringify({ originalUrl: 'https://example.com', shortCode: 'ab' }) }
    expect(await answer('/api/urls', {}, init)).toMatchObject({ status: 400, body: { code: 'validation_failed', message: messages.shortCode.tooShort } })
    expect(await answer('/api/urls', { 'accept-language': 'de-AT' }, init)).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', message: 'Der Kurzcode muss mindestens 5 Zeichen lang sein' },
    })
    expect(await answer('/api/urls', { 'accept-language': 'es' }, { ...init, body: '{"originalUrl":' })).toMatchObject({
      status: 400,
      body: { code: 'malformed_json', message: 'El cuerpo de la solicitud no es un JSON válido' },
    })
  })

  test('a sentence the islands say too is answered in their translation: the catalogs hold it once, under their key', async () => {
    const [english, german] = [catalog('en'), catalog('de')]
    const keys = Object.keys(english).filter((key) => english[key] === messages.api.malformedJson)
    expect(keys.length).toBeGreaterThan(0)
    expect(keys.every((key) => key.includes('.'))).toBe(true)
    const init = { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${alice.accessToken}` }, body: '{"originalUrl":' }
    const englishAnswer = await answer('/api/urls', {}, init)
    expect(englishAnswer).toMatchObject({ status: 400, body: { message: messages.api.malformedJson } })
    expect(await answer('/api/urls', { 'accept-language': 'de' }, init)).toMatchObject({
      status: 400,
      body: { code: englishAnswer.body.code, message: german[keys[0]!] },
    })
  })

  test('a message with a limit keeps the limit', async () => {
    const signedIn = { authorization: `Bearer ${alice.accessToken}` }
    expect(await answer('/api/urls?limit=5000', signedIn)).toMatchObject({ status: 400, body: { code: 'validation_failed', message: listingMessages.limit } })
    expect(await answer('/api/urls?limit=5000', { ...signedIn, 'accept-language': 'de' })).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', message: 'limit muss eine ganze Zahl von 1 bis 200 sein' },
    })
    expect(await answer('/api/urls?limit=5000', { ...signedIn, cookie: 'snip-lang=ja' })).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', message: 'limitは1～200の整数にしてください' },
    })
  })

  test('the auth service: Snip’s own sentences are translated, GoTrue’s texts and the wire shape are kept', async () => {
    const notJson = { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' }
    const german = await fetch(`${server.baseUrl}/auth/v1/token?grant_type=password`, { ...notJson, headers: { ...notJson.headers, 'accept-language': 'de' } })
    expect(german.status).toBe(415)
    expect(german.headers.get('x-sb-error-code')).toBe('bad_json')
    expect(await german.json()).toEqual({
      code: 'bad_json',
      error_code: 'bad_json',
      message: 'Der Anfragetext muss JSON sein (Content-Type: application/json)',
    })
    const wrong = await fetch(`${server.baseUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'de' },
      body: JSON.stringify({ email: alice.email, password: 'not the password' }),
    })
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toMatchObject({ code: 'invalid_credentials', message: 'Invalid login credentials' })
  })
})
