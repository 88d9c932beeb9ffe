// The pieces of a POST /api/urls timed one by one (main-thread CPU µs per call), to see which of them the
// creation profile's time goes to. ./node_modules/.bin/bun bench/creation-steps.ts (BENCH_ENGINES as in
// creation-profile.ts).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadConfig } from '../api/src/config'
import { composeProduct } from '../api/src/app/compose'
import { createBenchDatabase } from './pg-database'
import { threadCpuNs } from './thread-cpu'
import { isCodeHeld } from '../api/src/links/store/code-holds.repository'
import { listBlockedDomains } from '../api/src/moderation/blocklist'
import { readInstanceSettings } from '../api/src/moderation/instance-settings.repository'
import { insertLink } from '../api/src/links/store/links.repository'
import { insertLinkAtOnce } from '../api/src/links/store/sqlite-link-insert'
import { insertLinkUnlessHeld } from '../api/src/links/store/postgres-link-insert'
import { randomCode, targetUrl } from '../api/src/links/links.service'
import { createLinkRequest } from '../api/src/contracts/link-lifecycle-schemas'
import { claimTokenHash, newClaimToken } from '../api/src/links/rules/claim-token'
import { guardBody } from '../api/src/http/body-limit'
import { readAccessToken } from '../api/src/auth/tokens/access-token'
import { findSession } from '../api/src/auth/sessions/sessions.repository'
import { hasVerifiedFactor } from '../api/src/auth/factors/factors.repository'
import { loadSigningKey } from '../api/src/auth'
import { compressedJson } from '../api/src/http/compression'
import { apiCsp, withSecurityHeaders } from '../api/src/http/security-headers'
import { toLinkDto } from '../api/src/links/link-mapper'

const env = process.env
const N = Number(env.STEP_CALLS ?? 2000)
const PG_URL = env.BENCH_DATABASE_URL ?? env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const engines = (env.BENCH_ENGINES ?? 'sqlite,postgres').split(',') as ('sqlite' | 'postgres')[]

async function step(name: string, fn: (i: number) => unknown) {
  for (let i = 0; i < 200; i++) await fn(i)
  const t0 = threadCpuNs()
  for (let i = 0; i < N; i++) await fn(i)
  console.log(`${name.padEnd(34)} ${((threadCpuNs() - t0) / 1000 / N).toFixed(1).padStart(8)} µs`)
}

for (const engine of engines) {
  const dataDir = mkdtempSync(join(tmpdir(), 'snip-creation-steps-'))
  const pg = engine === 'postgres' ? await createBenchDatabase(PG_URL) : undefined
  const config = loadConfig({
    PORT: '3000',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SITE_DIR: join(dataDir, 'none'),
    LOG_LEVEL: 'info',
    ...(pg ? { DATABASE_URL: pg.url } : {}),
  })
  const product = await composeProduct(config, { logWrite: () => {} })
  const db = product.db
  const fetch = (r: Request) => product.auth.handle(r, '127.0.0.1')
  const post = async (path: string, body: unknown) =>
    (
      await fetch(new Request(`http://x/auth/v1${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }))
    ).json() as Promise<Record<string, any>>
  const creds = { email: 'steps@example.com', password: 'correct horse battery' }
  await post('/signup', { ...creds, data: {} })
  const token = (await post('/token?grant_type=password', creds)).access_token as string
  const key = await loadSigningKey(db, config)
  const claims = (await readAccessToken(key, config.publicUrl + '/auth/v1', token))!
  const deps = { db, publicUrl: config.publicUrl, listenPort: () => 3000, clicks: undefined as never, invalidateCode: () => {} }
  let sample: any
  console.log(`\n${engine}`)
  await step('readAccessToken (jose HS256)', () => readAccessToken(key, config.publicUrl + '/auth/v1', token))
  await step('findSession', () => findSession(db, claims.session_id))
  await step('hasVerifiedFactor', () => hasVerifiedFactor(db, claims.sub))
  await step('product.auth.verifyAccessToken', () => product.auth.verifyAccessToken(token))
  await step('readInstanceSettings', () => readInstanceSettings(db))
  await step('listBlockedDomains', () => listBlockedDomains(db))
  await step('isCodeHeld', () => isCodeHeld(db, randomCode().toLowerCase()))
  await step(
    'insertLink (Drizzle, prepared)',
    async (i) =>
      (sample = await insertLink(db, {
        userId: null,
        originalUrl: `https://example.net/s/${i}`,
        shortCode: randomCode(),
        isActive: true,
        claimTokenHash: null,
      })),
  )
  // What a create runs (decision 59): SQLite's hold check + insert at once; PostgreSQL's one statement.
  const link = (i: number) => ({ userId: null, originalUrl: `https://example.net/c/${i}`, shortCode: randomCode(), isActive: true, claimTokenHash: null })
  const driver = db.driver
  if (driver.dialect === 'sqlite') await step("create's insertLinkAtOnce", (i) => insertLinkAtOnce(db, link(i)))
  else await step("create's insertLinkUnlessHeld", (i) => insertLinkUnlessHeld(driver.statements, link(i)))
  await step('randomCode', () => randomCode())
  await step('newClaimToken + claimTokenHash', () => claimTokenHash(newClaimToken()))
  await step('zod createLinkRequest.parse', (i) => createLinkRequest.parse({ originalUrl: `https://example.net/new/${i}` }))
  await step('targetUrl (URL rule, self-loop)', (i) => targetUrl(deps, `https://example.net/new/${i}`))
  await step(
    "new Request (the loop's own)",
    (i) =>
      new Request('http://127.0.0.1:3000/api/urls', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: `{"originalUrl":"https://example.net/new/${i}"}`,
      }),
  )
  await step('guardBody', (i) =>
    guardBody(
      new Request('http://127.0.0.1:3000/api/urls', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: `{"originalUrl":"https://example.net/new/${i}"}`,
      }),
      { maxBytes: 65536, maxDepth: 32, json: true },
    ),
  )
  await step('toLinkDto + JSON', () => JSON.stringify(toLinkDto(sample, 0, Date.now())))
  await step('Response + headers + compressedJson', async () => {
    const r = withSecurityHeaders(new Response('{"a":1}', { status: 201, headers: { 'content-type': 'application/json' } }), apiCsp)
    return compressedJson(new Request('http://x/'), r)
  })
  await product.stop()
  await pg?.drop()
  rmSync(dataDir, { recursive: true, force: true })
}
