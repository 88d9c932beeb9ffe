// A team's audit log in the site (docs/decisions/0081): two people change links in a team, and the owner's
// audit page shows both people's changes, filters them by person, is axe clean and loads without a layout
// jump on a phone and a desktop. The second member is seeded straight into the database, as
// workspaces.e2e.ts does (invitations come with their own piece).
import { Database as BunSqlite } from 'bun:sqlite'
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { accessToken } from './dashboard-fixtures'
import { hidden, seriousA11yViolations, useProduct, visible } from './harness'
import { layoutShift, recordLayoutShifts, VIEWPORTS } from './layout-shifts'
import { createUserViaApi, signInThroughUi, type TestUser } from './users'

const e2e = useProduct()

const userIdOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub

async function call(token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${e2e.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  expect(res.status, `${method} ${path}`).toBeLessThan(300)
  return res.json() as Promise<{ id: number; shortCode: string }>
}

/** A team of `owner` with `member` in it, where both make a link and edit it through the API. */
async function teamWithChanges(owner: TestUser, member: TestUser) {
  const id = randomBytes(3).toString('hex')
  const team = { name: `Audit ${id}`, slug: `audit-${id}` }
  const [ownerToken, memberToken] = [await accessToken(e2e.baseUrl, owner), await accessToken(e2e.baseUrl, member)]
  await call(ownerToken, 'POST', '/api/workspaces', team)
  const db = new BunSqlite(join(e2e.product.dataDir, 'snip.sqlite'))
  try {
    db.query("INSERT INTO workspace_members (workspace_id, user_id, role, joined_at) SELECT id, ?1, 'member', ?2 FROM workspaces WHERE slug = ?3").run(
      userIdOf(memberToken),
      Date.now(),
      team.slug,
    )
  } finally {
    db.close()
  }
  const at = (path: string) => `${path}?workspace=${team.slug}`
  const ownerLink = await call(ownerToken, 'POST', at('/api/urls'), { originalUrl: `${e2e.targetOrigin}/owner` })
  const memberLink = await call(memberToken, 'POST', at('/api/urls'), { originalUrl: `${e2e.targetOrigin}/member` })
  await call(ownerToken, 'PUT', at(`/api/urls/${ownerLink.id}`), { title: 'Launch page' })
  await call(memberToken, 'PUT', at(`/api/urls/${memberLink.id}`), { originalUrl: `${e2e.targetOrigin}/member-moved` })
  return { ...team, ownerLink, memberLink }
}

describe('the audit log page', () => {
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`shows the owner both people's changes, filters by person, axe clean, no layout jump (${label})`, async () => {
      const owner = await createUserViaApi(e2e.baseUrl)
      const member = await createUserViaApi(e2e.baseUrl)
      const team = await teamWithChanges(owner, member)
      const page = await e2e.newPage({ viewport })
      await signInThroughUi(page, owner)
      await page.getByRole('heading', { name: 'Your Links' }).waitFor()

      // from the team's settings, one link away
      await page.goto(`/app/w/${team.slug}/settings`)
      await page.getByRole('link', { name: 'Audit log' }).click()
      await page.waitForURL(`**/app/w/${team.slug}/audit`)
      await visible(page.getByRole('heading', { name: `${team.name} audit log` }))
      const table = page.getByRole('table', { name: 'Audit events' })
      await visible(table.getByText(`Title: none → Launch page`))
      await visible(table.getByText(`Destination: ${e2e.targetOrigin}/member → ${e2e.targetOrigin}/member-moved`))
      expect(await table.getByText(owner.email).count()).toBe(2)
      expect(await table.getByText(member.email).count()).toBe(2)
      expect(await table.getByText('Created a link').count()).toBe(2)
      expect(await table.getByText('Edited a link').count()).toBe(2)
      await visible(page.getByText('Page 1 of 1 · 4 events'))
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
      expect(await seriousA11yViolations(page)).toEqual([])

      // the person filter: only the member's changes
      await page.getByLabel('Person').selectOption({ label: member.email })
      await visible(page.getByText('Page 1 of 1 · 2 events'))
      await hidden(table.getByText(owner.email))
      expect(await table.getByText(member.email).count()).toBe(2)
      await page.getByLabel('Action').selectOption({ label: 'Deleted a link' })
      await visible(table.getByText('No events match these filters'))
      expect(await seriousA11yViolations(page)).toEqual([])

      // a fresh load keeps its place: the placeholder has the table's shape
      await recordLayoutShifts(page)
      await page.goto(`/app/w/${team.slug}/audit`)
      await visible(table.getByText(member.email).first(), 30_000)
      await page.waitForLoadState('networkidle')
      await page.waitForTimeout(1_000)
      const { cls, shifts } = await layoutShift(page)
      expect(cls, JSON.stringify(shifts)).toBeLessThan(0.02)
    })
  }

  it('tells a member the log is for owners and admins', async () => {
    const owner = await createUserViaApi(e2e.baseUrl)
    const member = await createUserViaApi(e2e.baseUrl)
    const team = await teamWithChanges(owner, member)
    const page = await e2e.newPage({ viewport: VIEWPORTS.desktop })
    await signInThroughUi(page, member)
    await page.getByRole('heading', { name: 'Your Links' }).waitFor()
    await page.goto(`/app/w/${team.slug}/audit`)
    await visible(page.getByText('Only owners and admins can see the audit log.'))
    expect(await page.getByRole('table').count()).toBe(0)
    await page.goto(`/app/w/${team.slug}/settings`)
    await visible(page.getByRole('heading', { name: 'Members' }))
    expect(await page.getByRole('link', { name: 'Audit log' }).count()).toBe(0)
  })
})
