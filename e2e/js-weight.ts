// The JavaScript a built page loads for a visitor without a session: its inline scripts,
// its <script src> files, its islands' component and renderer modules, and every module those import
// statically, each file counted once and gzipped once. Dynamic import() is not followed: that code loads only
// when the user acts.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, posix } from 'node:path'
import { gzipSync } from 'node:zlib'

const gzipSize = (text: string) => gzipSync(text, { level: 9 }).length

/**
 * Module URLs a page starts with: script sources and islands' component/renderer URLs. Islands hydrated
 * with `client:signed-in` are left out for a visitor (`signedIn` false), who never loads them; a signed-in
 * browser loads them too.
 */
export function entryModules(html: string, signedIn = false): string[] {
  const urls = new Set<string>()
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/gi)) urls.add(m[1]!)
  for (const island of html.matchAll(/<astro-island\b[^>]*>/g)) {
    if (!signedIn && /\bclient="signed-in"/.test(island[0])) continue
    for (const m of island[0].matchAll(/\b(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g)) if (m[1]) urls.add(m[1])
  }
  for (const m of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/gi)) urls.add(m[1]!)
  return [...urls]
}

/** Inline script bodies (JSON data blocks excluded). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((m) => !/\bsrc\s*=/.test(m[1] ?? '') && !/application\/(ld\+)?json/i.test(m[1] ?? ''))
    .map((m) => m[2] ?? '')
}

/** Static imports and re-exports of a module (`import x from "./a.js"`, `import "./b.js"`, `export * from`). */
export function staticImports(code: string): string[] {
  const found = new Set<string>()
  for (const m of code.matchAll(/\b(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+)["']/g)) found.add(m[1]!)
  return [...found]
}

export interface PageWeight {
  /** Gzipped bytes of all JavaScript the page loads before any user action. */
  gzip: number
  files: Record<string, number>
}

/** `page`: the built HTML file's path relative to `dist`; `signedIn`: as a browser with a stored session loads it. */
export function pageJsWeight(dist: string, page: string, signedIn = false): PageWeight {
  const html = readFileSync(join(dist, page), 'utf8')
  const files: Record<string, number> = {}
  inlineScripts(html).forEach((code, i) => (files[`inline#${i}`] = gzipSize(code)))
  const queue = entryModules(html, signedIn)
  const seen = new Set<string>()
  while (queue.length) {
    const url = queue.shift()!
    if (seen.has(url)) continue
    seen.add(url)
    const path = join(dist, url)
    if (!existsSync(path)) throw new Error(`${page} loads ${url}, which is not in ${dist}`)
    const code = readFileSync(path, 'utf8')
    files[url] = gzipSize(code)
    for (const spec of staticImports(code)) {
      if (!spec.startsWith('.') && !spec.startsWith('/')) continue
      queue.push(spec.startsWith('/') ? spec : posix.join(dirname(url), spec))
    }
  }
  return { gzip: Object.values(files).reduce((a, b) => a + b, 0), files }
}
