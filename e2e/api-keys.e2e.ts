// API keys in the settings page: create one with the scopes chosen, copy the key shown once, use it from a
// script, see its workspace and scopes listed, revoke it in the page, and see the script refused. axe clean with the key shown and the dialog open.
import { describe, expect, it } from 'vitest'
import { messages } from '../site/src/lib/copy'
import { settingsCopy } from '../site/src/features/settings/copy/settings-copy'
import { hidden, hydrated, open, seriousA11yViolations, useProduct, visible } from './harness'
import { signedInUser } from './users'
import { scopeMessages } from '../api/src/contracts/api-key-scopes'

const t = settingsCopy.apiKeys

describe('API keys in the settings page', () => {
  const e2e = useProduct()

  it('creates a key shown once, which works as a Bearer token until it is revoked in the page', async () => {
    const page = await e2e.newPage()
    await signedInUser(page, e2e.baseUrl)
    await open(page, '/app/settings#api-keys')
    const section = page.getByRole('region', { name: t.title })
    await visible(section.getByText(t.list.empty))

    await section.getByRole('button', { name: t.form.create }).click()
    await visible(section.getByText(messages.apiKeys.nameRequired))
    await section.getByLabel(t.form.name).fill('Deploy script')
    // a key reads links unless more is ticked; with none ticked the form says to choose one
    await section.getByRole('checkbox', { name: t.scopes['links:read'] }).uncheck()
    await section.getByRole('button', { name: t.form.create }).click()
    await visible(section.getByText(scopeMessages.scopesRequired))
    await section.getByRole('checkbox', { name: t.scopes['links:read'] }).check()
    await section.getByRole('checkbox', { name: t.scopes['links:write'] }).check()
    await section.getByRole('button', { name: t.form.create }).click()
    await visible(section.getByRole('heading', { name: t.created.title('Deploy script') }))
    await visible(section.getByText(t.created.note))
    expect(await seriousA11yViolations(page)).toEqual([])

    await section.getByRole('button', { name: t.created.copy }).click()
    await visible(section.getByRole('button', { name: t.created.copied }))
    const key = await page.evaluate(() => navigator.clipboard.readText())
    expect(key).toMatch(/^snip_[A-Za-z0-9]{43}$/)

    const asScript = (method = 'GET', body?: object) =>
      fetch(`${e2e.baseUrl}/api/urls`, {
        method,
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: body && JSON.stringify(body),
      })
    expect((await asScript('POST', { originalUrl: 'https://example.com/from-a-script' })).status).toBe(201)
    const listed = await asScript()
    expect(listed.status).toBe(200)
    expect(((await listed.json()) as { originalUrl: string }[]).map((l) => l.originalUrl)).toEqual(['https://example.com/from-a-script'])

    // Once dismissed, the key is nowhere on the page: the list shows its prefix only.
    await section.getByRole('button', { name: t.created.done }).click()
    await hidden(section.getByText(t.created.note))
    const row = section.getByRole('row', { name: /Deploy script/ })
    await visible(row.getByText(`${key.slice(0, 12)}…`))
    await visible(row.getByRole('cell', { name: t.workspace.personal, exact: true }))
    await visible(row.getByRole('cell', { name: `${t.scopeShort['links:read']}, ${t.scopeShort['links:write']}`, exact: true }))
    expect(await page.content()).not.toContain(key)
    await page.reload()
    await hydrated(page)
    await visible(row)
    expect(await page.content()).not.toContain(key.slice(12))

    await section.getByRole('button', { name: t.list.revokeLabel('Deploy script') }).click()
    const dialog = page.getByRole('dialog', { name: t.revokeDialog.title })
    await visible(dialog.getByText(t.revokeDialog.warning('Deploy script')))
    expect(await seriousA11yViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: t.revokeDialog.confirm }).click()
    await hidden(dialog)
    await visible(section.getByText(t.list.empty))

    const refused = await asScript()
    expect(refused.status).toBe(401)
    expect(await refused.json()).toEqual({ code: 'invalid_api_key', message: messages.apiKeys.invalid })
  }, 180_000)
})
