// Titles, notes and tags of links (docs/decisions/0046) over real HTTP on every engine:
// validation and its messages, the note kept from public answers, tag normalisation and uniqueness,
// renaming (and merging) and deleting a tag on every link, and another user's tags and links as 404.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { signUpAndSignIn } from '../../test/auth-fixtures'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { expectRefusedOnCreateAndEdit } from '../../test/link-refusals'
import { apiClient } from '../../test/http-client'
import { organisationMessages as m } from '../contracts/organisation-messages'

type Tag = { id: number; name: string; links: number }

describe.each(testEngines)('titles, notes and tags on %s', (engine) => {
  let server: TestServer
  let call: ReturnType<typeof apiClient>
  let other: ReturnType<typeof apiClient>
  const tagsOf = async (c = call) => (await c('GET', '/api/tags')).body as Tag[]
  const linkOf = async (id: number) => (await call('GET', '/api/urls')).body.find((l: { id: number }) => l.id === id)

  beforeAll(async () => {
    server = await startTestServer({ engine })
    call = apiClient(server.baseUrl, (await signUpAndSignIn(server.baseUrl)).accessToken)
    other = apiClient(server.baseUrl, (await signUpAndSignIn(server.baseUrl)).accessToken)
  })
  afterAll(() => server?.stop())

  test.each([
    [{ title: 'x'.repeat(201) }, m.titleTooLong],
    [{ title: 'two\nlines' }, m.titleControl],
    [{ title: 5 }, m.titleInvalid],
    [{ note: 'x'.repeat(2001) }, m.noteTooLong],
    [{ tags: 'news' }, m.tagsInvalid],
    [{ tags: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k'] }, m.tooManyTags],
    [{ tags: ['   '] }, m.tagEmpty],
    [{ tags: ['x'.repeat(33)] }, m.tagTooLong],
    [{ tags: ['a,b'] }, m.tagInvalid],
    [{ tags: ['-lead'] }, m.tagInvalid],
  ])('refuses %j on create and on edit with a clear 400', (fields, message) => expectRefusedOnCreateAndEdit(call, fields, message))

  test('accepts the limits exactly and returns the fields; the note never reaches a public answer', async () => {
    const title = 't'.repeat(200)
    const note = 'secret plan '.repeat(166) + 'end.' // 1,996 characters
    const tags = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'x'.repeat(32)]
    const created = await call('POST', '/api/urls', { originalUrl: 'https://example.com/limits', title, note, tags })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ title, note: note.trim(), tags: [...tags].sort() })
    const pub = await apiClient(server.baseUrl)('GET', `/api/urls/by-code/${created.body.shortCode}`)
    expect(pub.status).toBe(200)
    expect(JSON.stringify(pub.body)).not.toContain('secret plan')
    expect(pub.body).toEqual({ originalUrl: 'https://example.com/limits' })
  })

  test('stores tags normalised: case and spaces do not make a second tag', async () => {
    const one = (await call('POST', '/api/urls', { originalUrl: 'https://example.com/n1', tags: ['  Spring   Sale ', 'SPRING sale', 'Été'] })).body
    expect(one.tags).toEqual(['spring sale', 'été'])
    const two = (await call('POST', '/api/urls', { originalUrl: 'https://example.com/n2', tags: ['spring SALE'] })).body
    expect(two.tags).toEqual(['spring sale'])
    expect((await tagsOf()).filter((t) => t.name === 'spring sale')).toEqual([expect.objectContaining({ links: 2 })])
  })

  test('PUT keeps absent fields, and null, blank or [] clears them', async () => {
    const link = (await call('POST', '/api/urls', { originalUrl: 'https://example.com/keep', title: 'Keep', note: 'Mine', tags: ['kept'] })).body
    expect((await call('PUT', `/api/urls/${link.id}`, { isActive: false })).body).toMatchObject({ title: 'Keep', note: 'Mine', tags: ['kept'] })
    expect((await call('PUT', `/api/urls/${link.id}`, { tags: ['other'] })).body.tags).toEqual(['other'])
    expect((await call('PUT', `/api/urls/${link.id}`, { title: null, note: '  ', tags: [] })).body).toMatchObject({ title: null, note: null, tags: [] })
    expect(await linkOf(link.id)).toMatchObject({ title: null, note: null, tags: [] })
  })

  test('renaming a tag renames it on every link; renaming onto an existing name merges the two', async () => {
    const a = (await call('POST', '/api/urls', { originalUrl: 'https://example.com/r1', tags: ['promo'] })).body
    const b = (await call('POST', '/api/urls', { originalUrl: 'https://example.com/r2', tags: ['promo', 'launch'] })).body
    const promo = (await tagsOf()).find((t) => t.name === 'promo')!
    const renamed = await call('PATCH', `/api/tags/${promo.id}`, { name: ' Offers ' })
    expect(renamed.body).toEqual({ id: promo.id, name: 'offers', links: 2 })
    expect((await linkOf(a.id)).tags).toEqual(['offers'])
    expect((await linkOf(b.id)).tags).toEqual(['launch', 'offers'])
    const launch = (await tagsOf()).find((t) => t.name === 'launch')!
    const merged = await call('PATCH', `/api/tags/${launch.id}`, { name: 'OFFERS' })
    expect(merged.body).toEqual({ id: promo.id, name: 'offers', links: 2 })
    expect((await linkOf(b.id)).tags).toEqual(['offers'])
    expect((await tagsOf()).some((t) => t.name === 'launch')).toBe(false)
    expect((await call('PATCH', `/api/tags/${promo.id}`, { name: 'bad,name' })).body).toEqual({ code: 'validation_failed', message: m.tagInvalid })
  })

  test('deleting a tag removes it from every link', async () => {
    const a = (await call('POST', '/api/urls', { originalUrl: 'https://example.com/d1', tags: ['doomed', 'stays'] })).body
    const b = (await call('POST', '/api/urls', { originalUrl: 'https://example.com/d2', tags: ['doomed'] })).body
    const doomed = (await tagsOf()).find((t) => t.name === 'doomed')!
    expect(await call('DELETE', `/api/tags/${doomed.id}`)).toMatchObject({ status: 200, body: { deleted: true } })
    expect((await linkOf(a.id)).tags).toEqual(['stays'])
    expect((await linkOf(b.id)).tags).toEqual([])
    expect((await call('DELETE', `/api/tags/${doomed.id}`)).status).toBe(404)
  })

  test("another user's tags and links answer 404, and their tags stay theirs", async () => {
    const mine = (await call('POST', '/api/urls', { originalUrl: 'https://example.com/mine', tags: ['private'] })).body
    const tag = (await tagsOf()).find((t) => t.name === 'private')!
    expect((await other('GET', '/api/tags')).body).toEqual([])
    expect(await other('PATCH', `/api/tags/${tag.id}`, { name: 'stolen' })).toMatchObject({
      status: 404,
      body: { code: 'tag_not_found', message: m.tagNotFound },
    })
    expect((await other('DELETE', `/api/tags/${tag.id}`)).status).toBe(404)
    expect((await other('PUT', `/api/urls/${mine.id}`, { tags: ['x'], note: 'x' })).status).toBe(404)
    // the same name is a separate tag of theirs
    await other('POST', '/api/urls', { originalUrl: 'https://example.com/theirs', tags: ['private'] })
    expect((await tagsOf(other)).map((t) => t.name)).toEqual(['private'])
    expect((await tagsOf()).find((t) => t.name === 'private')).toMatchObject({ id: tag.id, links: 1 })
    expect((await apiClient(server.baseUrl)('GET', '/api/tags')).status).toBe(401)
  })

  test("the owner's account export (JSON) carries a link's title, note and tags", async () => {
    const link = (await call('POST', '/api/urls', { originalUrl: 'https://example.com/exported', title: 'Exported', note: 'kept', tags: ['export'] })).body
    const res = await call('GET', '/api/users/me/export?format=json')
    expect(res.status).toBe(200)
    const body = typeof res.body === 'string' ? JSON.parse(res.body) : res.body
    expect(body.links.find((l: { id: number }) => l.id === link.id)).toMatchObject({ title: 'Exported', note: 'kept', tags: ['export'] })
  })

  test('an anonymous create cannot carry a title, note or tags (nobody could see them)', async () => {
    const anon = apiClient(server.baseUrl)
    expect((await anon('POST', '/api/urls', { originalUrl: 'https://example.com/anon', tags: ['x'] })).status).toBe(401)
    expect((await anon('POST', '/api/urls', { originalUrl: 'https://example.com/anon' })).body).toMatchObject({ title: null, note: null, tags: [] })
  })
})
