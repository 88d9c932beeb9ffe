// Workspace invitations over real HTTP on every engine (docs/decisions/0081): who may invite, list and
// withdraw (every role, a non-member, an anonymous caller and an API key, each cell asserted); the mail
// over a real SMTP server and its link; accepting once with the role; expired, withdrawn and used links;
// the wrong account; without SMTP the link in the answer; an invite-only instance admitting the invitee.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { errorCodes } from '../contracts'
import { messages } from '../contracts/messages'
import { workspaceErrorCodes as codes, workspaceMessages as m } from '../contracts/workspace-schemas'
import { createConfirmedAccount } from '../auth'
import { writeInstanceSettings } from '../moderation/instance-settings.repository'
import { nthMailTo, signUpAndSignIn, startMailbox, uniqueEmails, type Mailbox } from '../../test/auth-fixtures'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { startSlowSmtp } from '../../test/smtp-servers'
import { apiClient } from '../../test/http-client'
import { addMember } from './members.service'

type Client = ReturnType<typeof apiClient>
const ROLES = ['owner', 'admin', 'member', 'viewer'] as const
type Who = (typeof ROLES)[number] | 'outsider' | 'anonymous' | 'admin key' | 'reading key' | 'personal key'
const WHO: Who[] = [...ROLES, 'outsider', 'anonymous', 'admin key', 'reading key', 'personal key']
const PASSWORD = 'correct horse battery'
/** A header as written (RFC 2047 Q-encoding for text with quotes), as read. */
const decodedHeader = (raw: string) =>
  raw.replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, q: string) =>
    Buffer.from(
      q.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_h, x: string) => String.fromCharCode(parseInt(x, 16))),
      'latin1',
    ).toString('utf8'),
  )
const LINK = /http:\/\/snip\.test\/app\/invite#([A-Za-z0-9_-]+)/

describe.each(testEngines)('workspace invitations on %s', (engine) => {
  let server: TestServer
  let plain: TestServer
  let mailbox: Mailbox
  let n = 0
  const email = uniqueEmails(`invited-${engine}-`)
  beforeAll(async () => {
    mailbox = await startMailbox()
    server = await startTestServer({ engine, env: { SMTP_URL: mailbox.url, MAIL_FROM: 'Snip <snip@example.com>' } })
    plain = await startTestServer({ engine })
  })
  afterAll(async () => {
    await server?.stop()
    await plain?.stop()
    await mailbox?.stop()
  })

  /** A confirmed account (with SMTP a sign-up waits for its mail) and a session of it. */
  async function person(on = server, address = email()): Promise<{ call: Client; userId: string; email: string; token: string }> {
    await createConfirmedAccount(on.db, { email: address, password: PASSWORD })
    const s = await signUpAndSignIn(on.baseUrl, { email: address, password: PASSWORD })
    return { call: apiClient(on.baseUrl, s.accessToken), userId: s.userId, email: address, token: s.accessToken }
  }

  /** A team with one person in each role, and an outsider with a team of their own. */
  async function team(on = server) {
    const slug = `inv-${engine}-${++n}`
    const people = Object.fromEntries(await Promise.all(ROLES.map(async (r) => [r, await person(on)] as const))) as Record<
      (typeof ROLES)[number],
      Awaited<ReturnType<typeof person>>
    >
    expect((await people.owner.call('POST', '/api/workspaces', { name: `Team ${n}`, slug })).status).toBe(201)
    for (const role of ['admin', 'member', 'viewer'] as const) await addMember(on.db, slug, people[role].userId, role)
    return { slug, name: `Team ${n}`, people }
  }

  const tokenOf = (link: string) => LINK.exec(link)?.[1] ?? ''

  describe('who may invite, list and withdraw', () => {
    let shared: Awaited<ReturnType<typeof team>>
    const callers = {} as Record<Who, Client>
    beforeAll(async () => {
      shared = await team(plain)
      for (const r of ROLES) callers[r] = shared.people[r].call
      const outsider = await person(plain)
      expect((await outsider.call('POST', '/api/workspaces', { name: 'Elsewhere', slug: `${shared.slug}-x` })).status).toBe(201)
      callers.outsider = outsider.call
      callers.anonymous = apiClient(plain.baseUrl)
      // keys of the team's owner: one with workspace:admin in the team, one reading it, one of the personal workspace
      const keyOf = async (at: string, scopes: string[]) => (await shared.people.owner.call('POST', at, { name: 'invitations', scopes })).body.key as string
      callers['admin key'] = apiClient(plain.baseUrl, await keyOf(`/api/keys?workspace=${shared.slug}`, ['workspace:admin']))
      callers['reading key'] = apiClient(plain.baseUrl, await keyOf(`/api/keys?workspace=${shared.slug}`, ['links:read', 'analytics:read']))
      callers['personal key'] = apiClient(plain.baseUrl, await keyOf('/api/keys', ['workspace:admin']))
    })

    const NOT_FOUND = { status: 404, code: codes.workspaceNotFound }
    const FORBIDDEN = { status: 403, code: codes.insufficientRole }
    const NO_SCOPE = { status: 403, code: errorCodes.insufficientScope }
    const ok = (status = 200) => ({ status, code: undefined })
    const expected: Record<string, Record<Who, { status: number; code?: string }>> = {
      create: {
        owner: ok(201),
        admin: ok(201),
        member: FORBIDDEN,
        viewer: FORBIDDEN,
        outsider: NOT_FOUND,
        anonymous: { status: 401, code: errorCodes.unauthorized },
        'admin key': ok(201),
        'reading key': NO_SCOPE,
        'personal key': NOT_FOUND,
      },
      list: {
        owner: ok(),
        admin: ok(),
        member: FORBIDDEN,
        viewer: FORBIDDEN,
        outsider: NOT_FOUND,
        anonymous: { status: 401, code: errorCodes.unauthorized },
        'admin key': ok(),
        'reading key': NO_SCOPE,
        'personal key': NOT_FOUND,
      },
      revoke: {
        owner: ok(),
        admin: ok(),
        member: FORBIDDEN,
        viewer: FORBIDDEN,
        outsider: NOT_FOUND,
        anonymous: { status: 401, code: errorCodes.unauthorized },
        'admin key': ok(),
        'reading key': NO_SCOPE,
        'personal key': NOT_FOUND,
      },
    }
    const cells = Object.keys(expected).flatMap((action) => WHO.map((who) => [action, who] as const))

    test.each(cells)('%s by %s', async (action, who) => {
      const at = `/api/workspaces/${shared.slug}/invitations`
      const made = await shared.people.owner.call('POST', at, { email: email(), role: 'member' })
      expect(made.status).toBe(201)
      const call = callers[who]
      const answer =
        action === 'create'
          ? await call('POST', at, { email: email(), role: 'viewer' })
          : action === 'list'
            ? await call('GET', at)
            : await call('DELETE', `${at}/${made.body.invitation.id}`)
      expect({ status: answer.status, code: answer.body?.code }).toEqual(expected[action]![who])
      const pending = (await shared.people.owner.call('GET', at)).body as { id: string }[]
      if (action === 'revoke') expect(pending.some((i) => i.id === made.body.invitation.id)).toBe(answer.status !== 200)
      if (action === 'list' && answer.status === 200) expect(answer.body).toEqual(pending)
    })
  })

  test('the invitation is mailed over SMTP (no link in the answer); its link opens it; accepting joins once with the role', async () => {
    const { slug, name, people } = await team()
    const invitee = email()
    const made = await people.admin.call('POST', `/api/workspaces/${slug}/invitations`, { email: ` ${invitee.toUpperCase()} `, role: 'member' })
    expect(made.status).toBe(201)
    expect(made.body).toEqual({
      mailed: true,
      invitation: {
        id: expect.any(String),
        email: invitee,
        role: 'member',
        invitedBy: people.admin.email,
        createdAt: expect.any(String),
        expiresAt: expect.any(String),
      },
    })
    const days = (Date.parse(made.body.invitation.expiresAt) - Date.parse(made.body.invitation.createdAt)) / 86_400_000
    expect(days).toBe(7)
    const mail = await nthMailTo(mailbox, invitee)
    expect(decodedHeader(mail.subject)).toBe(`Join "${name}" on Snip`)
    expect(mail.text).toContain(`${people.admin.email} invites you to join the workspace "${name}" on Snip as member.`)
    const token = tokenOf(mail.text)
    expect(token.length).toBeGreaterThan(30)
    expect(tokenOf(mail.html)).toBe(token)
    // only a hash of the token is stored
    const [stored] = await server.db.orm.select().from(server.db.t.workspaceInvitations).where(eq(server.db.t.workspaceInvitations.email, invitee))
    expect(JSON.stringify(stored)).not.toContain(token)

    const anonymous = apiClient(server.baseUrl)
    expect(await anonymous('GET', `/api/invitations/${token}`)).toMatchObject({
      status: 200,
      body: { workspace: { name, slug }, role: 'member', email: invitee, invitedBy: people.admin.email, expiresAt: made.body.invitation.expiresAt },
    })
    expect(await anonymous('POST', `/api/invitations/${token}/accept`)).toMatchObject({ status: 401 })

    const joining = await person(server, invitee)
    const joined = await joining.call('POST', `/api/invitations/${token}/accept`)
    expect(joined).toMatchObject({ status: 200, body: { slug, name, role: 'member', personal: false } })
    const members = (await people.owner.call('GET', `/api/workspaces/${slug}/members`)).body as { userId: string; role: string }[]
    expect(members.find((x) => x.userId === joining.userId)?.role).toBe('member')
    expect((await joining.call('GET', `/api/urls?workspace=${slug}`)).status).toBe(200)

    // single use: the link is spent, and no longer pending
    const USED = { status: 410, body: { code: codes.invitationUsed, message: m.invitationUsed } }
    expect(await joining.call('POST', `/api/invitations/${token}/accept`)).toMatchObject(USED)
    expect(await anonymous('GET', `/api/invitations/${token}`)).toMatchObject(USED)
    expect((await people.owner.call('GET', `/api/workspaces/${slug}/invitations`)).body).toEqual([])
    expect(await anonymous('GET', '/api/invitations/no-such-token')).toMatchObject({
      status: 404,
      body: { code: codes.invitationNotFound, message: m.invitationNotFound },
    })

    // the audit log names who invited whom and who joined by it
    const log = (await people.owner.call('GET', `/api/workspaces/${slug}/audit?resource=invitation`)).body.items as {
      action: string
      actor: { name: string }
      resource: { label: string }
      details: { role: string }
    }[]
    expect(log.map((e) => [e.action, e.actor.name, e.resource.label, e.details.role])).toEqual([
      ['invitation.accepted', invitee, invitee, 'member'],
      ['invitation.created', people.admin.email, invitee, 'member'],
    ])
  })

  test('another account cannot accept (403, the invitation stays open); an API key cannot either', async () => {
    const { slug, people } = await team()
    const invitee = email()
    await people.owner.call('POST', `/api/workspaces/${slug}/invitations`, { email: invitee, role: 'viewer' })
    const token = tokenOf((await nthMailTo(mailbox, invitee)).text)
    const stranger = await person()
    expect(await stranger.call('POST', `/api/invitations/${token}/accept`)).toMatchObject({
      status: 403,
      body: { code: codes.invitationOtherAddress, message: m.invitationOtherAddress },
    })
    const invited = await person(server, invitee)
    const key = (await invited.call('POST', '/api/keys', { name: 'no accepting' })).body.key as string
    expect(await apiClient(server.baseUrl, key)('POST', `/api/invitations/${token}/accept`)).toMatchObject({
      status: 403,
      body: { code: errorCodes.apiKeyNotAllowed },
    })
    expect((await people.owner.call('GET', `/api/workspaces/${slug}/invitations`)).body).toHaveLength(1)
    expect(await invited.call('POST', `/api/invitations/${token}/accept`)).toMatchObject({ status: 200, body: { role: 'viewer' } })
  })

  test('an expired link answers 410 and is no longer pending; a withdrawn one too; re-inviting replaces the open one', async () => {
    const { slug, people } = await team()
    const at = `/api/workspaces/${slug}/invitations`
    const late = email()
    await people.owner.call('POST', at, { email: late, role: 'member' })
    const lateToken = tokenOf((await nthMailTo(mailbox, late)).text)
    const { workspaceInvitations: i } = server.db.t
    await server.db.orm
      .update(i)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(i.email, late))
    const EXPIRED = { status: 410, body: { code: codes.invitationExpired, message: m.invitationExpired } }
    expect(await apiClient(server.baseUrl)('GET', `/api/invitations/${lateToken}`)).toMatchObject(EXPIRED)
    expect(await (await person(server, late)).call('POST', `/api/invitations/${lateToken}/accept`)).toMatchObject(EXPIRED)
    expect((await people.owner.call('GET', at)).body).toEqual([])

    const again = email()
    const first = await people.owner.call('POST', at, { email: again, role: 'member' })
    const firstToken = tokenOf((await nthMailTo(mailbox, again)).text)
    const second = await people.owner.call('POST', at, { email: again, role: 'admin' })
    const secondToken = tokenOf((await nthMailTo(mailbox, again, 2)).text)
    expect((await people.owner.call('GET', at)).body).toEqual([second.body.invitation])
    const REVOKED = { status: 410, body: { code: codes.invitationRevoked, message: m.invitationRevoked } }
    expect(await apiClient(server.baseUrl)('GET', `/api/invitations/${firstToken}`)).toMatchObject(REVOKED)
    expect(await people.owner.call('DELETE', `${at}/${first.body.invitation.id}`)).toMatchObject({ status: 404, body: { code: codes.invitationNotFound } })

    expect((await people.admin.call('DELETE', `${at}/${second.body.invitation.id}`)).status).toBe(200)
    expect(await apiClient(server.baseUrl)('GET', `/api/invitations/${secondToken}`)).toMatchObject(REVOKED)
    expect(await (await person(server, again)).call('POST', `/api/invitations/${secondToken}/accept`)).toMatchObject(REVOKED)
    expect((await people.owner.call('GET', at)).body).toEqual([])
    const withdrawn = (await people.owner.call('GET', `/api/workspaces/${slug}/audit?action=invitation.revoked`)).body.items
    expect(withdrawn).toMatchObject([{ actor: { name: people.admin.email }, resource: { type: 'invitation', id: second.body.invitation.id, label: again } }])
  })

  test('an admin neither invites an owner nor withdraws an owner invitation; members and bad input are refused', async () => {
    const { slug, people } = await team()
    const at = `/api/workspaces/${slug}/invitations`
    const FORBIDDEN = { status: 403, body: { code: codes.insufficientRole } }
    expect(await people.admin.call('POST', at, { email: email(), role: 'owner' })).toMatchObject(FORBIDDEN)
    const owned = await people.owner.call('POST', at, { email: email(), role: 'owner' })
    expect(owned.status).toBe(201)
    expect(await people.admin.call('DELETE', `${at}/${owned.body.invitation.id}`)).toMatchObject(FORBIDDEN)
    expect(await people.owner.call('POST', at, { email: people.member.email, role: 'admin' })).toMatchObject({
      status: 409,
      body: { code: codes.alreadyMember, message: m.alreadyInvitedMember },
    })
    for (const bad of ['not-an-address', '', 'a@b', `${'x'.repeat(250)}@example.com`])
      expect(await people.owner.call('POST', at, { email: bad, role: 'member' }), bad).toMatchObject({
        status: 400,
        body: { message: messages.auth.invalidEmail },
      })
    expect(await people.owner.call('POST', at, { email: email(), role: 'boss' })).toMatchObject({ status: 400, body: { message: m.roleInvalid } })
    const personal = (await people.owner.call('GET', '/api/workspaces')).body[0].slug as string
    expect(await people.owner.call('POST', `/api/workspaces/${personal}/invitations`, { email: email(), role: 'member' })).toMatchObject({
      status: 409,
      body: { code: codes.personalWorkspace },
    })
  })

  test('a person who became a member meanwhile is told so (409) and the invitation stays open', async () => {
    const { slug, people } = await team()
    const invitee = email()
    await people.owner.call('POST', `/api/workspaces/${slug}/invitations`, { email: invitee, role: 'admin' })
    const token = tokenOf((await nthMailTo(mailbox, invitee)).text)
    const invited = await person(server, invitee)
    await addMember(server.db, slug, invited.userId, 'viewer')
    expect(await invited.call('POST', `/api/invitations/${token}/accept`)).toMatchObject({
      status: 409,
      body: { code: codes.alreadyMember, message: m.alreadyMember },
    })
    expect((await apiClient(server.baseUrl)('GET', `/api/invitations/${token}`)).status).toBe(200)
  })

  test('without SMTP the answer carries the link to copy, and the link works', async () => {
    const { slug, people } = await team(plain)
    const invitee = email()
    const made = await people.owner.call('POST', `/api/workspaces/${slug}/invitations`, { email: invitee, role: 'viewer' })
    expect(made).toMatchObject({ status: 201, body: { mailed: false, link: expect.stringMatching(LINK) } })
    const invited = await person(plain, invitee)
    expect(await invited.call('POST', `/api/invitations/${tokenOf(made.body.link)}/accept`)).toMatchObject({ status: 200, body: { slug, role: 'viewer' } })
  })

  test('when the mail server refuses the mail, the answer carries the link instead (mailed false)', async () => {
    const refusing = await startSlowSmtp(0, () => true)
    const on = await startTestServer({ engine, env: { SMTP_URL: refusing.url, MAIL_FROM: 'Snip <snip@example.com>' } })
    try {
      const { slug, people } = await team(on)
      const made = await people.owner.call('POST', `/api/workspaces/${slug}/invitations`, { email: email(), role: 'member' })
      expect(made).toMatchObject({ status: 201, body: { mailed: false, link: expect.stringMatching(LINK) } })
      expect(refusing.refused()).toBe(1)
      expect((await apiClient(on.baseUrl)('GET', `/api/invitations/${tokenOf(made.body.link)}`)).status).toBe(200)
    } finally {
      await on.stop()
      await refusing.stop()
    }
  })

  test('an invite-only instance lets the invited address sign up with the invitation, nobody else; closed stays closed', async () => {
    const { slug, people } = await team(plain)
    const invitee = email()
    const made = await people.owner.call('POST', `/api/workspaces/${slug}/invitations`, { email: invitee, role: 'member' })
    const token = tokenOf(made.body.link)
    const signUp = (address: string, data: Record<string, unknown>) =>
      fetch(`${plain.baseUrl}/auth/v1/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: address, password: PASSWORD, data }),
      })
    try {
      await writeInstanceSettings(plain.db, { signupMode: 'invite-only' })
      const refused = async (res: Response) => ({ status: res.status, code: ((await res.json()) as { error_code?: string }).error_code })
      const DISABLED = { status: 422, code: 'signup_disabled' }
      expect(await refused(await signUp(invitee, {}))).toEqual(DISABLED)
      expect(await refused(await signUp(email(), { invite: token }))).toEqual(DISABLED)
      await writeInstanceSettings(plain.db, { signupMode: 'closed' })
      expect(await refused(await signUp(invitee, { invite: token }))).toEqual(DISABLED)
      await writeInstanceSettings(plain.db, { signupMode: 'invite-only' })
      const admitted = await signUp(invitee.toUpperCase(), { invite: token })
      expect(admitted.status).toBe(200)
      const session = (await admitted.json()) as { access_token: string; user: { user_metadata: Record<string, unknown> } }
      expect(session.user.user_metadata.invite).toBeUndefined()
      const joined = await apiClient(plain.baseUrl, session.access_token)('POST', `/api/invitations/${token}/accept`)
      expect(joined).toMatchObject({ status: 200, body: { slug, role: 'member' } })
      // once accepted, the invitation admits nobody more
      const other = await people.owner.call('POST', `/api/workspaces/${slug}/invitations`, { email: email(), role: 'member' })
      await people.owner.call('DELETE', `/api/workspaces/${slug}/invitations/${other.body.invitation.id}`)
      expect(await refused(await signUp(other.body.invitation.email, { invite: tokenOf(other.body.link) }))).toEqual(DISABLED)
    } finally {
      await writeInstanceSettings(plain.db, { signupMode: 'open' })
    }
  })
})
