// The web app manifest over real HTTP (docs/decisions/0089): served as application/manifest+json, with the
// share target that makes an installed Snip a phone's share-sheet target, and allowed by the pages' CSP.
// The site here is the real manifest beside a page linking it, as the layout does.
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../test/harness'

function builtSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'snip-manifest-'))
  copyFileSync(join(import.meta.dirname, '../../../site/public/manifest.webmanifest'), join(dir, 'manifest.webmanifest'))
  mkdirSync(join(dir, 'app/dashboard'), { recursive: true })
  writeFileSync(
    join(dir, 'app/dashboard/index.html'),
    '<!doctype html><html lang="en"><link rel="manifest" href="/manifest.webmanifest"><h1>Your Links</h1></html>',
  )
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html lang="en"><h1>Home</h1></html>')
  return dir
}

describe('the web app manifest', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ env: { SITE_DIR: builtSite() } })
  })
  afterAll(() => server.stop())

  it('is served as application/manifest+json and shares addresses to the dashboard', async () => {
    const res = await fetch(`${server.baseUrl}/manifest.webmanifest`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/manifest+json')
    const manifest = await res.json()
    expect(manifest).toMatchObject({ name: 'Snip', start_url: '/app/dashboard', display: 'standalone' })
    expect(manifest.icons).toContainEqual(expect.objectContaining({ src: '/favicon.svg', sizes: 'any', purpose: 'any' }))
    expect(manifest.share_target).toEqual({ action: '/app/dashboard', method: 'GET', params: { url: 'url', text: 'text', title: 'title' } })
  })

  it("is allowed by the pages' CSP (the manifest comes from the page's own origin)", async () => {
    const res = await fetch(`${server.baseUrl}/app/dashboard`)
    expect(res.status).toBe(200)
    const policy = (res.headers.get('content-security-policy') ?? '').split(';').map((d) => d.trim())
    const manifestSrc = policy.find((d) => d.startsWith('manifest-src')) ?? policy.find((d) => d.startsWith('default-src'))
    expect(manifestSrc?.split(/\s+/)).toContain("'self'")
  })
})
