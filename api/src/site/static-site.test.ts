// The built site served from memory: routes, caching, gzip and a CSP hash for each inline script.
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { loadSite, siteResponse } from './static-site'

function fixture(): string {
  const dir = mkdtempSync(join(tmpdir(), 'snip-site-'))
  const inline = 'window.hello = 1'
  mkdirSync(join(dir, 'about'))
  mkdirSync(join(dir, 'not-found'))
  mkdirSync(join(dir, '_astro'))
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><h1>Home</h1><script>${inline}</script><script type="module" src="/_astro/a.js"></script>${'<p>x</p>'.repeat(200)}`,
  )
  writeFileSync(join(dir, 'about', 'index.html'), '<h1>About</h1>')
  writeFileSync(join(dir, 'not-found', 'index.html'), '<h1>Link Not Found</h1>')
  writeFileSync(join(dir, '404.html'), '<h1>404 Page Not Found</h1>')
  writeFileSync(join(dir, '_astro', 'a.js'), 'console.log(1)')
  return dir
}

describe('static site', () => {
  test('maps directory pages to routes with and without a trailing slash', () => {
    const site = loadSite(fixture())
    expect(site.built).toBe(true)
    for (const p of ['/', '/about', '/about/', '/_astro/a.js']) expect(site.find(p), p).toBeDefined()
    expect(site.find('/404.html')).toBeUndefined()
    expect(new TextDecoder().decode(site.notFound.body)).toContain('404 Page Not Found')
    expect(new TextDecoder().decode(site.linkNotFound.body)).toContain('Link Not Found')
  })

  test("answers /app/w/{slug}/… with the team-only page or the personal workspace's page", () => {
    const dir = fixture()
    for (const page of ['app/dashboard', 'app/settings', 'app/links', 'app/team/settings', 'app/team/audit']) {
      mkdirSync(join(dir, page), { recursive: true })
      writeFileSync(join(dir, page, 'index.html'), `<h1>${page}</h1>`)
    }
    const site = loadSite(dir)
    const text = (p: string) => {
      const file = site.find(p)
      return file && new TextDecoder().decode(file.body)
    }
    expect(text('/app/w/news-room/dashboard')).toBe('<h1>app/dashboard</h1>')
    expect(text('/app/w/news-room/links/')).toBe('<h1>app/links</h1>')
    expect(text('/app/w/news-room/settings')).toBe('<h1>app/team/settings</h1>')
    expect(text('/app/w/news-room/audit')).toBe('<h1>app/team/audit</h1>')
    expect(text('/app/settings')).toBe('<h1>app/settings</h1>')
    for (const p of ['/app/w/news-room', '/app/w/news-room/', '/app/w/news-room/nothing', '/app/w/NO/dashboard', '/app/w/x/dashboard']) {
      expect(site.find(p), p).toBeUndefined()
    }
  })

  test('hashed assets are immutable, pages revalidate', () => {
    const site = loadSite(fixture())
    expect(site.find('/_astro/a.js')!.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(site.find('/about')!.headers['cache-control']).toBe('no-cache')
  })

  test('a page CSP allows exactly its inline scripts by hash, never unsafe-inline', () => {
    const csp = loadSite(fixture()).find('/')!.headers['content-security-policy']!
    const hash = createHash('sha256').update('window.hello = 1').digest('base64')
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src'))!
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`)
    expect(csp).toContain("frame-ancestors 'none'")
  })

  test('serves gzip to clients that accept it', async () => {
    const file = loadSite(fixture()).find('/')!
    const res = siteResponse(file, new Request('http://localhost/', { headers: { 'accept-encoding': 'gzip, br' } }))
    expect(res.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(new Uint8Array(await res.arrayBuffer())).toString()).toContain('<h1>Home</h1>')
    const plain = siteResponse(file, new Request('http://localhost/'))
    expect(plain.headers.get('content-encoding')).toBeNull()
  })

  test('without a build, pages answer a placeholder that says how to build', () => {
    const site = loadSite(join(tmpdir(), 'snip-no-such-dir'))
    expect(site.built).toBe(false)
    expect(new TextDecoder().decode(site.notFound.body)).toContain('npm run build')
  })
})
