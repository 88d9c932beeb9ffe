// The real process (api/src/main.ts) stopped with SIGTERM or SIGINT right after a burst of follows: it
// exits 0 and every click reaches the database, though the once-a-second flush had no time to run.
import { Database as BunSqlite } from 'bun:sqlite'
import { connect } from 'node:net'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import postgres from 'postgres'
import { describe, expect, test } from 'vitest'
import { createPostgresDatabase, testEngines } from '../test/harness'
import { followShortLink } from '../test/http-client'
import { startSnipProcess } from '../test/snip-child'
import { waitUntil } from '../test/waiting'

describe.each(testEngines)('graceful stop on %s', (engine) => {
  test.each(['SIGTERM', 'SIGINT'] as const)('%s flushes the clicks counted in memory and exits 0', async (signal) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'snip-stop-'))
    const pg = engine === 'postgres' ? await createPostgresDatabase() : undefined
    try {
      const proc = await startSnipProcess({ DATA_DIR: dataDir, ...(pg ? { DATABASE_URL: pg.url } : {}) })
      const created = await fetch(`${proc.baseUrl}/api/urls`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ originalUrl: 'https://example.com/stop' }),
      })
      const link = (await created.json()) as { shortCode: string }
      const follows = await Promise.all(Array.from({ length: 40 }, () => followShortLink(proc.baseUrl, link.shortCode)))
      expect(follows.map((r) => r.status)).toEqual(Array(40).fill(302))
      proc.child.kill(signal)
      expect(await proc.exited).toBe(0)
      let clicks: number
      if (pg) {
        const sql = postgres(pg.url, { max: 1, onnotice: () => {} })
        clicks = Number((await sql`select clicks from links where short_code = ${link.shortCode}`)[0]!.clicks)
        await sql.end()
      } else {
        const db = new BunSqlite(join(dataDir, 'snip.sqlite'), { readonly: true })
        clicks = (db.prepare('select clicks from links where short_code = ?').get(link.shortCode) as { clicks: number }).clicks
        db.close()
      }
      expect(clicks).toBe(40)
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
      await pg?.drop()
    }
  })

  test('a request in flight when SIGTERM arrives is answered before the process exits', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'snip-stop-'))
    const pg = engine === 'postgres' ? await createPostgresDatabase() : undefined
    try {
      const proc = await startSnipProcess({ DATA_DIR: dataDir, ...(pg ? { DATABASE_URL: pg.url } : {}) })
      // One keep-alive connection: a first request proves the server has accepted it; the second request's
      // body arrives in two parts, and the signal comes between them, while the server is reading it.
      const { port } = new URL(proc.baseUrl)
      const socket = connect(Number(port), '127.0.0.1')
      let received = ''
      socket.on('data', (d) => (received += d))
      const answers = (n: number) => waitUntil(() => (received.match(/HTTP\/1\.1 \d{3} /g) ?? []).length >= n)
      socket.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`)
      await answers(1)
      const body = JSON.stringify({ originalUrl: 'https://example.com/in-flight' })
      socket.write(
        `POST /api/urls HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
      )
      await new Promise((r) => setTimeout(r, 300)) // the server reads the headers and the first part
      proc.child.kill('SIGTERM')
      await new Promise((r) => setTimeout(r, 200))
      socket.write(body.slice(10))
      await answers(2)
      const second = received.slice(received.lastIndexOf('HTTP/1.1 '))
      expect(second).toMatch(/^HTTP\/1\.1 201/)
      expect(second).toContain('https://example.com/in-flight')
      socket.destroy()
      expect(await proc.exited).toBe(0)
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
      await pg?.drop()
    }
  })
})
