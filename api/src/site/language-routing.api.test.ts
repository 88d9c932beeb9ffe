// The site's language over real HTTP, on a built site of a few pages (the real build's pages are walked in
// e2e/languages.e2e.ts): a prefixed address answers in its language; an English address of a translated page
// sends a visitor who prefers another language there; a switcher link stores the choice.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../test/harness'

function builtSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'snip-languages-'))
  const page = (path: string, lang: string, text: string) => {
    mkdirSync(join(dir, path), { recursive: true })
    writeFileSync(join(dir, path, 'index.html'), `<!doctype html><html lang="${lang}"><h1>${text}</h1></html>`)
  }
  page('', 'en', 'Home')
  page('about', 'en', 'About Snip')
  page('report', 'en', 'Report a link')
  page('app/login', 'en', 'Sign in')
  page('app/dashboard', 'en', 'Your Links')
  page('app/team/settings', 'en', 'Workspace settings')
  for (const [prefix, lang, text] of [
    ['de', 'de', 'Über Snip'],
    ['ja', 'ja', 'Snipについて'],
    ['xa', 'en-XA', '⟦Åƀöûţ⟧'],
  ]) {
    page(prefix!, lang!, `${text} home`)
    page(`${prefix}/about`, lang!, text!)
    page(`${prefix}/app/login`, lang!, `${text} login`)
    page(`${prefix}/app/dashboard`, lang!, `${text} dashboard`)
    page(`${prefix}/app/team/settings`, lang!, `${text} team settings`)
  }
  writeFileSync(join(dir, '404.html'), '<h1>404 Page Not Found</h1>')
  return dir
}

describe('the site in the visitor’s language', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ env: { SITE_DIR: builtSite() } })
  })
  afterAll(() => server.stop())

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.baseUrl}${path}`, { headers, redirect: 'manual' })

  it('answers a prefixed address in its language, whatever the browser prefers', async () => {
    const res = await get('/de/about', { 'accept-language': 'ja', cookie: 'snip-lang=ja' })
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('<html lang="de"><h1>Über Snip</h1>')
  })

  it('keeps an English address English for a visitor with no preference or an English browser', async () => {
    for (const headers of [{}, { 'accept-language': 'en-US,en;q=0.9' }, { 'accept-language': 'nl-NL' }] as Record<string, string>[]) {
      const res = await get('/about', headers)
      expect(res.status, JSON.stringify(headers)).toBe(200)
      expect(await res.text()).toContain('About Snip')
      expect(res.headers.get('vary')).toContain('accept-language')
      expect(res.headers.get('vary')).toContain('cookie')
    }
  })

  it('sends a browser that prefers German from an English address to the German page', async () => {
    const home = await get('/', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' })
    expect(home.status).toBe(302)
    expect(home.headers.get('location')).toBe('/de/')
    expect(home.headers.get('vary')).toContain('accept-language')
    const about = await get('/about?from=mail', { 'accept-language': 'fr;q=0.2, ja' })
    expect(about.headers.get('location')).toBe('/ja/about?from=mail')
  })

  it('lets the stored choice win over the browser', async () => {
    const english = await get('/about', { cookie: 'snip-lang=en', 'accept-language': 'de' })
    expect(english.status).toBe(200)
    const japanese = await get('/about', { cookie: 'snip-lang=ja', 'accept-language': 'de' })
    expect(japanese.headers.get('location')).toBe('/ja/about')
  })

  it('stays English where the language the visitor prefers has no translation yet', async () => {
    const res = await get('/about', { 'accept-language': 'fr' })
    expect(res.status).toBe(200)
    expect((await get('/report', { 'accept-language': 'de' })).status).toBe(200)
  })

  it('stores a switcher choice as a plain preference cookie and goes to the clean address', async () => {
    const res = await get('/about?lang=de&from=footer')
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/de/about?from=footer')
    expect(res.headers.get('set-cookie')).toBe('snip-lang=de; Path=/; Max-Age=31536000; SameSite=Lax')
    const back = await get('/de/about?lang=en', { cookie: 'snip-lang=de' })
    expect(back.headers.get('location')).toBe('/about')
    expect(back.headers.get('set-cookie')).toContain('snip-lang=en;')
  })

  it('marks the preference Secure when the site is served over HTTPS', async () => {
    const https = await startTestServer({ env: { SITE_DIR: builtSite(), PUBLIC_URL: 'https://snip.test' } })
    try {
      const res = await fetch(`${https.baseUrl}/about?lang=ja`, { redirect: 'manual' })
      expect(res.headers.get('set-cookie')).toBe('snip-lang=ja; Path=/; Max-Age=31536000; SameSite=Lax; Secure')
    } finally {
      await https.stop()
    }
  })

  it('never sends a switcher link elsewhere: ?lang= is read on the site’s own pages only', async () => {
    const res = await get('//evil.example/about?lang=de')
    expect(res.status).toBe(404)
    expect(res.headers.get('location')).toBeNull()
    expect(res.headers.get('set-cookie')).toBeNull()
  })

  it('ignores a choice of a language the site does not offer, the pseudo-locale included', async () => {
    for (const lang of ['xx', 'en-XA']) {
      const res = await get(`/about?lang=${lang}`)
      expect(res.status, lang).toBe(200)
      expect(res.headers.get('set-cookie')).toBeNull()
    }
  })

  it('serves the pseudo-locale only when asked for by its address, never by negotiation', async () => {
    expect((await get('/about', { 'accept-language': 'en-XA' })).status).toBe(200)
    const pseudo = await get('/xa/about')
    expect(await pseudo.text()).toContain('⟦Åƀöûţ⟧')
  })

  it('answers an app page at its own address in the visitor’s language: no redirect, the file picked by who asks', async () => {
    const cases: [string, Record<string, string>, string][] = [
      ['/app/login', { 'accept-language': 'de-DE,de;q=0.9' }, 'Über Snip login'],
      ['/app/login', { 'accept-language': 'de', cookie: 'snip-lang=ja' }, 'Snipについて login'],
      ['/app/login', {}, 'Sign in'],
      ['/app/dashboard', { 'accept-language': 'ja' }, 'Snipについて dashboard'],
      // A team workspace's pages are the same built pages, in the language too.
      ['/app/w/news-room/dashboard', { 'accept-language': 'de' }, 'Über Snip dashboard'],
      ['/app/w/news-room/settings', { 'accept-language': 'ja' }, 'Snipについて team settings'],
      ['/app/w/news-room/settings', { 'accept-language': 'fr' }, 'Workspace settings'],
    ]
    for (const [path, headers, text] of cases) {
      const res = await get(path, headers)
      expect(res.status, `${path} ${JSON.stringify(headers)}`).toBe(200)
      expect(await res.text(), `${path} ${JSON.stringify(headers)}`).toContain(`<h1>${text}</h1>`)
      expect(res.headers.get('vary')).toContain('accept-language')
      expect(res.headers.get('vary')).toContain('cookie')
    }
  })

  it('stores a choice made on an app page and goes back to the same address', async () => {
    const res = await get('/de/app/login?lang=ja&next=%2Fapp%2Fsettings')
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/app/login?next=%2Fapp%2Fsettings')
    expect(res.headers.get('set-cookie')).toContain('snip-lang=ja')
  })
})
