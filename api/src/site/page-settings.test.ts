// The server writes its settings into the prerendered pages: text a person reads and values scripts read.
import { describe, expect, it } from 'vitest'
import { fillPageSettings, pageSettingsOf } from './page-settings'

describe('page settings', () => {
  it('writes the value in force into a meta tag the page scripts read, escaped', () => {
    const html = '<head><meta data-setting="public-url" content="" /><meta data-setting="other" content="kept" /></head>'
    expect(fillPageSettings(html, { 'public-url': 'https://sn.example/"x"' })).toBe(
      '<head><meta data-setting="public-url" content="https://sn.example/&#34;x&#34;" /><meta data-setting="other" content="kept" /></head>',
    )
  })

  it('writes text settings into their span', () => {
    expect(fillPageSettings('<p><span data-setting="click-detail-retention-days">395</span></p>', { 'click-detail-retention-days': '30' })).toBe(
      '<p><span data-setting="click-detail-retention-days">30</span></p>',
    )
  })

  it('names every setting a page carries from the configuration', () => {
    expect(
      pageSettingsOf({
        publicUrl: 'https://sn.example',
        repositoryUrl: 'https://git.example/snip',
        clickDetailRetentionDays: 30,
        anonKey: 'anon.key',
        emailEnabled: false,
      }),
    ).toEqual({
      'public-url': 'https://sn.example',
      'repository-url': 'https://git.example/snip',
      'click-detail-retention-days': '30',
      'anon-key': 'anon.key',
      'email-enabled': 'false',
    })
  })
})
