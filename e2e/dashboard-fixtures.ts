// Helpers for the dashboard's browser tests, on top of harness.ts and users.ts.
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import type { E2E } from './harness'
import { createUserViaApi, signInThroughUi, tokenGrant, type TestUser } from './users'

/** A fresh user signed in on a fresh page, with the dashboard loaded. */
export async function openDashboard(e2e: E2E): Promise<{ page: Page; user: TestUser }> {
  const page = await e2e.newPage()
  const user = await createUserViaApi(e2e.baseUrl)
  await signInThroughUi(page, user)
  await page.getByRole('heading', { name: 'Your Links' }).waitFor()
  return { page, user }
}

/** An access token for `user` (the password grant of the auth API), to seed links without the UI. */
export async function accessToken(baseUrl: string, user: TestUser): Promise<string> {
  const { status, accessToken: token } = await tokenGrant(baseUrl, 'password', { email: user.email, password: user.password })
  if (!token) throw new Error(`token failed: ${status}`)
  return token
}

/** Creates a link through the API (not the UI) and returns its JSON. */
export async function seedLink(baseUrl: string, token: string, body: { originalUrl: string; shortCode?: string; isActive?: boolean; rules?: unknown[] }) {
  const res = await fetch(`${baseUrl}/api/urls`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (res.status !== 201) throw new Error(`seed failed: ${res.status} ${await res.text()}`)
  return (await res.json()) as { id: number; shortCode: string; originalUrl: string }
}

/** A browser's user agent: the server does not count clicks from bots (and Bun's fetch says "Bun/…"). */
const VISITOR_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36'

/** Follows a short link the way a visitor's browser would, without following the redirect. */
export async function follow(shortUrl: string): Promise<Response> {
  return fetch(shortUrl, { redirect: 'manual', headers: { 'user-agent': VISITOR_AGENT } })
}

/** A route answer: the API's 500 `internal_error` with `message`. */
export function serverError(message: string) {
  return { status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'internal_error', message }) }
}

/** The list row of the link with `code`. */
export function row(page: Page, code: string): Locator {
  return page.getByRole('list', { name: 'Links' }).locator(`li[data-code="${code}"]`)
}

/** The codes of the rows in display order. */
export async function rowCodes(page: Page): Promise<string[]> {
  return page
    .getByRole('list', { name: 'Links' })
    .locator('li[data-code]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-code') ?? ''))
}

/** Fills and submits the Add New Link dialog (already open or opened here). */
export async function submitLinkDialog(page: Page, values: { url?: string; code?: string; active?: boolean }, button = 'Create Link') {
  const dialog = page.getByRole('dialog')
  if (values.url !== undefined) await dialog.getByLabel('Original URL').fill(values.url)
  if (values.code !== undefined) await dialog.getByLabel('Custom path (optional)').fill(values.code)
  if (values.active !== undefined) {
    const toggle = dialog.getByRole('switch', { name: 'Active' })
    if ((await toggle.getAttribute('aria-checked')) !== String(values.active)) await toggle.click()
  }
  await dialog.getByRole('button', { name: button }).click()
}

/** Opens 'Add New Link', creates a link and waits for the dialog to close and the row to show. */
export async function createLinkViaUi(page: Page, url: string, code?: string): Promise<string> {
  const before = (await rowCodes(page)).length
  await page.getByRole('button', { name: 'Add New Link' }).first().click()
  await submitLinkDialog(page, { url, code })
  await page.getByRole('dialog').waitFor({ state: 'detached' })
  await toastText(page, 'URL shortened successfully').waitFor()
  const codes = await waitForRowCount(page, (n) => n === before + 1)
  return code ?? codes[0]!
}

/** Waits until the number of rows satisfies `ok`, and returns the codes. */
export async function waitForRowCount(page: Page, ok: (n: number) => boolean): Promise<string[]> {
  let codes: string[] = []
  await expect.poll(async () => ok((codes = await rowCodes(page)).length), { timeout: 10_000 }).toBe(true)
  return codes
}

/** A toast's title or description on screen (not Radix's screen-reader announcement copy). */
export function toastText(page: Page, text: string): Locator {
  return page.locator('li[data-slot="toast"]').getByText(text, { exact: true })
}

/** How many toasts are on screen right now. */
export function visibleToasts(page: Page): Promise<number> {
  return page.locator('li[data-slot="toast"][data-state="open"]').count()
}

/** Starts counting the most toasts ever open at once on `page`; the returned function reads it. */
export async function trackMostToasts(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const w = window as unknown as { mostToasts: number }
    const count = () => (w.mostToasts = Math.max(w.mostToasts, document.querySelectorAll('li[data-slot="toast"][data-state="open"]').length))
    w.mostToasts = 0
    count()
    new MutationObserver(count).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] })
  })
  return () => page.evaluate(() => (window as unknown as { mostToasts: number }).mostToasts)
}

/** The stat card value under `title`. */
export function statValue(page: Page, title: 'Total Links' | 'Total Clicks' | 'Clicks per link'): Locator {
  return page.getByRole('region', { name: 'Link statistics' }).locator('dl').filter({ hasText: title }).locator('dd > span').first()
}

/** The dialog's <img> drawn on a white canvas, as PNG bytes. */
export async function dialogImagePng(page: Page): Promise<Buffer> {
  const dataUrl = await page
    .getByRole('dialog')
    .getByRole('img', { name: /^QR code for / })
    .evaluate(async (el) => {
      const img = el as HTMLImageElement
      await img.decode()
      const canvas = document.createElement('canvas')
      canvas.width = canvas.height = 512
      const ctx = canvas.getContext('2d')!
      ctx.fillStyle = '#fff'
      ctx.fillRect(0, 0, 512, 512)
      ctx.drawImage(img, 32, 32, 448, 448)
      return canvas.toDataURL('image/png')
    })
  return Buffer.from(dataUrl.split(',')[1]!, 'base64')
}
