// The whole product with mail set up: an endpoint whose receiver refuses every event (404 gives up at once) is
// disabled after five events given up in a row, the team's owners — and only they — get a mail over real SMTP
// that names the endpoint by its host and holds no secret, and the API shows it disabled for failures.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createConfirmedAccount } from '../auth'
import { nthMailTo, signUpAndSignIn, startMailbox, uniqueEmails, type Mailbox } from '../../test/auth-fixtures'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { apiClient } from '../../test/http-client'
import { addMember } from '../workspaces'
import { DISABLE_AFTER_GIVEN_UP } from './retry-schedule'

const PASSWORD = 'correct horse battery staple'

describe.each(testEngines)('an endpoint given up on (%s)', (engine) => {
  let mailbox: Mailbox
  let server: TestServer
  let receiver: ReturnType<typeof Bun.serve>
  const email = uniqueEmails(`hooks-mail-${engine}-`)

  beforeAll(async () => {
    mailbox = await startMailbox()
    receiver = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: () => new Response('no such hook', { status: 404 }) })
    server = await startTestServer({ engine, env: { SMTP_URL: mailbox.url, MAIL_FROM: 'Snip <snip@example.com>', WEBHOOKS_ALLOW_PRIVATE: 'true' } })
  })
  afterAll(async () => {
    await server?.stop()
    receiver?.stop(true)
    await mailbox?.stop()
  })

  async function person() {
    const address = email()
    await createConfirmedAccount(server.db, { email: address, password: PASSWORD })
    const s = await signUpAndSignIn(server.baseUrl, { email: address, password: PASSWORD })
    const call = apiClient(server.baseUrl, s.accessToken)
    await call('POST', '/api/users', {})
    return { call, userId: s.userId, email: address }
  }

  test('is disabled after five events given up in a row; its owners are mailed, its admins are not', async () => {
    const [owner, coOwner, admin] = await Promise.all([person(), person(), person()])
    const slug = `mailed-${engine}`
    expect((await owner.call('POST', '/api/workspaces', { name: 'Mailed', slug })).status).toBe(201)
    await addMember(server.db, slug, coOwner.userId, 'owner')
    expect((await coOwner.call('PUT', '/api/users/me/language', { language: 'de' })).status).toBe(200)
    await addMember(server.db, slug, admin.userId, 'admin')
    const made = await owner.call('POST', `/api/workspaces/${slug}/webhooks`, {
      url: `http://127.0.0.1:${receiver.port}/hooks`,
      events: ['link.created'],
    })
    expect(made.status).toBe(201)
    const { endpoint, secret } = made.body as { endpoint: { id: string }; secret: string }

    for (let i = 0; i < DISABLE_AFTER_GIVEN_UP; i++)
      expect((await owner.call('POST', `/api/urls?workspace=${slug}`, { originalUrl: `https://example.com/given-up-${i}` })).status).toBe(201)

    const [toOwner, toCoOwner] = await Promise.all([nthMailTo(mailbox, owner.email), nthMailTo(mailbox, coOwner.email)])
    // each owner in their account's language: English for one that chose none, German for the co-owner
    expect(toOwner.subject).toBe('Snip: a webhook endpoint was disabled')
    expect(toOwner.text).toContain(`Endpoint: ${endpoint.id} (to 127.0.0.1:${receiver.port})`)
    expect(toCoOwner.subject).toBe('Snip: Ein Webhook-Endpunkt wurde deaktiviert')
    expect(toCoOwner.text).toContain(`Endpunkt: ${endpoint.id} (an 127.0.0.1:${receiver.port})`)
    for (const mail of [toOwner, toCoOwner]) {
      expect(mail.text).not.toContain('/hooks')
      expect(mail.raw).not.toContain(secret)
      expect(mail.raw).not.toContain(secret.slice(6))
    }
    expect(mailbox.lastTo(admin.email)).toBeUndefined()

    const listed = await owner.call('GET', `/api/workspaces/${slug}/webhooks`)
    const shown = (listed.body as { endpoints: { id: string; enabled: boolean; disabledReason: string | null }[] }).endpoints.find((e) => e.id === endpoint.id)
    expect(shown).toMatchObject({ enabled: false, disabledReason: 'failures' })
    const log = await owner.call('GET', `/api/workspaces/${slug}/webhooks/${endpoint.id}/deliveries`)
    const deliveries = (log.body as { deliveries: { status: string; lastStatusCode: number | null }[] }).deliveries
    expect(deliveries).toHaveLength(DISABLE_AFTER_GIVEN_UP)
    expect(deliveries.every((d) => d.status === 'failed' && d.lastStatusCode === 404)).toBe(true)
    // Once: more events for a disabled endpoint queue nothing and mail nobody again.
    expect((await owner.call('POST', `/api/urls?workspace=${slug}`, { originalUrl: 'https://example.com/after' })).status).toBe(201)
    await Bun.sleep(1_500)
    expect(mailbox.messages.filter((m) => m.to.includes(owner.email.toLowerCase()))).toHaveLength(1)
  }, 30_000)
})
