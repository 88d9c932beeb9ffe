// The dashboard's details: the delete dialog's words match its Undo, toasts keep off the controls, the
// stat cards say what they count, counts have separators, and the rows say what they hold.
import { Database as BunSqlite } from 'bun:sqlite'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { accessToken, row, rowCodes, seedLink, statValue, toastText } from './dashboard-fixtures'
import { useProduct, visible } from './harness'
import { createUserViaApi, signInThroughUi } from './users'

const DESKTOP = { width: 1280, height: 800 }

async function dashboardWith(e2e: ReturnType<typeof useProduct>, count: number, viewport = DESKTOP) {
  const user = await createUserViaApi(e2e.baseUrl)
  const token = await accessToken(e2e.baseUrl, user)
  for (let i = 0; i < count; i++)
    await seedLink(e2e.baseUrl, token, { originalUrl: `${e2e.targetOrigin}/row/${i}`, shortCode: `row-${i}-${user.username.slice(-5)}` })
  const page = await e2e.newPage({ viewport })
  await signInThroughUi(page, user)
  if (count) await expect.poll(async () => (await rowCodes(page)).length, { timeout: 30_000 }).toBe(count)
  return { page, user, token, codes: await rowCodes(page) }
}

async function openDelete(page: Page, code: string) {
  await row(page, code)
    .getByRole('button', { name: `Delete link ${code}` })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Delete Link' })
  await dialog.waitFor()
  return dialog
}

type Box = { x: number; y: number; width: number; height: number }
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** The newest toast, once it stopped moving. */
async function shownToast(page: Page): Promise<Box> {
  const toast = page.locator('[data-slot="toast-viewport"] li').first()
  await toast.waitFor({ state: 'visible' })
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
  return (await toast.boundingBox())!
}

async function closeToasts(page: Page) {
  await page.keyboard.press('F8')
  await page.keyboard.press('Escape')
  await page.locator('[data-slot="toast-viewport"] li').first().waitFor({ state: 'detached' })
}

/** The boxes of the row buttons on the screen (copy, QR, edit, delete, and the Active switch). */
async function rowActionBoxes(page: Page, height: number): Promise<Box[]> {
  const boxes = await Promise.all(
    (await page.getByRole('list', { name: 'Links' }).locator('li[data-code]').getByRole('button').all()).map((b) => b.boundingBox()),
  )
  const switches = await Promise.all((await page.getByRole('list', { name: 'Links' }).getByRole('switch').all()).map((b) => b.boundingBox()))
  return [...boxes, ...switches].filter((b): b is Box => b !== null && b.y + b.height > 0 && b.y < height)
}

/** Edit a row and save with the server failing: the 'Error' toast comes while the dialog is open. */
async function failingSave(page: Page, code: string) {
  await page.route('**/api/urls/*', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"internal","message":"Server exploded"}' })
      : route.fallback(),
  )
  await row(page, code)
    .getByRole('button', { name: `Edit link ${code}` })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Edit Link' })
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  const toast = await shownToast(page)
  const controls = [
    dialog.getByRole('heading', { name: 'Edit Link' }),
    dialog.getByRole('button', { name: 'Save Changes' }),
    dialog.getByRole('button', { name: 'Cancel' }),
  ]
  return { toast, controls: await Promise.all(controls.map(async (c) => (await c.boundingBox())!)) }
}

describe('dashboard details', () => {
  const e2e = useProduct()

  it('the delete dialog promises the Undo its toast offers, not "cannot be undone"', async () => {
    const { page, codes } = await dashboardWith(e2e, 1)
    const dialog = await openDelete(page, codes[0]!)
    const words = await dialog.innerText()
    expect(words).not.toContain('cannot be undone')
    expect(words).toContain('You can undo it for 5 seconds.')
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
    await toastText(page, 'URL deleted successfully').waitFor()
    await page.locator('li[data-slot="toast"]').getByRole('button', { name: 'Undo' }).click()
    await visible(row(page, codes[0]!))
  })

  it("keeps toasts off the rows' actions and off an open dialog's title and buttons (wide screen)", async () => {
    const { page, codes } = await dashboardWith(e2e, 12)
    for (const [i, block] of [
      [codes.length - 1, 'end'],
      [0, 'start'],
      [5, 'center'],
    ] as const) {
      const code = codes[i]!
      await row(page, code).evaluate((el, b) => el.scrollIntoView({ block: b }), block)
      await row(page, code)
        .getByRole('button', { name: `Copy short URL ${code}` })
        .click()
      const toast = await shownToast(page)
      for (const box of await rowActionBoxes(page, DESKTOP.height)) expect(overlaps(toast, box), `${code}: ${JSON.stringify([toast, box])}`).toBe(false)
      await closeToasts(page)
    }
    const { toast, controls } = await failingSave(page, codes[3]!)
    for (const box of controls) expect(overlaps(toast, box), JSON.stringify([toast, box])).toBe(false)
  })

  it("keeps toasts off an open dialog's title and buttons (phone)", async () => {
    const { page, codes } = await dashboardWith(e2e, 2, { width: 390, height: 844 })
    const { toast, controls } = await failingSave(page, codes[0]!)
    for (const box of controls) expect(overlaps(toast, box), JSON.stringify([toast, box])).toBe(false)
  })

  it("names the third stat card for what it counts: 'Clicks per link', not 'Average CTR'", async () => {
    const { page } = await dashboardWith(e2e, 0)
    const region = page.getByRole('region', { name: 'Link statistics' })
    await region.getByText('Clicks per link', { exact: true }).waitFor()
    expect(await region.getByText('Average CTR').count()).toBe(0)
    await expect.poll(() => statValue(page, 'Clicks per link').innerText(), { timeout: 10_000 }).toBe('0.0')
  })

  it('shows counts with thousands separators: stat cards, the row, and the link analytics', async () => {
    const { page, codes } = await dashboardWith(e2e, 1)
    const code = codes[0]!
    const db = new BunSqlite(join(e2e.product.dataDir, 'snip.sqlite'))
    let id: number
    try {
      db.exec('PRAGMA busy_timeout = 5000')
      id = (db.prepare('select id from links where short_code = ?').get(code) as { id: number }).id
      db.prepare('update links set clicks = 12345 where id = ?').run(id)
      db.prepare('insert into link_clicks_daily (link_id, day, clicks) values (?, ?, ?)').run(id, new Date().toISOString().slice(0, 10), 12345)
    } finally {
      db.close()
    }
    await page.reload()
    await row(page, code).getByText('12,345 clicks').waitFor()
    await expect.poll(() => statValue(page, 'Total Clicks').innerText(), { timeout: 10_000 }).toBe('12,345')
    expect(await statValue(page, 'Clicks per link').innerText()).toBe('12,345.0')
    await page.goto(`/app/links/?id=${id}`)
    await visible(page.getByTestId('total-clicks'), 30_000)
    expect(await page.getByTestId('total-clicks').innerText()).toBe('12,345')
    expect(await page.getByText('12345', { exact: true }).count()).toBe(0)
  })

  it('rows: an expired link has its switch off, a limit shows its used clicks, delete is red, a tag chip filters', async () => {
    const { page, user, token } = await dashboardWith(e2e, 0)
    const suffix = user.username.slice(-5)
    const post = async (body: Record<string, unknown>) => {
      const res = await fetch(`${e2e.baseUrl}/api/urls`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ originalUrl: `${e2e.targetOrigin}/${body.shortCode}`, ...body }),
      })
      expect(res.status).toBe(201)
      return (await res.json()) as { id: number; shortCode: string }
    }
    const limited = await post({ shortCode: `limited-${suffix}`, maxClicks: 100, tags: ['spring'] })
    const expired = await post({ shortCode: `expired-${suffix}` })
    const db = new BunSqlite(join(e2e.product.dataDir, 'snip.sqlite'))
    try {
      db.exec('PRAGMA busy_timeout = 5000')
      db.prepare('update links set clicks = 37 where id = ?').run(limited.id)
      db.prepare('update links set expires_at = ? where id = ?').run(Date.now() - 86_400_000, expired.id)
    } finally {
      db.close()
    }
    await page.reload()
    await visible(row(page, expired.shortCode), 30_000)
    await row(page, expired.shortCode).getByText('Expired', { exact: true }).waitFor()
    const expiredSwitch = row(page, expired.shortCode).getByRole('switch')
    expect(await expiredSwitch.getAttribute('aria-checked')).toBe('false')
    expect(await row(page, limited.shortCode).getByRole('switch').getAttribute('aria-checked')).toBe('true')
    await row(page, limited.shortCode).getByText('Limit: 37 / 100 clicks').waitFor()
    const deleteButton = row(page, limited.shortCode).getByRole('button', { name: `Delete link ${limited.shortCode}` })
    expect(await deleteButton.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(185, 28, 28)')
    const chip = row(page, limited.shortCode).getByRole('link', { name: 'spring' })
    await chip.click()
    await expect.poll(() => rowCodes(page)).toEqual([limited.shortCode])
    expect(new URL(page.url()).searchParams.get('tag')).toBe('spring')
  })

  it("the empty dashboard offers 'Import from another shortener' and leaves out the tools for links it has not got", async () => {
    const { page } = await dashboardWith(e2e, 0)
    await page.getByRole('heading', { name: 'No links yet' }).waitFor()
    for (const name of ['Import', 'Export', 'Tags', 'Bulk create']) expect(await page.getByRole('button', { name, exact: true }).count(), name).toBe(0)
    await page.getByRole('button', { name: 'Import from another shortener' }).click()
    await page.getByRole('dialog', { name: 'Import links' }).waitFor()
  })
})
