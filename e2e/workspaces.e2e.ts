// Team workspaces in the site (docs/decisions/0081): the header's switcher creates and switches workspaces,
// the address (/app/w/{slug}/…) says which one a page acts in and survives a reload, a viewer sees no
// control that changes links, the settings page changes a member's role, and a viewer's API keys in the team
// are offered only the read scopes. A second member is seeded
// straight into the database: invitations are a later piece.
import { Database as BunSqlite } from 'bun:sqlite'
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { accessToken, createLinkViaUi, row, rowCodes } from './dashboard-fixtures'
import { hidden, seriousA11yViolations, useProduct, visible } from './harness'
import { layoutShift, recordLayoutShifts } from './layout-shifts'
import { createUserViaApi, newTestUser, signInThroughUi, type TestUser } from './users'
import { settingsCopy } from '../site/src/features/settings/copy/settings-copy'

const keysCopy = settingsCopy.apiKeys

const e2e = useProduct()
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } }

/** The account id inside an access token (its `sub`). */
const userIdOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub

/** A team workspace made through the API by `owner`, with `others` added in the given roles. */
async function seedTeam(owner: TestUser, others: { user: TestUser; role: 'admin' | 'member' | 'viewer' }[] = []) {
  const id = randomBytes(3).toString('hex')
  const team = { name: `Team ${id}`, slug: `team-${id}` }
  const token = await accessToken(e2e.baseUrl, owner)
  const res = await fetch(`${e2e.baseUrl}/api/workspaces`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(team),
  })
  expect(res.status).toBe(201)
  const db = new BunSqlite(join(e2e.product.dataDir, 'snip.sqlite'))
  try {
    for (const { user, role } of others) {
      const userId = userIdOf(await accessToken(e2e.baseUrl, user))
      db.query('INSERT INTO workspace_members (workspace_id, user_id, role, joined_at) SELECT id, ?1, ?2, ?3 FROM workspaces WHERE slug = ?4').run(
        userId,
        role,
        Date.now(),
        team.slug,
      )
    }
  } finally {
    db.close()
  }
  return { ...team, token }
}

/** A link made in the team workspace through the API (`?workspace=`), as its owner. */
async function seedTeamLink(team: { slug: string; token: string }, originalUrl: string, shortCode?: string) {
  const res = await fetch(`${e2e.baseUrl}/api/urls?workspace=${team.slug}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${team.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ originalUrl, shortCode }),
  })
  expect(res.status).toBe(201)
  return (await res.json()) as { id: number; shortCode: string }
}

async function signedIn(viewport = VIEWPORTS.desktop): Promise<{ page: Page; user: TestUser }> {
  const page = await e2e.newPage({ viewport })
  const user = await createUserViaApi(e2e.baseUrl)
  await signInThroughUi(page, user)
  await page.getByRole('heading', { name: 'Your Links' }).waitFor()
  return { page, user }
}

const switcher = (page: Page, name: string) => page.getByRole('button', { name: `Workspace: ${name}` })

describe('team workspaces in the site', () => {
  it('creates a team from the switcher, adds a link there, keeps the team on reload and not in the personal dashboard', async () => {
    const { page } = await signedIn()
    await switcher(page, 'Personal').click()
    await page.getByRole('menuitem', { name: 'Create team workspace' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create team workspace' })
    const id = randomBytes(3).toString('hex')
    await dialog.getByLabel('Name').fill(`Newsroom ${id}`)
    // the address follows the name until edited; a bad one is refused with the contract's words, inline
    await dialog.getByLabel('Address').fill('NO')
    await dialog.getByRole('button', { name: 'Create workspace' }).click()
    await visible(dialog.getByText('A workspace address may use lowercase letters, digits and hyphens, 3 to 40 characters'))
    await dialog.getByLabel('Address').fill(`newsroom-${id}`)
    await dialog.getByRole('button', { name: 'Create workspace' }).click()
    await page.waitForURL(`**/app/w/newsroom-${id}/dashboard`)
    await visible(switcher(page, `Newsroom ${id}`))

    const code = await createLinkViaUi(page, `${e2e.targetOrigin}/team-only`, `t${id}`)
    await page.reload()
    await visible(row(page, code))
    await visible(switcher(page, `Newsroom ${id}`))
    expect(page.url()).toContain(`/app/w/newsroom-${id}/dashboard`)

    // the switcher lists the team with the role, and goes back to the personal workspace
    await switcher(page, `Newsroom ${id}`).click()
    await visible(page.getByRole('menuitem', { name: `Newsroom ${id} Owner` }))
    await page.getByRole('menuitem', { name: 'Personal Owner' }).click()
    await page.waitForURL('**/app/dashboard')
    await visible(switcher(page, 'Personal'))
    await visible(page.getByRole('button', { name: 'Add New Link' }).first())
    expect(await rowCodes(page)).not.toContain(code)

    // a second try at the same address names the problem under the field
    await switcher(page, 'Personal').click()
    await page.getByRole('menuitem', { name: 'Create team workspace' }).click()
    await dialog.getByLabel('Name').fill('Another')
    await dialog.getByLabel('Address').fill(`newsroom-${id}`)
    await dialog.getByRole('button', { name: 'Create workspace' }).click()
    await visible(dialog.getByText('This workspace address is already taken. Please choose another one.'))
  })

  it("shows a viewer no Add New Link on the team's dashboard and none of the owner's controls in its settings", async () => {
    const owner = await createUserViaApi(e2e.baseUrl)
    const { page, user: viewer } = await signedIn()
    const team = await seedTeam(owner, [{ user: viewer, role: 'viewer' }])
    await page.goto(`/app/w/${team.slug}/dashboard`)
    await visible(switcher(page, team.name))
    await visible(page.getByRole('heading', { name: 'No links yet' }))
    expect(await page.getByRole('button', { name: 'Add New Link' }).count()).toBe(0)
    await switcher(page, team.name).click()
    await visible(page.getByRole('menuitem', { name: `${team.name} Viewer` }))
    await page.getByRole('menuitem', { name: 'Workspace settings' }).click()
    await page.waitForURL(`**/app/w/${team.slug}/settings`)
    await visible(page.getByRole('heading', { name: `${team.name} settings` }))
    await visible(page.getByText('Your role: Viewer'))
    await visible(page.getByRole('button', { name: 'Leave workspace' }))
    expect(await page.getByRole('combobox').count()).toBe(0)
    expect(await page.getByLabel('Workspace name').count()).toBe(0)
    expect(await page.getByRole('heading', { name: 'Delete workspace' }).count()).toBe(0)
  })

  it("shows a viewer the team's links without Edit, Delete, switch or selection, and the API refuses them", async () => {
    const owner = await createUserViaApi(e2e.baseUrl)
    const { page, user: viewer } = await signedIn()
    const team = await seedTeam(owner, [{ user: viewer, role: 'viewer' }])
    const code = `v${randomBytes(3).toString('hex')}`
    await seedTeamLink(team, `${e2e.targetOrigin}/shared`, code)

    await page.goto(`/app/w/${team.slug}/dashboard`)
    await visible(row(page, code))
    expect(await page.getByRole('button', { name: 'Add New Link' }).count()).toBe(0)
    expect(await page.getByRole('button', { name: `Edit link ${code}` }).count()).toBe(0)
    expect(await page.getByRole('button', { name: `Delete link ${code}` }).count()).toBe(0)
    expect(await page.getByRole('checkbox').count()).toBe(0)
    expect(await page.getByRole('switch').count()).toBe(0)
    await visible(page.getByRole('button', { name: `Copy short URL ${code}` }))

    const viewerToken = await accessToken(e2e.baseUrl, viewer)
    const refused = await fetch(`${e2e.baseUrl}/api/urls?workspace=${team.slug}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${viewerToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ originalUrl: `${e2e.targetOrigin}/not-allowed` }),
    })
    expect(refused.status).toBe(403)
  })

  it("shows a member Edit and Delete on the links they made and not on the owner's, until the team lets members edit all", async () => {
    const owner = await createUserViaApi(e2e.baseUrl)
    const { page, user: member } = await signedIn()
    const team = await seedTeam(owner, [{ user: member, role: 'member' }])
    const theirs = `o${randomBytes(3).toString('hex')}`
    await seedTeamLink(team, `${e2e.targetOrigin}/owners`, theirs)
    const mine = `m${randomBytes(3).toString('hex')}`
    const made = await fetch(`${e2e.baseUrl}/api/urls?workspace=${team.slug}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await accessToken(e2e.baseUrl, member)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ originalUrl: `${e2e.targetOrigin}/members`, shortCode: mine }),
    })
    expect(made.status).toBe(201)

    await page.goto(`/app/w/${team.slug}/dashboard`)
    await visible(row(page, theirs))
    await visible(page.getByRole('button', { name: `Edit link ${mine}` }))
    await visible(page.getByRole('button', { name: `Delete link ${mine}` }))
    expect(await page.getByRole('button', { name: `Edit link ${theirs}` }).count()).toBe(0)
    expect(await page.getByRole('button', { name: `Delete link ${theirs}` }).count()).toBe(0)
    await visible(page.getByRole('button', { name: 'Add New Link' }))

    const letAll = await fetch(`${e2e.baseUrl}/api/workspaces/${team.slug}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${team.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ membersEditAll: true }),
    })
    expect(letAll.status).toBe(200)
    await page.reload()
    await visible(page.getByRole('button', { name: `Edit link ${theirs}` }))
  })

  it("changes a member's role on the settings page, and a page of a workspace one is not in says so", async () => {
    const second = await createUserViaApi(e2e.baseUrl)
    const { page, user: owner } = await signedIn()
    const team = await seedTeam(owner, [{ user: second, role: 'viewer' }])
    await page.goto(`/app/w/${team.slug}/settings`)
    const role = page.getByRole('combobox', { name: `Role of ${second.email}` })
    await visible(role)
    expect(await role.inputValue()).toBe('viewer')
    await role.selectOption({ label: 'Member' })
    await visible(page.getByText(`${second.email} is now Member`).first())
    await page.reload()
    await visible(role)
    expect(await role.inputValue()).toBe('member')
    // the owner's own controls: rename, the members' setting, delete naming the workspace
    await visible(page.getByLabel('Workspace name'))
    await visible(page.getByLabel('Members can edit every link'))
    const remove = page.getByRole('button', { name: `Delete "${team.name}"` })
    expect(await remove.isDisabled()).toBe(true)
    await page.getByLabel(`Type "${team.name}" to confirm`).fill(team.name)
    expect(await remove.isDisabled()).toBe(false)

    await page.goto('/app/w/nobody-here/dashboard')
    await visible(page.getByRole('heading', { name: 'Workspace not found' }))
    await hidden(page.getByRole('button', { name: 'Add New Link' }))
  })

  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`has no serious accessibility problems on a team's dashboard and settings (${label})`, async () => {
      const { page, user } = await signedIn(viewport)
      // a member with a long address: its row's named actions must still fit the card
      const longNamed = await createUserViaApi(e2e.baseUrl, newTestUser('member-with-a-rather-long-address-at-work'))
      const team = await seedTeam(user, [{ user: longNamed, role: 'member' }])
      await page.goto(`/app/w/${team.slug}/dashboard`)
      await visible(switcher(page, team.name))
      await visible(page.getByRole('button', { name: 'Add New Link' }).first())
      // the header's switcher and user menu fit across a phone: nothing scrolls sideways
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
      expect(await seriousA11yViolations(page)).toEqual([])
      await switcher(page, team.name).click()
      await visible(page.getByRole('menuitem', { name: 'Workspace settings' }))
      expect(await seriousA11yViolations(page)).toEqual([])
      await page.getByRole('menuitem', { name: 'Workspace settings' }).click()
      await page.waitForURL(`**/app/w/${team.slug}/settings`)
      await visible(page.getByRole('heading', { name: 'Members' }))
      await visible(page.getByRole('button', { name: `Remove ${longNamed.email}` }))
      expect(await seriousA11yViolations(page)).toEqual([])
      // nothing scrolls sideways, and no member's row is wider than itself or the screen
      const rows = await page
        .getByRole('listitem')
        .filter({ hasText: longNamed.email })
        .evaluateAll((items) => items.map((li) => ({ overflow: li.scrollWidth - li.clientWidth, right: li.getBoundingClientRect().right })))
      expect(rows.length).toBeGreaterThan(0)
      for (const row of rows) {
        expect(row.overflow).toBeLessThanOrEqual(1)
        expect(row.right).toBeLessThanOrEqual(viewport.width)
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
    })
  }

  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`loads a team's dashboard and settings with a layout shift below 0.02 (${label})`, async () => {
      const { page, user } = await signedIn(viewport)
      const team = await seedTeam(user)
      // with links, as dashboard-cls.e2e.ts (an empty dashboard's first paint is the list's shape)
      const codes: string[] = []
      for (let i = 0; i < 5; i++) codes.push((await seedTeamLink(team, `${e2e.targetOrigin}/cls/${i}`)).shortCode)
      await recordLayoutShifts(page)
      const found: Record<string, unknown> = {}
      const pages = [
        { path: `/app/w/${team.slug}/dashboard`, ready: row(page, codes[0]!) },
        { path: `/app/w/${team.slug}/settings`, ready: page.getByText(`${user.email} (you)`) },
      ]
      for (const { path, ready } of pages) {
        await page.goto(path)
        await visible(ready, 30_000)
        await page.waitForLoadState('networkidle')
        await page.waitForTimeout(1_000)
        const { cls, shifts } = await layoutShift(page)
        if (cls >= 0.02) found[path] = { cls: Number(cls.toFixed(3)), shifts }
      }
      expect(found).toEqual({})
    })
  }

  it('offers a viewer only the read scopes for a key in the team, and lists the key with the team and its scopes', async () => {
    const owner = await createUserViaApi(e2e.baseUrl)
    const { page, user } = await signedIn()
    const team = await seedTeam(owner, [{ user, role: 'viewer' }])
    await page.goto('/app/settings#api-keys')
    const section = page.getByRole('region', { name: keysCopy.title })
    await section.getByRole('combobox', { name: keysCopy.workspace.label }).selectOption({ label: team.name })
    await visible(section.getByText(keysCopy.list.empty))
    await visible(section.getByRole('checkbox', { name: keysCopy.scopes['analytics:read'] }))
    expect(await section.getByRole('checkbox').count()).toBe(2)
    await section.getByRole('checkbox', { name: keysCopy.scopes['analytics:read'] }).check()
    await section.getByLabel(keysCopy.form.name).fill('Team report')
    await section.getByRole('button', { name: keysCopy.form.create }).click()
    await visible(section.getByRole('heading', { name: keysCopy.created.title('Team report') }))
    const row = section.getByRole('row', { name: /Team report/ })
    await visible(row.getByRole('cell', { name: team.name, exact: true }))
    await visible(row.getByRole('cell', { name: `${keysCopy.scopeShort['links:read']}, ${keysCopy.scopeShort['analytics:read']}`, exact: true }))
    expect(await seriousA11yViolations(page)).toEqual([])
  })
})
