// The real process on a PostgreSQL server of its own that is restarted, stopped for 10 s and frozen for 10 s
// while 30 requests are in flight: the process stays up, cached redirects answer 302 throughout, every other
// request answers normally or 503 database_unavailable within 2 s (and what the loaded machine adds), and
// everything works again afterwards. A restart under load used to kill the process: postgres.js wrote to a
// connection whose socket was already gone, from a timer, where nothing could catch the TypeError.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { apiClient, followShortLink, HUMAN_AGENT } from '../../test/http-client'
import { withMachineDelay } from '../../test/machine-delay'
import { postgresBinaries, startPrivatePostgres, type PrivatePostgres } from '../../test/private-postgres'
import { startSnipProcess, type SnipProcess } from '../../test/snip-child'
import { readUntil } from '../../test/waiting'
import { ASK_AFTER_MS } from '../http/database-deadline'
import { PROBE_DEADLINE_MS } from './postgres-probe'

/** The server's deadline for a 503 plus a margin: 2 s. */
const UNAVAILABLE_WITHIN_MS = ASK_AFTER_MS + PROBE_DEADLINE_MS + 500
const IN_FLIGHT = 30
const CACHED_LINKS = 5

interface Answer {
  kind: 'redirect' | 'create' | 'lookup'
  status: number
  code?: string
  ms: number
}

if (!postgresBinaries()) {
  console.warn('database-restart.api.test.ts NOT RUN: no PostgreSQL binaries under /usr/lib/postgresql (apt-get install postgresql)')
}

describe.runIf(postgresBinaries())('PostgreSQL restarted, stopped or frozen under load', () => {
  let pg: PrivatePostgres
  let snip: SnipProcess
  let dataDir: string
  let codes: string[]

  beforeAll(async () => {
    pg = await startPrivatePostgres()
    dataDir = mkdtempSync(join(tmpdir(), 'snip-restart-'))
    snip = await startSnipProcess({ DATABASE_URL: pg.url, DATA_DIR: dataDir, LOG_LEVEL: 'warn', NOT_FOUND_LIMIT: '0' })
    const asAnyone = apiClient(snip.baseUrl)
    codes = []
    for (let i = 0; i < CACHED_LINKS; i++) codes.push((await asAnyone('POST', '/api/urls', { originalUrl: `https://cached.example/${i}` })).body.shortCode)
  })
  afterAll(async () => {
    snip?.child.kill('SIGKILL')
    await snip?.exited
    await pg?.remove()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  /** The process has not ended; when it has, what it said on stderr. */
  const expectAlive = () => expect(snip.child.exitCode === null && snip.child.signalCode === null ? 'alive' : `ended: ${snip.stderr()}`).toBe('alive')

  /**
   * Once PostgreSQL is back, Snip has listened again for link changes (which empties the redirect cache), a
   * create works, and each code is followed once so it is cached again before the next outage.
   */
  async function expectBackAndCached() {
    expectAlive()
    const admin = postgres(pg.url, { max: 1, onnotice: () => {} })
    try {
      const listening = await readUntil(
        () =>
          admin`select count(*)::int as n from pg_stat_activity where application_name = 'snip' and query ilike 'listen%'`.then(
            (r) => r[0]!.n as number,
            () => 0,
          ),
        (n) => n > 0,
        10_000,
      )
      expect(listening, 'Snip listens again for link changes').toBeGreaterThan(0)
    } finally {
      await admin.end()
    }
    const created = await readUntil(
      () => apiClient(snip.baseUrl)('POST', '/api/urls', { originalUrl: 'https://back.example' }).catch(() => ({ status: 0 })),
      (r) => r.status === 201,
      10_000,
    )
    expect(created.status).toBe(201)
    for (const code of codes) expect((await followShortLink(snip.baseUrl, code)).status).toBe(302)
  }

  /** IN_FLIGHT requests at all times while `outage` runs, and for a second either side of it. */
  async function underLoad(outage: () => Promise<void>): Promise<[Answer[], number]> {
    let running = true
    const answers: Answer[] = []
    let keys = 0
    // Requests still unanswered 10 s after the load ends are given up (status 0), so a hang fails the test
    // with what it hung on rather than with the test's timeout.
    const givenUp = new AbortController()
    const send = (path: string, init: RequestInit = {}) =>
      fetch(snip.baseUrl + path, { redirect: 'manual', signal: givenUp.signal, ...init }).then(async (res) => {
        const text = await res.text()
        return { status: res.status, code: res.status === 503 ? (JSON.parse(text) as { code?: string }).code : undefined }
      })
    const json = { 'content-type': 'application/json' }
    const kinds: [Answer['kind'], () => Promise<{ status: number; code?: string }>][] = [
      ['redirect', () => send(`/${codes[answers.length % codes.length]}`, { headers: { 'user-agent': HUMAN_AGENT } })],
      // with an Idempotency-Key: the create runs in a transaction
      [
        'create',
        () =>
          send('/api/urls', {
            method: 'POST',
            headers: { ...json, 'idempotency-key': `load-${++keys}` },
            body: JSON.stringify({ originalUrl: 'https://under-load.example' }),
          }),
      ],
      ['lookup', () => send('/api/urls/by-code/never-cached')],
    ]
    const worker = async (n: number) => {
      const [kind, request] = kinds[n % kinds.length]!
      while (running) {
        const started = performance.now()
        const answer = await request().catch((error: Error) => ({ status: 0, code: error.message }))
        answers.push({ kind, ...answer, ms: performance.now() - started })
      }
    }
    return withMachineDelay(snip.baseUrl, async () => {
      const workers = Array.from({ length: IN_FLIGHT }, (_, n) => worker(n))
      await new Promise((r) => setTimeout(r, 1000))
      await outage()
      await new Promise((r) => setTimeout(r, 1000))
      running = false
      const giveUp = setTimeout(() => givenUp.abort(), 10_000)
      await Promise.all(workers)
      clearTimeout(giveUp)
      return answers
    }).catch((error: Error) => {
      expectAlive()
      throw error
    })
  }

  function expectAnswered(answers: Answer[], delay: number) {
    const redirects = answers.filter((a) => a.kind === 'redirect')
    expect(redirects.length).toBeGreaterThan(0)
    expect(
      redirects.filter((a) => a.status !== 302),
      'cached redirects that did not answer 302',
    ).toEqual([])
    const others = answers.filter((a) => a.kind !== 'redirect')
    const expected = { create: 201, lookup: 404 }
    const wrong = others.filter((a) => a.status !== expected[a.kind as 'create'] && !(a.status === 503 && a.code === 'database_unavailable'))
    expect(wrong, 'answers other than the normal one or 503 database_unavailable').toEqual([])
    const slow = others.filter((a) => a.status === 503 && a.ms > UNAVAILABLE_WITHIN_MS + delay)
    expect(slow, `503s slower than ${UNAVAILABLE_WITHIN_MS} ms + ${Math.round(delay)} ms`).toEqual([])
  }

  const outages: [string, () => Promise<void>][] = [
    ['a restart (pg_ctl restart -m fast)', () => pg.restart()],
    [
      'a 10 s stop (pg_ctl stop -m fast, then start)',
      async () => {
        await pg.stop()
        await new Promise((r) => setTimeout(r, 10_000))
        await pg.start()
      },
    ],
    [
      'a 10 s freeze (SIGSTOP to every PostgreSQL process)',
      async () => {
        pg.freeze()
        try {
          await new Promise((r) => setTimeout(r, 10_000))
        } finally {
          pg.thaw()
        }
      },
    ],
  ]

  test.each(outages)(
    '%s: the process stays up, cached redirects answer 302, the rest 503 within 2 s, then all works',
    async (_, outage) => {
      await expectBackAndCached()
      const [answers, delay] = await underLoad(outage)
      expectAlive()
      expectAnswered(answers, delay)
      await expectBackAndCached()
      expectAlive()
    },
    45_000,
  )
})
