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

  it('gives the hreflang alternates the instance’s origin, as search engines read only full addresses there', () => {
    const head =
      '<link rel="alternate" hreflang="de" href="/de/about"><link rel="alternate" hreflang="x-default" href="/about"><link rel="icon" href="/favicon.svg">'
    expect(fillPageSettings(head, { 'public-url': 'https://sn.example' })).toBe(
      '<link rel="alternate" hreflang="de" href="https://sn.example/de/about"><link rel="alternate" hreflang="x-default" href="https://sn.example/about"><link rel="icon" href="/favicon.svg">',
    )
    expect(fillPageSettings(head, {})).toBe(head)
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
        ssoProviders: [],
        ssoOnly: false,
      }),
    ).toEqual({
      'public-url': 'https://sn.example',
      'repository-url': 'https://git.example/snip',
      'click-detail-retention-days': '30',
      'anon-key': 'anon.key',
      'email-enabled': 'false',
      'sso-providers': '[]',
      'sso-enabled': 'false',
      'sso-only': 'false',
    })
  })

  it('names the single sign-on providers by id and name only, with where their buttons go', () => {
    const provider = { id: 'corp', name: 'Corp SSO', issuer: 'https://id.example', clientId: 'snip', clientSecret: 'the-secret' }
    const settings = pageSettingsOf({
      publicUrl: 'https://sn.example',
      repositoryUrl: '',
      clickDetailRetentionDays: 30,
      anonKey: 'anon.key',
      emailEnabled: true,
      ssoProviders: [provider],
      ssoOnly: true,
    })
    expect(JSON.parse(settings['sso-providers']!)).toEqual([
      { id: 'corp', name: 'Corp SSO', href: '/auth/v1/authorize?provider=corp&redirect_to=https%3A%2F%2Fsn.example%2Fapp%2Flogin' },
    ])
    expect(settings['sso-enabled']).toBe('true')
    expect(settings['sso-only']).toBe('true')
    expect(JSON.stringify(settings)).not.toMatch(/the-secret|id\.example|"snip"/)
  })

  it('repeats a list template once per entry, each value escaped, and drops it for an empty list', () => {
    const html = '<ul><template data-setting-each="sso-providers"><li><a href="{{href}}">Continue with {{name}}</a></li></template></ul>'
    const providers = [
      { id: 'a', name: 'A & <B>', href: '/auth/v1/authorize?provider=a&redirect_to=x' },
      { id: 'c', name: 'C', href: '/c' },
    ]
    expect(fillPageSettings(html, { 'sso-providers': JSON.stringify(providers) })).toBe(
      '<ul><li><a href="/auth/v1/authorize?provider=a&#38;redirect_to=x">Continue with A &#38; &#60;B&#62;</a></li><li><a href="/c">Continue with C</a></li></ul>',
    )
    expect(fillPageSettings(html, { 'sso-providers': '[]' })).toBe('<ul></ul>')
    expect(fillPageSettings(html, {})).toBe(html)
  })

  it('switches a boolean attribute when its setting is true, and leaves it when false', () => {
    const html =
      '<div hidden data-setting-toggle="sso-enabled hidden"></div><details open data-setting-toggle="sso-only open"><summary data-setting-toggle="sso-only hidden" hidden>x</summary></details>'
    expect(fillPageSettings(html, { 'sso-enabled': 'true', 'sso-only': 'true' })).toBe(
      '<div data-setting-toggle="sso-enabled hidden"></div><details data-setting-toggle="sso-only open"><summary data-setting-toggle="sso-only hidden">x</summary></details>',
    )
    expect(fillPageSettings(html, { 'sso-enabled': 'false', 'sso-only': 'false' })).toBe(html)
    expect(fillPageSettings('<div data-setting-toggle="sso-only hidden"></div>', { 'sso-only': 'true' })).toBe(
      '<div hidden data-setting-toggle="sso-only hidden"></div>',
    )
    // A word in a value is no attribute.
    expect(fillPageSettings('<div class="a hidden b" hidden data-setting-toggle="sso-enabled hidden">', { 'sso-enabled': 'true' })).toBe(
      '<div class="a hidden b" data-setting-toggle="sso-enabled hidden">',
    )
  })
})
