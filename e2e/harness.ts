// Browser-test harness: builds the site once if needed, starts the real product (api/src/main.ts) on a free
// port with a fresh data directory, drives Debian's Chromium through playwright-core, and cleans up.
// Every page it hands out records requests that leave the product's origin (and aborts them). Short links in
// tests point at TARGET_ORIGIN, which Chromium resolves to a local stub server (--host-resolver-rules), so
// following a short link never touches the network or DNS.
//
//   const e2e = useProduct()                  // in a test file: one server + browser for the file
//   const page = await e2e.newPage()           // fresh context per call
//   expect(e2e.foreignRequests(page)).toEqual([])
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { createServer as createHttpServer, type Server } from 'node:http'
import { freePort } from '../api/test/waiting'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject } from 'vitest'

export const ROOT = resolve(import.meta.dirname, '..')
const BUN = join(ROOT, 'node_modules/.bin/bun')
export const CHROMIUM = '/usr/bin/chromium'
/** Where test links lead: mapped by the browser to the local stub server. */
export const TARGET_ORIGIN = 'http://target.snip.test'
/** The <title> of every page of the stub target server. */
export const TARGET_TITLE = 'Snip test target'

// ---------- build ----------
/**
 * Builds dist/ when it is missing (e.g. a file run without e2e/global-setup.ts, which builds once before
 * the browser tests). Never rebuilds an existing dist/ mid-run: other files' servers are serving it.
 * Files running at the same time share one build through a lock directory.
 */
export async function ensureSiteBuilt(): Promise<void> {
  const built = () => existsSync(join(ROOT, 'dist/index.html')) && existsSync(join(ROOT, 'dist/not-found/index.html'))
  if (built()) return
  const lock = join(tmpdir(), 'snip-e2e-build.lock')
  for (;;) {
    try {
      mkdirSync(lock)
      break
    } catch {
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0)
      if (age > 180_000) rmSync(lock, { recursive: true, force: true })
      await new Promise((r) => setTimeout(r, 250))
    }
  }
  try {
    if (built()) return
    const result = spawnSync(BUN, ['--bun', 'astro', 'build'], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1' },
      encoding: 'utf8',
    })
    if (result.status !== 0) throw new Error(`astro build failed:\n${result.stdout}\n${result.stderr}`)
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}

// ---------- server ----------
export { freePort }

export interface Product {
  baseUrl: string
  dataDir: string
  output: () => string
  stop: () => Promise<void>
}

/** `env.PORT`, when given, is the port to use (a test whose other server must know Snip's address first). */
export async function startProduct(env: Record<string, string> = {}): Promise<Product> {
  const port = env.PORT ? Number(env.PORT) : await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'snip-e2e-'))
  const baseUrl = `http://127.0.0.1:${port}`
  let log = ''
  const child: ChildProcess = spawn(BUN, ['api/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      AUTH_RATE_LIMIT: '0',
      ANON_CREATE_LIMIT: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (d) => (log += d))
  child.stderr?.on('data', (d) => (log += d))
  const exited = new Promise<void>((r) => child.once('exit', () => r()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
      await exited
      clearTimeout(timer)
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  const deadline = Date.now() + 30_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the product exited with ${child.exitCode}:\n${log}`)
    try {
      const res = await fetch(`${baseUrl}/api/health`)
      if (res.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`the product did not answer /api/health within 30 s:\n${log}`)
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  return { baseUrl, dataDir, output: () => log, stop }
}

// ---------- browser ----------
/** Chromium's switches for every test browser; `targetPort`: the stub server TARGET_ORIGIN resolves to. */
export function browserArgs(targetPort?: number): string[] {
  return [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    '--disable-dev-shm-usage',
    ...(targetPort ? [`--host-resolver-rules=MAP ${new URL(TARGET_ORIGIN).hostname} 127.0.0.1:${targetPort}`] : []),
  ]
}

/** `targetPort`: the stub server TARGET_ORIGIN resolves to. */
export async function launchBrowser(targetPort?: number): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium`)
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: browserArgs(targetPort) })
}

const foreign = new WeakMap<Page, string[]>()
const consoleProblems = new WeakMap<Page, string[]>()

/**
 * A page in a fresh context. Requests to origins other than `baseUrl` and `allowedOrigins` are recorded
 * (see foreignRequests) and aborted.
 */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  allowedOrigins: string[] = [],
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<Page> {
  const context: BrowserContext = await browser.newContext({ baseURL: baseUrl, ...options })
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl })
  const allowed = new Set([new URL(baseUrl).origin, ...allowedOrigins])
  const isForeign = (url: string) => !url.startsWith('data:') && !url.startsWith('blob:') && !allowed.has(new URL(url).origin)
  const page = await context.newPage()
  const seen: string[] = []
  foreign.set(page, seen)
  page.on('request', (request) => {
    if (isForeign(request.url())) seen.push(request.url())
  })
  const problems: string[] = []
  consoleProblems.set(page, problems)
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(message.text())
  })
  await context.route('**/*', (route) => (isForeign(route.request().url()) ? route.abort('blockedbyclient') : route.continue()))
  return page
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** A local HTTP server answering every path with a small page titled TARGET_TITLE, showing the Referer it got: where test links lead. */
export async function startTargetServer(): Promise<{ port: number; stop: () => Promise<void> }> {
  const server: Server = createHttpServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    // /source?to=<url>: a page on the target's origin linking to <url> (a short link shared on another site)
    const to = new URL(req.url ?? '/', 'http://target').searchParams.get('to')
    const link = req.url?.startsWith('/source') && to ? `<a href="${escapeHtml(to)}">Follow the short link</a>` : ''
    const referer = `<p>Referer: <span data-testid="referer">${escapeHtml(req.headers.referer ?? 'none')}</span></p>`
    res.end(`<!doctype html><html lang="en"><title>${TARGET_TITLE}</title><h1>${TARGET_TITLE}</h1><p>${escapeHtml(req.url ?? '')}</p>${referer}${link}</html>`)
  })
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    port,
    stop: () => new Promise<void>((ok) => server.close(() => ok())),
  }
}

/**
 * Uncaught errors and console errors on `page` (CSP violations, hydration mismatches…), except the
 * browser's own "Failed to load resource" lines for expected 4xx answers.
 */
export function consoleErrors(page: Page): string[] {
  return [...(consoleProblems.get(page) ?? [])]
}

/**
 * From this call on, every answer `page` gets with a status of 400 or more, as 'status METHOD /path' (the
 * list fills as they come). consoleErrors leaves out the browser's "Failed to load resource" lines, so a
 * flow that must make no failing request checks this list.
 */
export function failedResponses(page: Page): string[] {
  const failed: string[] = []
  page.on(
    'response',
    (answer) => void (answer.status() >= 400 && failed.push(`${answer.status()} ${answer.request().method()} ${new URL(answer.url()).pathname}`)),
  )
  return failed
}

/** Requests from `page` that tried to leave the product's origin (besides test targets). */
export function foreignRequests(page: Page): string[] {
  return [...(foreign.get(page) ?? [])]
}

/** axe-core on the current page: violations of impact serious or critical, summarised. */
/** axe's serious and critical violations; `rules` limits the run to those rule ids (e.g. colours only). */
export async function seriousA11yViolations(page: Page, rules?: string[]): Promise<string[]> {
  const builder = new AxeBuilder({ page })
  const results = await (rules ? builder.withRules(rules) : builder).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact}: ${v.id} — ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}

// ---------- one product + browser per test file ----------
declare module 'vitest' {
  export interface ProvidedContext {
    /** The WebSocket address of the run's shared Chromium, when e2e/global-setup.ts started one. */
    sharedBrowser: string | undefined
  }
}

export interface E2E {
  readonly baseUrl: string
  /** TARGET_ORIGIN: use `${e2e.targetOrigin}/path` as a link's original URL. */
  readonly targetOrigin: string
  readonly product: Product
  readonly browser: Browser
  newPage: (options?: Parameters<Browser['newContext']>[0]) => Promise<Page>
  foreignRequests: (page: Page) => string[]
}

/** `env`: extra settings for the product, or a function giving them when the file's servers start. */
export function useProduct(env: Record<string, string> | (() => Record<string, string>) = {}): E2E {
  let product: Product | undefined
  let browser: Browser | undefined
  let target: Awaited<ReturnType<typeof startTargetServer>> | undefined
  const pages: Page[] = []
  beforeAll(async () => {
    await ensureSiteBuilt()
    // The run's one Chromium and stub target (e2e/global-setup.ts): connecting takes milliseconds where a
    // launch took seconds on a loaded machine; each page still gets a fresh context. A file run without the
    // global setup launches its own.
    const shared = inject('sharedBrowser')
    const connecting = shared ? chromium.connect(shared) : startTargetServer().then((t) => ((target = t), launchBrowser(t.port)))
    ;[product, browser] = await Promise.all([startProduct(typeof env === 'function' ? env() : env), connecting])
  }, 240_000)
  afterAll(async () => {
    await Promise.allSettled(pages.map((p) => p.context().close()))
    await browser?.close().catch(() => undefined)
    await product?.stop()
    await target?.stop()
  })
  return {
    get baseUrl() {
      return product!.baseUrl
    },
    get targetOrigin() {
      return TARGET_ORIGIN
    },
    get product() {
      return product!
    },
    get browser() {
      return browser!
    },
    async newPage(options) {
      const page = await openPage(browser!, product!.baseUrl, [TARGET_ORIGIN], options)
      pages.push(page)
      return page
    },
    foreignRequests,
  }
}

/**
 * The bytes of a finished download. The run's browser is shared over a connection (useProduct), so the
 * file is streamed from it: Download.path() is not available there.
 */
export async function downloadedBytes(download: import('playwright-core').Download): Promise<Buffer> {
  const stream = await download.createReadStream()
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk))
  return Buffer.concat(chunks)
}

// ---------- small waiting helpers (playwright-core has no expect) ----------
type Waitable = { waitFor: (o?: { state?: 'visible' | 'hidden' | 'attached' | 'detached'; timeout?: number }) => Promise<void> }

/** Waits until the locator is visible (fails the test after `timeout`). */
export function visible(locator: Waitable, timeout = 10_000): Promise<void> {
  return locator.waitFor({ state: 'visible', timeout })
}

/** Waits until the locator is hidden or gone. */
export function hidden(locator: Waitable, timeout = 10_000): Promise<void> {
  return locator.waitFor({ state: 'hidden', timeout })
}

/** Goes to `path` and waits until every island on the page has hydrated (Astro drops the `ssr` mark). */
export async function open(page: import('playwright-core').Page, path: string): Promise<void> {
  await page.goto(path)
  await hydrated(page)
}

/** Every island the page will hydrate has hydrated (`client:signed-in` ones only load in a signed-in browser). */
export async function hydrated(page: import('playwright-core').Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const signedIn = document.documentElement.dataset.session === 'in'
      return [...document.querySelectorAll('astro-island[ssr]')].every((i) => !signedIn && i.getAttribute('client') === 'signed-in')
    },
    undefined,
    { timeout: 15_000 },
  )
}

/** The header shows its account part: no visible placeholder waits for the session any more. */
export async function sessionShown(page: import('playwright-core').Page): Promise<void> {
  await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="session-loading"]')].every((e) => !e.checkVisibility()))
}

/**
 * Holds the page's requests matching `pattern` (only those of `method`, when given) until the returned
 * function is called; then they go on to the server. Requests it does not hold fall back to earlier routes.
 * A route added later takes precedence over this one.
 */
export async function holdRequests(page: Page, pattern: string | RegExp, options: { method?: string } = {}): Promise<() => void> {
  let release: () => void = () => undefined
  const held = new Promise<void>((r) => (release = r))
  await page.route(pattern, async (route) => {
    if (options.method && route.request().method() !== options.method) return route.fallback()
    await held
    await route.continue()
  })
  return release
}

/** Waits for the busy button (e.g. 'Signing in...') and checks that it and the named fields are disabled. */
export async function expectBusy(page: Page, busyLabel: string, fieldLabels: string[]): Promise<void> {
  const busy = page.getByRole('button', { name: busyLabel })
  await visible(busy)
  expect(await busy.isDisabled(), `${busyLabel} is disabled`).toBe(true)
  for (const label of fieldLabels) expect(await page.getByLabel(label).isDisabled(), `${label} is disabled`).toBe(true)
}
