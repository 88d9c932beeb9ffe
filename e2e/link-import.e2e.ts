// Import and export in the dashboard: a small CSV chosen in the Import dialog shows its
// preview (what will be created, which row cannot be and why), is imported skipping the bad row, and the
// links appear in the list; Export → CSV downloads them in the shape the import reads. axe-clean while open.
import { describe, expect, it } from 'vitest'
import { messages } from '../api/src/contracts'
import { importCopy as t } from '../site/src/features/imports/import-copy'
import { downloadedBytes, seriousA11yViolations, useProduct, visible } from './harness'
import { row, toastText } from './dashboard-fixtures'
import { createUserViaApi, signInThroughUi } from './users'

describe('dashboard: import and export', () => {
  const e2e = useProduct()

  it('previews a CSV, imports its good rows, lists them, and exports them as CSV', async () => {
    const page = await e2e.newPage({ acceptDownloads: true })
    await signInThroughUi(page, await createUserViaApi(e2e.baseUrl))
    await visible(page.getByRole('heading', { name: 'Your Links' }))
    const tag = Math.random().toString(36).slice(2, 8)
    const csv = `url,code,active\n${e2e.targetOrigin}/one,imp1${tag},true\nnot a url,imp2${tag},true\n${e2e.targetOrigin}/three,imp3${tag},false\n`

    await page.getByRole('button', { name: t.importFromShortener, exact: true }).click()
    const dialog = page.getByRole('dialog', { name: t.title })
    await dialog.getByLabel(t.fileLabel).setInputFiles({ name: 'links.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
    await visible(dialog.getByText(t.willCreate(2)))
    await visible(dialog.getByText(t.invalidTitle(1)))
    await visible(
      dialog
        .getByRole('listitem')
        .filter({ hasText: t.row(3) })
        .getByText(messages.url.invalid, { exact: false }),
    )
    expect(await seriousA11yViolations(page)).toEqual([])
    // a file with a bad row offers to skip it from the start, and the button says what the click does
    expect(await dialog.getByLabel(t.modes['skip-invalid']).isChecked()).toBe(true)
    await dialog.getByRole('button', { name: t.submitSkipping(2, 1), exact: true }).click()

    await visible(toastText(page, t.doneSkipped(2, 1)))
    await visible(row(page, `imp1${tag}`))
    await visible(row(page, `imp3${tag}`))
    expect(await row(page, `imp2${tag}`).count()).toBe(0)

    await page.getByRole('button', { name: t.exportButton, exact: true }).click()
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: t.exportCsv }).click()])
    expect(download.suggestedFilename()).toMatch(/^snip-links-\d{4}-\d{2}-\d{2}\.csv$/)
    const text = (await downloadedBytes(download)).toString('utf8')
    expect(text.split('\r\n')[0]).toBe('url,code,active,clicks,createdAt,expiresAt,maxClicks,fallbackUrl,title,note,tags,domain,rules,split,forwardQuery')
    expect(text).toContain(`${e2e.targetOrigin}/three,imp3${tag},false,0,`)
  })
})
