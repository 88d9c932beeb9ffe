// Titles, tags, the UTM builder and bulk create in the browser (docs/decisions/0046):
// a link gets a title and two tags under "More options" (and UTM parameters applied to its URL); the tag
// filter and the search by title find it; a tag renamed in the Tags dialog changes on the row; three
// links are made at once with Bulk create. One page load; the other links are seeded through the API.
import { describe, expect, it } from 'vitest'
import { consoleErrors, seriousA11yViolations, TARGET_ORIGIN, useProduct } from './harness'
import { tagsCopy } from '../site/src/features/tags/tags-copy'
import { accessToken, openDashboard, row, rowCodes, toastText, waitForRowCount } from './dashboard-fixtures'

describe('link tags', () => {
  const e2e = useProduct()

  it('creates a tagged link, filters by tag, searches by title, renames a tag and bulk-creates three links', async () => {
    const { page, user } = await openDashboard(e2e)
    const token = await accessToken(e2e.baseUrl, user)
    const seeded = await fetch(`${e2e.baseUrl}/api/urls`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ originalUrl: `${TARGET_ORIGIN}/other`, shortCode: 'other-link', title: 'Autumn', tags: ['news'] }),
    })
    expect(seeded.status).toBe(201)

    await page.getByRole('button', { name: 'Add New Link' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Add New Link' })
    await dialog.getByLabel('Original URL').fill(`${TARGET_ORIGIN}/spring?ref=home`)
    await dialog.getByLabel('Custom path (optional)').fill('spring-tag')
    await dialog.getByText('More options').click()
    await dialog.getByLabel('Title (optional)').fill('Spring launch')
    const tags = dialog.getByLabel('Tags (optional)')
    await tags.fill('Promo')
    await tags.press('Enter')
    await tags.fill('launch,')
    await dialog.getByRole('button', { name: 'Remove tag launch' }).waitFor()
    // A tag the server would refuse is named as it is added, not only on submit; removing it clears that.
    const refused = dialog.getByText('Tags may use letters, digits, spaces, hyphens, underscores and dots')
    await tags.fill('bad tag!')
    await tags.press('Enter')
    await refused.waitFor()
    expect(await tags.getAttribute('aria-invalid')).toBe('true')
    await dialog.getByRole('button', { name: 'Remove tag bad tag!' }).click()
    await refused.waitFor({ state: 'detached' })
    await dialog.getByLabel('Source', { exact: true }).fill('mail')
    expect(await seriousA11yViolations(page)).toEqual([]) // the tag input, its chips and the UTM preview
    await dialog.getByRole('button', { name: 'Apply to URL' }).click()
    expect(await dialog.getByLabel('Original URL').inputValue()).toBe(`${TARGET_ORIGIN}/spring?ref=home&utm_source=mail`)
    await dialog.getByRole('button', { name: 'Create Link' }).click()
    await toastText(page, 'URL shortened successfully').waitFor()
    const created = row(page, 'spring-tag')
    await created.getByText('Spring launch').waitFor()
    expect(await created.getByRole('list', { name: 'Tags' }).getByRole('listitem').allTextContents()).toEqual(['launch', 'promo'])

    // Editing: the builder starts from the link's own UTM values, so adding one keeps the others.
    await created.getByRole('button', { name: 'Edit link spring-tag' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Link' })
    expect(await edit.getByLabel('Source', { exact: true }).inputValue()).toBe('mail') // More options starts open: the link has tags
    await edit.getByLabel('Content', { exact: true }).fill('banner')
    await edit.getByRole('button', { name: 'Apply to URL' }).click()
    expect(await edit.getByLabel('Original URL').inputValue()).toBe(`${TARGET_ORIGIN}/spring?ref=home&utm_source=mail&utm_content=banner`)
    await edit.getByRole('button', { name: 'Cancel' }).click()
    await edit.waitFor({ state: 'detached' })

    await page.getByRole('combobox', { name: 'Filter by tag' }).click()
    await page.getByRole('option', { name: 'promo', exact: true }).click()
    await waitForRowCount(page, (n) => n === 1)
    expect(await rowCodes(page)).toEqual(['spring-tag'])
    expect(new URL(page.url()).searchParams.get('tag')).toBe('promo')
    await page.getByRole('combobox', { name: 'Filter by tag' }).click()
    await page.getByRole('option', { name: 'All tags' }).click()
    await waitForRowCount(page, (n) => n === 2)

    await page.getByRole('searchbox', { name: 'Search links' }).fill('autumn')
    await waitForRowCount(page, (n) => n === 1)
    expect(await rowCodes(page)).toEqual(['other-link'])
    await page.getByRole('searchbox', { name: 'Search links' }).fill('')
    await waitForRowCount(page, (n) => n === 2)

    await page.getByRole('button', { name: 'Tags', exact: true }).click()
    const tagsDialog = page.getByRole('dialog', { name: 'Tags' })
    await tagsDialog.getByRole('button', { name: 'Rename tag promo' }).click()
    await tagsDialog.getByLabel('New name for promo').fill('Offers')
    await tagsDialog.getByRole('button', { name: 'Save' }).click()
    await toastText(page, 'Tag renamed').waitFor()
    await tagsDialog.getByRole('button', { name: 'Close' }).first().click()
    await created.getByText('offers', { exact: true }).waitFor()

    await page.getByRole('button', { name: 'Bulk create' }).click()
    const bulk = page.getByRole('dialog', { name: 'Bulk create' })
    await bulk.getByLabel('URLs, one a line').fill([1, 2, 3].map((n) => `${TARGET_ORIGIN}/bulk/${n}`).join('\n'))
    await bulk.getByRole('button', { name: 'Create links' }).click()
    await bulk.getByRole('status').getByText('3 created').waitFor()
    expect(await bulk.getByRole('listitem').count()).toBe(3)
    await bulk.getByRole('button', { name: 'Close' }).first().click()
    await waitForRowCount(page, (n) => n === 5)
    expect(consoleErrors(page)).toEqual([])
    expect(e2e.foreignRequests(page)).toEqual([])
  })

  it('deletes a tag only once asked again, naming how many links lose it; Cancel keeps it', async () => {
    const { page, user } = await openDashboard(e2e)
    const token = await accessToken(e2e.baseUrl, user)
    const seeded = await fetch(`${e2e.baseUrl}/api/urls`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ originalUrl: `${TARGET_ORIGIN}/tagged`, shortCode: 'tagged-link', tags: ['keep', 'drop'] }),
    })
    expect(seeded.status).toBe(201)
    const tagNames = async () => {
      const res = await fetch(`${e2e.baseUrl}/api/tags`, { headers: { authorization: `Bearer ${token}` } })
      return ((await res.json()) as Array<{ name: string }>).map((t) => t.name).sort()
    }
    await page.reload()
    await row(page, 'tagged-link').getByText('drop', { exact: true }).waitFor()

    await page.getByRole('button', { name: tagsCopy.manageTags, exact: true }).click()
    const dialog = page.getByRole('dialog', { name: tagsCopy.manageTitle })
    await dialog.getByRole('button', { name: tagsCopy.deleteTag('drop') }).click()
    const question = dialog.getByText(tagsCopy.confirmDelete('drop', 1), { exact: true })
    await question.waitFor()
    expect(await tagNames()).toEqual(['drop', 'keep']) // nothing deleted yet
    expect(await seriousA11yViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: tagsCopy.cancel, exact: true }).click()
    await question.waitFor({ state: 'detached' })
    expect(await tagNames()).toEqual(['drop', 'keep'])

    await dialog.getByRole('button', { name: tagsCopy.deleteTag('drop') }).click()
    await dialog.getByRole('button', { name: tagsCopy.confirmDeleteButton, exact: true }).click()
    await toastText(page, tagsCopy.deleted).waitFor()
    expect(await tagNames()).toEqual(['keep'])
    await dialog.getByRole('button', { name: tagsCopy.close }).first().click()
    await row(page, 'tagged-link').getByText('drop', { exact: true }).waitFor({ state: 'detached' })
    expect(consoleErrors(page)).toEqual([])
  })
})
