// DELETE /api/users/me and workspaces (docs/decisions/0081), over real HTTP on every engine: refused (409,
// naming them) while the account is the last owner of a team others are in; a member's links in a team
// stay with it, their personal workspace and its links go; a team only the account was in goes with it.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { workspaceErrorCodes, workspaceMessages } from '../contracts/workspace-schemas'
import { addMember } from '../workspaces'
import { signUpAndSignIn } from '../../test/auth-fixtures'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { apiClient, followShortLink } from '../../test/http-client'

const PASSWORD = 'correct horse battery'

describe.each(testEngines)('account deletion and workspaces on %s', (engine) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ engine })
  })
  afterAll(() => server?.stop())

  const person = async () => {
    const s = await signUpAndSignIn(server.baseUrl, { password: PASSWORD })
    const call = apiClient(server.baseUrl, s.accessToken)
    await call('POST', '/api/users', {})
    return { call, userId: s.userId }
  }
  const deleteAccount = (call: ReturnType<typeof apiClient>) => call('DELETE', '/api/users/me', { confirmation: 'DELETE', password: PASSWORD })

  test('the last owner of a team with members is refused, naming it; a member leaves their team links behind', async () => {
    const [owner, member, other] = [await person(), await person(), await person()]
    const slug = `deletion-${engine}`
    expect((await owner.call('POST', '/api/workspaces', { name: 'Newsroom', slug })).status).toBe(201)
    await addMember(server.db, slug, member.userId, 'member')
    await addMember(server.db, slug, other.userId, 'viewer')
    // the member's two links: one stays personal, one is put in the team (as the team's links will be made)
    const mine = await member.call('POST', '/api/urls', { originalUrl: 'https://example.com/personal', shortCode: `wsd-own-${engine}` })
    const theirs = await member.call('POST', '/api/urls', { originalUrl: 'https://example.com/team', shortCode: `wsd-team-${engine}` })
    const { links, workspaces } = server.db.t
    const [team] = await server.db.orm.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.slug, slug))
    await server.db.orm.update(links).set({ workspaceId: team!.id }).where(eq(links.id, theirs.body.id))

    expect(await deleteAccount(member.call)).toMatchObject({ status: 200 })
    expect((await followShortLink(server.baseUrl, mine.body.shortCode)).status).not.toBe(302)
    expect((await followShortLink(server.baseUrl, theirs.body.shortCode)).status).toBe(302)
    const left = (await owner.call('GET', `/api/workspaces/${slug}/members`)).body.map((x: { userId: string }) => x.userId)
    expect(left.sort()).toEqual([owner.userId, other.userId].sort())
    expect(await server.db.orm.select().from(workspaces).where(eq(workspaces.personalOf, member.userId))).toEqual([])

    const refused = await deleteAccount(owner.call)
    expect(refused).toMatchObject({ status: 409, body: { code: workspaceErrorCodes.lastOwner, message: `${workspaceMessages.accountLastOwner} Newsroom` } })
    expect((await owner.call('GET', '/api/workspaces')).body).toHaveLength(2) // nothing was deleted

    // alone in it, the owner's team goes with the account, the member's link in it too
    expect((await owner.call('DELETE', `/api/workspaces/${slug}/members/${other.userId}`)).status).toBe(200)
    expect(await deleteAccount(owner.call)).toMatchObject({ status: 200 })
    expect(await server.db.orm.select().from(workspaces).where(eq(workspaces.slug, slug))).toEqual([])
    expect((await followShortLink(server.baseUrl, theirs.body.shortCode)).status).not.toBe(302)
  })

  test("a member's tags on the team's links stay with the team when the member's account goes; the links name who made them", async () => {
    const [owner, member] = [await person(), await person()]
    const slug = `tags-stay-${engine}`
    expect((await owner.call('POST', '/api/workspaces', { name: 'Tag keepers', slug })).status).toBe(201)
    await addMember(server.db, slug, member.userId, 'member')
    const made = await member.call('POST', `/api/urls?workspace=${slug}`, {
      originalUrl: 'https://example.com/tagged',
      shortCode: `wsd-tag-${engine}`,
      tags: ['campaign'],
    })
    expect(made).toMatchObject({ status: 201, body: { createdBy: member.userId, tags: ['campaign'] } })
    const listed = (await owner.call('GET', `/api/urls?workspace=${slug}`)).body
    expect(listed.map((l: { createdBy: string }) => l.createdBy)).toEqual([member.userId])

    expect(await deleteAccount(member.call)).toMatchObject({ status: 200 })
    const after = (await owner.call('GET', `/api/urls?workspace=${slug}`)).body
    expect(after).toMatchObject([{ shortCode: `wsd-tag-${engine}`, tags: ['campaign'], createdBy: member.userId }])
    expect((await owner.call('GET', `/api/tags?workspace=${slug}`)).body).toMatchObject([{ name: 'campaign', links: 1 }])
  })
})
