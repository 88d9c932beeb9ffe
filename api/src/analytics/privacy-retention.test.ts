// The privacy page states the retention in force: the prerendered page carries the default in a
// placeholder, and the server writes CLICK_DETAIL_RETENTION_DAYS there when it loads the site.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { loadConfig } from '../config'
import { loadSite } from '../site/static-site'

const PAGE = readFileSync(new URL('../../../site/src/pages/privacy.astro', import.meta.url), 'utf8')
/** The page's sentence, in the English catalog: the page puts the placeholder where it says {days}. */
const ENGLISH = JSON.parse(readFileSync(new URL('../../../site/messages/en.json', import.meta.url), 'utf8')) as Record<string, string>

test('the privacy page source carries the placeholder with the default retention', () => {
  expect(PAGE).toContain(`days: '<span data-setting="click-detail-retention-days">${loadConfig({}).clickDetailRetentionDays}</span>'`)
  expect(ENGLISH.privacy_retention_text).toContain('are deleted after {days} days')
})

test('the served page states the configured retention, and nothing else changes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'snip-privacy-'))
  mkdirSync(join(dir, 'privacy'))
  writeFileSync(
    join(dir, 'privacy', 'index.html'),
    '<p>kept <span data-setting="click-detail-retention-days">395</span> days; <span data-setting="other">x</span></p>',
  )
  const days = loadConfig({ CLICK_DETAIL_RETENTION_DAYS: '30' }).clickDetailRetentionDays
  const html = new TextDecoder().decode(loadSite(dir, { 'click-detail-retention-days': String(days) }).find('/privacy')!.body)
  expect(html).toBe('<p>kept <span data-setting="click-detail-retention-days">30</span> days; <span data-setting="other">x</span></p>')
})
