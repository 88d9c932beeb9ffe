// The prebuilt site (Astro's dist/), loaded into memory at start: every file with its headers, HTML pages
// with a CSP carrying the sha256 of each inline script, text files also gzip-compressed.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { extname, join, relative, sep } from 'node:path'
import { gzipSync } from 'node:zlib'
import { BASE_LANGUAGE, LANGUAGES, type Language, localizedPath } from '../contracts/languages'
import { pageCsp } from '../http/security-headers'
import { fillPageSettings, type PageSettings } from './page-settings'

export interface SiteFile {
  body: Uint8Array<ArrayBuffer>
  gzip?: Uint8Array<ArrayBuffer>
  headers: Record<string, string>
}

export interface Site {
  /** The file for a URL path (`/about`, `/about/`, `/_astro/x.js`), if any. */
  find(pathname: string): SiteFile | undefined
  /** The redirect page (Link Not Found when the server could not resolve the code). */
  readonly linkNotFound: SiteFile
  /** The generic 404 page. */
  readonly notFound: SiteFile
  /** "Link disabled": a link taken down by moderation (answered with 410, decision 43). */
  readonly linkDisabled: SiteFile
  /** Link expired (410), the link's password page and its wrong-password twin. */
  readonly linkExpired: SiteFile
  readonly linkPassword: SiteFile
  readonly linkPasswordWrong: SiteFile
  /** One of the pages the server answers itself, in `language` when the site was built in it, else English. */
  inLanguage(page: ServedPage, language: Language): SiteFile
  readonly built: boolean
}

/**
 * The pages the server answers itself (a short link's outcomes and the generic 404), at their English
 * addresses; each is also prerendered under every language's prefix (pages/[lang]/), and the server picks the
 * file by the visitor's language while the address stays the link's own. Never negotiated by their addresses.
 */
export const SERVED_PAGES = {
  linkNotFound: '/not-found',
  notFound: '/404',
  linkDisabled: '/link-disabled',
  linkExpired: '/link/expired',
  linkPassword: '/link/password',
  linkPasswordWrong: '/link/password-wrong',
} as const
export type ServedPage = keyof typeof SERVED_PAGES

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
}
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.webmanifest'])

function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/.test(m[1] ?? '')) continue
    if (/type\s*=\s*["']?application\/(ld\+)?json/i.test(m[1] ?? '')) continue
    hashes.add(
      `sha256-${createHash('sha256')
        .update(m[2] ?? '')
        .digest('base64')}`,
    )
  }
  return [...hashes]
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name)
    return statSync(full).isDirectory() ? walk(full) : [full]
  })
}

function fallbackPage(title: string): SiteFile {
  const body = new TextEncoder().encode(
    `<!doctype html><title>${title}</title><h1>${title}</h1><p>The site is not built yet: run <code>npm run build</code>.</p>`,
  )
  return { body, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', 'content-security-policy': pageCsp([]) } }
}

/** `settings`: values in force for the pages' <span data-setting> placeholders (page-settings.ts). */
export function loadSite(dir: string, settings: PageSettings = {}): Site {
  const files = new Map<string, SiteFile>()
  if (existsSync(dir)) {
    for (const full of walk(dir)) {
      const rel = '/' + relative(dir, full).split(sep).join('/')
      const ext = extname(full).toLowerCase()
      const raw = new Uint8Array(readFileSync(full))
      const body = ext === '.html' ? new TextEncoder().encode(fillPageSettings(new TextDecoder().decode(raw), settings)) : raw
      const headers: Record<string, string> = {
        'content-type': types[ext] ?? 'application/octet-stream',
        'cache-control': rel.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      }
      if (ext === '.html') headers['content-security-policy'] = pageCsp(inlineScriptHashes(new TextDecoder().decode(body)))
      const file: SiteFile = { body, headers }
      if (compressible.has(ext) && body.length > 512) file.gzip = new Uint8Array(gzipSync(body, { level: 9 }))
      files.set(rel, file)
      if (rel.endsWith('/index.html')) {
        const route = rel.slice(0, -'index.html'.length)
        files.set(route, file)
        if (route !== '/') files.set(route.slice(0, -1), file)
      }
    }
  }
  const notFound = files.get('/404.html') ?? fallbackPage('404 Page Not Found')
  const linkNotFound = files.get('/not-found') ?? fallbackPage('Link Not Found')
  const linkDisabled = files.get('/link-disabled') ?? fallbackPage('Link disabled')
  const linkExpired = files.get('/link/expired') ?? fallbackPage('Link expired')
  const linkPassword = files.get('/link/password') ?? fallbackPage('Password required')
  const linkPasswordWrong = files.get('/link/password-wrong') ?? fallbackPage('Password required')
  files.delete('/404.html')
  const english: Record<ServedPage, SiteFile> = { linkNotFound, notFound, linkDisabled, linkExpired, linkPassword, linkPasswordWrong }
  const translated = new Map<string, SiteFile>()
  for (const language of LANGUAGES) {
    if (language === BASE_LANGUAGE) continue
    for (const [page, path] of Object.entries(SERVED_PAGES)) {
      const file = files.get(localizedPath(path, language))
      if (file) translated.set(`${language} ${page}`, file)
    }
    // The generic 404 in a language is an answer, not a page of its own address (as /404.html is not).
    for (const alias of ['', '/', '/index.html']) files.delete(`${localizedPath('/404', language)}${alias}`)
  }
  return {
    find: (p) => files.get(p) ?? workspacePage(files, p),
    linkNotFound,
    notFound,
    linkDisabled,
    linkExpired,
    linkPassword,
    linkPasswordWrong,
    inLanguage: (page, language) => translated.get(`${language} ${page}`) ?? english[page],
    built: files.size > 0,
  }
}

const WORKSPACE_PAGE = /^(\/[a-z]{2})?\/app\/w\/[a-z0-9-]{3,40}(\/.*)?$/

/**
 * /app/w/{slug}/… (docs/decisions/0081): a signed-in page in team workspace {slug}. The site is prerendered
 * once for every workspace and its islands read the slug from the address, so the server answers with the
 * team-only page built under /app/team/ (its settings) or else the page the personal workspace has
 * (/app/w/{slug}/dashboard → /app/dashboard).
 */
function workspacePage(files: Map<string, SiteFile>, path: string): SiteFile | undefined {
  const [, language = '', rest] = WORKSPACE_PAGE.exec(path) ?? []
  if (!rest || rest === '/') return undefined
  // In a language (the server asks for /de/app/w/{slug}/… when it picks the German file): its built pages.
  return files.get(`${language}/app/team${rest}`) ?? files.get(`${language}/app${rest}`)
}

/** A Response for a site file, gzip-encoded when the client accepts it. */
export function siteResponse(file: SiteFile, request: Request, status = 200): Response {
  const headers = { ...file.headers, vary: 'accept-encoding' }
  if (file.gzip && (request.headers.get('accept-encoding') ?? '').includes('gzip')) {
    return new Response(request.method === 'HEAD' ? null : file.gzip, { status, headers: { ...headers, 'content-encoding': 'gzip' } })
  }
  return new Response(request.method === 'HEAD' ? null : file.body, { status, headers })
}
