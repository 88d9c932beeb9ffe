// Webhooks in a team workspace's settings, against a receiver started here (the product may post to
// 127.0.0.1: WEBHOOKS_ALLOW_PRIVATE): the owner adds a webhook for some events named in plain words, sees its
// secret once, sends a test event that the receiver gets signed (checked with the `standardwebhooks` package
// itself) and the page says was delivered, reads it in the delivery log, sees a failing receiver's answer in
// words, disables and enables the webhook, and deletes it after a dialog. Edit changes a webhook's address and
// events in place (the secret stays), refuses an invalid address at the field, and the sixth test event in a
// minute is answered with how long to wait. A member sees no Webhooks section.
// axe finds nothing serious at desktop width in the light theme and phone width in the dark one.
import { Database as BunSqlite } from 'bun:sqlite'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { Webhook } from 'standardwebhooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accessToken, toastText } from './dashboard-fixtures'
import { consoleErrors, seriousA11yViolations, useProduct, visible } from './harness'
import { VIEWPORTS } from './layout-shifts'
import { createUserViaApi, newTestUser, signInThroughUi, type TestUser } from './users'

interface Received {
  path: string
  headers: Record<string, string>
  body: string
}

/** A receiver on 127.0.0.1: records each request and answers `answer.status`. */
let receiver: Server
let receiverUrl = ''
const received: Received[] = []
const answer = { status: 200 }
beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: flat(req.headers), body })
      res.writeHead(answer.status).end()
    })
  })
  await new Promise<void>((ok) => receiver.listen(0, '127.0.0.1', ok))
  const address = receiver.address()
  receiverUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})
afterAll(() => new Promise<void>((ok) => (receiver ? receiver.close(() => ok()) : ok())))

const flat = (headers: IncomingHttpHeaders) => Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]))

const e2e = useProduct({ WEBHOOKS_ALLOW_PRIVATE: 'true' })

const owner = newTestUser('hookowner')
const member = newTestUser('hookmember')
const slug = `hooks-${Date.now().toString(36)}`

/** Calls the API as `user`, expecting success. */
async function call(user: TestUser, method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${e2e.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${await accessToken(e2e.baseUrl, user)}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  expect(res.status, `${method} ${path}`).toBeLessThan(300)
  return res.json() as Promise<Record<string, unknown>>
}

// The owner's team workspace, with a member.
beforeAll(async () => {
  await Promise.all([createUserViaApi(e2e.baseUrl, owner), createUserViaApi(e2e.baseUrl, member)])
  await call(owner, 'POST', '/api/workspaces', { name: 'Hook team', slug })
  const invited = await call(owner, 'POST', `/api/workspaces/${slug}/invitations`, { email: member.email, role: 'member' })
  await call(member, 'POST', `/api/invitations/${String(invited.link).split('#')[1]}/accept`)
})

/** Signs `user` in on a page of `viewport` size (light theme unless told) and opens the workspace's settings. */
async function openSettings(user: TestUser, viewport: { width: number; height: number }, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const page = await e2e.newPage({ viewport, colorScheme })
  await signInThroughUi(page, user)
  await page.goto(`/app/w/${slug}/settings`)
  await visible(page.getByRole('heading', { level: 1, name: /Hook team/ }), 15_000)
  return page
}

/** Brings the Webhooks section to the screen (its body loads then) and waits for it. */
async function openWebhooks(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Webhooks', level: 2 }).scrollIntoViewIfNeeded()
  const section = page.getByRole('region', { name: 'Webhooks' })
  await visible(section.getByRole('heading', { name: 'Add a webhook' }), 15_000)
}

/** Adds a webhook to `url` with the events checked by default and answers the secret the page shows once. */
async function addWebhook(page: Page, url: string): Promise<string> {
  await page.getByLabel('Endpoint URL').fill(url)
  await page.getByRole('button', { name: 'Add webhook' }).click()
  const shown = page.getByRole('group', { name: 'Signing secret of the new webhook' })
  await visible(shown.getByText('Copy this secret now: you will not see it again.'))
  return (await shown.locator('code').textContent()) ?? ''
}

/**
 * What in the Webhooks section reaches past `width` or past the section's card (the Members section above has a
 * wide row of its own on a phone, so the page as a whole is not checked).
 */
function overflowing(page: Page, width: number): Promise<string[]> {
  return page.getByRole('region', { name: 'Webhooks' }).evaluate((section, width) => {
    const edge = Math.min(width, section.getBoundingClientRect().right)
    return [...section.querySelectorAll('*')]
      .filter((el) => !el.closest('.sr-only') && el.getBoundingClientRect().right > edge + 0.5)
      .map((el) => `${el.tagName} ${el.textContent?.slice(0, 40)}`)
  }, width)
}

const item = (page: Page, url: string) => page.getByRole('listitem', { name: url })

describe('webhooks in the settings of a team workspace', () => {
  it('adds a webhook, shows its secret once, sends a signed test event, logs it, disables, enables and deletes it', async () => {
    const page = await openSettings(owner, VIEWPORTS.desktop)
    await openWebhooks(page)
    const section = page.getByRole('region', { name: 'Webhooks' })
    await visible(section.getByText('No webhooks yet.'))

    // the events in plain words; the API's refusal is shown by the form
    expect(await section.getByRole('checkbox', { name: /^A link is created/ }).isChecked()).toBe(true)
    expect(await section.getByRole('checkbox', { name: /^Links are clicked/ }).isChecked()).toBe(false)
    await page.getByLabel('Endpoint URL').fill('ftp://example.com/hook')
    await page.getByRole('button', { name: 'Add webhook' }).click()
    await visible(section.getByText('Enter a full http:// or https:// address for the endpoint'))
    expect(await page.getByLabel('Endpoint URL').getAttribute('aria-invalid')).toBe('true')

    const url = `${receiverUrl}/snip-events`
    await section.getByRole('checkbox', { name: /^Links are clicked/ }).check()
    const secret = await addWebhook(page, url)
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/)
    await page.getByRole('button', { name: 'Copy secret' }).click()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret)
    await visible(page.getByRole('button', { name: 'Copied', exact: true }))
    const hook = item(page, url)
    await visible(hook.getByText('Enabled', { exact: true }))
    await visible(hook.getByText(`${secret.slice(0, 10)}…`))
    await visible(hook.getByText(/^A link is created, A link is changed, .*Links are clicked/))
    // seen once: gone from the page when dismissed
    await page.getByRole('button', { name: 'I have copied it' }).click()
    expect(await page.getByText(secret).count()).toBe(0)

    // a test event: the receiver gets it signed with the secret shown, the page says it was delivered
    await hook.getByRole('button', { name: /^Send test event/ }).click()
    await visible(hook.getByText('Test event delivered: the receiver answered with status 200.'))
    expect(received).toHaveLength(1)
    const [got] = received
    expect(got!.path).toBe('/snip-events')
    const payload = new Webhook(secret).verify(got!.body, got!.headers) as { type: string }
    expect(payload.type).toBe('webhook.test')
    expect(() => new Webhook(`whsec_${Buffer.from('another secret of 32 bytes......').toString('base64')}`).verify(got!.body, got!.headers)).toThrow()

    // the log lists it
    await hook.getByRole('button', { name: /^Show deliveries/ }).click()
    const log = hook.getByRole('table', { name: `Deliveries to ${url}` })
    await visible(log)
    const first = log.locator('tbody tr').first()
    await visible(first.getByText('Test event'))
    await visible(first.getByText('Delivered', { exact: true }))
    await visible(first.getByText('200', { exact: true }))

    // a receiver in trouble: its answer in words, and the open log shows the failure too
    answer.status = 503
    await hook.getByRole('button', { name: /^Send test event/ }).click()
    await visible(hook.getByText('Test event not delivered. The receiver answered with status 503 (an error on its side).'))
    answer.status = 200
    await visible(log.locator('tbody tr').first().getByText('503', { exact: true }))
    expect(await log.locator('tbody tr').count()).toBe(2)

    await hook.getByRole('button', { name: /^Disable/ }).click()
    await visible(hook.getByText('Disabled', { exact: true }))
    await visible(hook.getByText('Disabled by an owner or admin of this workspace. Enable it to send events again.'))
    await toastText(page, 'Webhook disabled').waitFor()
    await hook.getByRole('button', { name: /^Enable/ }).click()
    await visible(hook.getByText('Enabled', { exact: true }))
    await toastText(page, 'Webhook enabled').waitFor()

    expect(await overflowing(page, VIEWPORTS.desktop.width)).toEqual([])
    expect(await seriousA11yViolations(page)).toEqual([])

    await hook.getByRole('button', { name: /^Delete/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete webhook' })
    await visible(dialog.getByText(`Delete the webhook to ${url}?`, { exact: false }))
    expect(await seriousA11yViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Delete webhook' }).click()
    await toastText(page, 'Webhook deleted').waitFor()
    await hook.waitFor({ state: 'detached' })
    await visible(section.getByText('No webhooks yet.'))
    // focus does not fall to the page: the section's heading takes it
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('webhooks-title')
    expect(consoleErrors(page)).toEqual([])
  })

  it('the Webhooks section, with the secret shown and a delivery log open, has no serious axe violations on a phone in the dark theme; the log loads 50 at a time', async () => {
    const page = await openSettings(owner, VIEWPORTS.phone, 'dark')
    // the theme asked for is the one axe reads (the page's background is the dark theme's)
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(2, 6, 23)')
    await openWebhooks(page)
    const url = `${receiverUrl}/on-a-phone/with/a/rather/long/path/that/must/wrap`
    await addWebhook(page, url)
    const hook = item(page, url)
    await hook.getByRole('button', { name: /^Send test event/ }).click()
    await visible(hook.getByText('Test event delivered: the receiver answered with status 200.'))
    await hook.getByRole('button', { name: /^Show deliveries/ }).click()
    await visible(hook.getByRole('table', { name: `Deliveries to ${url}` }).getByText('Test event'))
    expect(await overflowing(page, VIEWPORTS.phone.width)).toEqual([])
    expect(await seriousA11yViolations(page)).toEqual([])

    // 50 more test events, written to the log directly (the button sends five a minute): the log shows the
    // newest 50, then the one before them
    const { endpoints } = (await call(owner, 'GET', `/api/workspaces/${slug}/webhooks`)) as { endpoints: { id: string; url: string }[] }
    const id = endpoints.find((e) => e.url === url)!.id
    const db = new BunSqlite(join(e2e.product.dataDir, 'snip.sqlite'))
    try {
      const logged = db.query(
        "INSERT INTO webhook_deliveries (endpoint_id, event_id, event_type, status, attempts, next_attempt_at, last_status_code, delivered_at, created_at) VALUES (?1, ?2, 'webhook.test', 'delivered', 1, ?3, 200, ?3, ?3)",
      )
      for (let i = 0; i < 50; i++) logged.run(id, `msg_e2e_log_${i}`, Date.now())
    } finally {
      db.close()
    }
    await hook.getByRole('button', { name: /^Hide deliveries/ }).click()
    await hook.getByRole('button', { name: /^Show deliveries/ }).click()
    const rows = hook.getByRole('table', { name: `Deliveries to ${url}` }).locator('tbody tr')
    await visible(rows.nth(49))
    expect(await rows.count()).toBe(50)
    await hook.getByRole('button', { name: 'Load more' }).click()
    await visible(rows.nth(50))
    expect(await rows.count()).toBe(51)
    expect(await hook.getByRole('button', { name: 'Load more' }).count()).toBe(0)
  })

  it('edits a webhook’s address and events in place, keeps its secret, refuses an invalid address at the field, and says how long to wait after too many test events', async () => {
    const page = await openSettings(owner, VIEWPORTS.desktop)
    await openWebhooks(page)
    const before = `${receiverUrl}/before-edit`
    const secret = await addWebhook(page, before)
    await page.getByRole('button', { name: 'I have copied it' }).click()
    const hook = item(page, before)
    const edit = hook.getByRole('button', { name: /^Edit/ })
    const form = hook.getByRole('form', { name: 'Edit webhook' })
    const address = form.getByLabel('Endpoint URL')
    const focused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement)

    // opened with what is saved, the address focused; axe clean with the form open
    await edit.click()
    await visible(form)
    expect(await address.inputValue()).toBe(before)
    await expect.poll(() => focused(address)).toBe(true)
    expect(await form.getByRole('checkbox', { name: /^A link is created/ }).isChecked()).toBe(true)
    expect(await form.getByRole('checkbox', { name: /^Links are clicked/ }).isChecked()).toBe(false)
    await visible(form.getByText('The signing secret stays the same.'))
    expect(await seriousA11yViolations(page)).toEqual([])

    // an address that is not http(s): refused at the field, nothing changed; Cancel brings back what is saved
    await address.fill('ftp://example.com/hook')
    await form.getByRole('button', { name: 'Save changes' }).click()
    await visible(form.getByText('Enter a full http:// or https:// address for the endpoint'))
    expect(await address.getAttribute('aria-invalid')).toBe('true')
    expect(await seriousA11yViolations(page)).toEqual([])
    await form.getByRole('button', { name: 'Cancel' }).click()
    await form.waitFor({ state: 'detached' })
    await expect.poll(() => focused(edit)).toBe(true)
    const listed = async () =>
      ((await call(owner, 'GET', `/api/workspaces/${slug}/webhooks`)) as { endpoints: { id: string; url: string; events: string[] }[] }).endpoints
    const unchanged = (await listed()).find((e) => e.url === before)!
    expect(unchanged.events).toEqual(['link.created', 'link.updated', 'link.deleted', 'link.expired'])
    const saved = async () => (await listed()).find((e) => e.id === unchanged.id)

    // a new address and other events: saved, shown, and there after a reload, with the same secret
    const after = `${receiverUrl}/after-edit`
    await edit.click()
    await address.fill(after)
    await form.getByRole('checkbox', { name: /^A link is deleted/ }).uncheck()
    await form.getByRole('checkbox', { name: /^Links are clicked/ }).check()
    await form.getByRole('button', { name: 'Save changes' }).click()
    await toastText(page, 'Webhook changed').waitFor()
    const edited = item(page, after)
    await visible(edited.getByText('A link is created, A link is changed, A link expires or reaches its click limit, Links are clicked', { exact: false }))
    await expect.poll(() => focused(edited.getByRole('button', { name: /^Edit/ }))).toBe(true)
    expect(await saved()).toMatchObject({ id: unchanged.id, url: after, events: ['link.created', 'link.updated', 'link.expired', 'link.clicked'] })
    await page.reload()
    await openWebhooks(page)
    await visible(edited.getByText(`${secret.slice(0, 10)}…`))
    await visible(edited.getByText(/^A link is created, A link is changed, A link expires.*Links are clicked/))
    const sent = received.length
    await edited.getByRole('button', { name: /^Send test event/ }).click()
    await visible(edited.getByText('Test event delivered: the receiver answered with status 200.'))
    const [got] = received.slice(sent)
    expect(got!.path).toBe('/after-edit')
    expect(new Webhook(secret).verify(got!.body, got!.headers)).toMatchObject({ type: 'webhook.test' })

    // pressed through the API until the endpoint's five a minute are spent (the product's fixed window may turn
    // over once in between), the next press on the page says how long to wait, and nothing is sent
    const token = await accessToken(e2e.baseUrl, owner)
    const press = () =>
      fetch(`${e2e.baseUrl}/api/workspaces/${slug}/webhooks/${unchanged.id}/test`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })
    for (let i = 0; i < 10 && (await press()).status === 200; i++);
    const spent = received.length
    await edited.getByRole('button', { name: /^Send test event/ }).click()
    await visible(edited.getByText('Too many requests. Please wait 1 minute and try again.'))
    expect(received.length).toBe(spent)
    expect(consoleErrors(page)).toEqual([])
  })

  it('shows a member no Webhooks section', async () => {
    const page = await openSettings(member, VIEWPORTS.desktop)
    await visible(page.getByRole('heading', { name: 'Domains', level: 2 }))
    expect(await page.getByRole('heading', { name: 'Webhooks' }).count()).toBe(0)
  })
})
