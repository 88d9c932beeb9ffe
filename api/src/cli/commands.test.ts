// The admin CLI's commands, run as real processes against a running server's database, on each engine:
// what they print, what they change, and exit codes scripts can trust.
import { eq } from 'drizzle-orm'
import pkg from '../../../package.json'
import { describe, expect, test } from 'vitest'
import { signUpAndSignIn } from '../../test/auth-fixtures'
import { testEngines } from '../../test/harness'
import { apiClient, followShortLink } from '../../test/http-client'
import { followSettlesOn, runCli, useCliServer } from '../../test/cli'
import { withMachineDelay } from '../../test/machine-delay'
import { clicksInDb } from '../../test/stored-clicks'
import { readUntil } from '../../test/waiting'

// Each command is a new process (about a second of start-up on a busy 2-core machine): generous timeouts.
describe.each(testEngines)('snip CLI (%s)', { timeout: 120_000 }, (engine) => {
  const cli = useCliServer(engine, { CLICK_FOLD_SECONDS: '3600' }) // staged clicks stay staged until a test folds them

  test('--help on every command; a wrong command line exits 2', async () => {
    for (const args of [
      [],
      ['users'],
      ['users', 'list'],
      ['users', 'create'],
      ['users', 'reset-password'],
      ['links', 'find'],
      ['links', 'disable'],
      ['links', 'enable'],
      ['links', 'delete'],
      ['stats'],
      ['backup'],
      ['restore'],
      ['migrate'],
      ['check-config'],
    ]) {
      const help = await runCli([...args, '--help'], cli.env)
      expect(help.code, args.join(' ')).toBe(0)
      expect(help.stdout).toContain('Usage: snip')
    }
    expect((await runCli(['frobnicate'], cli.env)).code).toBe(2)
    expect((await runCli(['users', 'create'], cli.env)).code).toBe(2) // missing <email>
    expect((await runCli(['migrate', '--from', 'a.sqlite'], cli.env)).code).toBe(2) // missing --to
    expect(await runCli(['--version'], cli.env)).toEqual({ code: 0, stdout: `${pkg.version}\n`, stderr: '' })
  })

  test('check-config names the engine, where the data is and the optional parts', async () => {
    const res = await runCli(['check-config'], cli.env)
    expect(res.code, res.stderr).toBe(0)
    expect(res.stdout).toContain(`configuration ok: ${engine === 'postgres' ? 'PostgreSQL' : 'SQLite'} at `)
    expect(res.stdout).toContain('redis off, metrics off, mail off, analytics on')
  })

  test('links disable | enable and users disable | enable reach the running server within 2 s', async () => {
    const user = await signUpAndSignIn(cli.server.baseUrl)
    const { shortCode } = (await apiClient(cli.server.baseUrl, user.accessToken)('POST', '/api/urls', { originalUrl: 'https://taken-down.example/' })).body as {
      shortCode: string
    }
    const settlesOn = async (status: number) => expect(await followSettlesOn(cli.server.baseUrl, shortCode, status)).toBe(status)
    for (let i = 0; i < 3; i++) expect((await followShortLink(cli.server.baseUrl, shortCode)).status).toBe(302) // in the server's cache now
    expect((await runCli(['links', 'disable', '--code', shortCode], cli.env)).code).toBe(0)
    // Seen within 2 s of the command's end (plus what a loaded machine adds to any request right now).
    const [took, delay] = await withMachineDelay(cli.server.baseUrl, async () => {
      const started = performance.now()
      await settlesOn(404)
      return performance.now() - started
    })
    expect(took).toBeLessThan(2000 + delay)
    expect((await runCli(['links', 'enable', '--code', shortCode], cli.env)).stdout).toContain(`enabled 1 link: ${shortCode}`)
    // the operator's changes are in the link's workspace log, as Snip's
    const call = apiClient(cli.server.baseUrl, user.accessToken)
    const personal = (await call('GET', '/api/workspaces')).body[0].slug as string
    const logged = (await call('GET', `/api/workspaces/${personal}/audit?actor=Snip`)).body.items as {
      action: string
      details: { changes: { isActive: { to: boolean } } }
    }[]
    expect(logged.map((e) => [e.action, e.details.changes.isActive.to])).toEqual([
      ['link.updated', true],
      ['link.updated', false],
    ])
    await settlesOn(302)
    await settlesOn(302) // cached again
    expect((await runCli(['users', 'disable', user.email], cli.env)).code).toBe(0)
    await settlesOn(410)
    expect((await runCli(['users', 'enable', user.email], cli.env)).code).toBe(0)
    await settlesOn(302)
  })

  test('users create, list and reset-password: the account signs in with what the CLI set', async () => {
    const email = `cli-${engine}@example.com`
    const made = await runCli(['users', 'create', email, '--username', 'operator', '--password-stdin'], cli.env, 'first password 1\n')
    expect(made.code, made.stderr).toBe(0)
    expect((await runCli(['users', 'create', email, '--generate'], cli.env)).code).toBe(1) // taken
    expect((await runCli(['users', 'create', 'not-an-address', '--generate'], cli.env)).code).toBe(1)
    expect((await runCli(['users', 'create', `short-${engine}@example.com`, '--password-stdin'], cli.env, 'abc\n')).code).toBe(1)
    const list = await runCli(['users', 'list'], cli.env)
    expect(list.stdout).toMatch(new RegExp(`${email}\\s+operator\\s+\\d{4}-\\d{2}-\\d{2}\\s+yes\\s+0`))

    const before = await signUpAndSignIn(cli.server.baseUrl, { email, password: 'first password 1' })
    const reset = await runCli(['users', 'reset-password', email, '--generate'], cli.env)
    expect(reset.code, reset.stderr).toBe(0)
    const generated = /password: (\S+)/.exec(reset.stdout)![1]!
    const refresh = await fetch(`${cli.server.baseUrl}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: before.refreshToken }),
    })
    expect(refresh.status).toBe(400) // signed out everywhere
    await expect(signUpAndSignIn(cli.server.baseUrl, { email, password: 'first password 1' })).rejects.toThrow(/invalid_credentials/)
    expect((await signUpAndSignIn(cli.server.baseUrl, { email, password: generated })).email).toBe(email)
    expect((await runCli(['users', 'reset-password', 'nobody@example.com', '--generate'], cli.env)).code).toBe(1)
  })

  test('links find, disable and delete by code and by domain (subdomains included); stats', async () => {
    const user = await signUpAndSignIn(cli.server.baseUrl)
    const api = apiClient(cli.server.baseUrl, user.accessToken)
    const make = async (originalUrl: string) => (await api('POST', '/api/urls', { originalUrl })).body.shortCode as string
    const [spam, spamSub, other, lookAlike] = await Promise.all([
      make('https://spam.example/a'),
      make('https://www.spam.example/b'),
      make('https://fine.example/c'),
      make('https://notspam.example/d'),
    ])

    const found = await runCli(['links', 'find', '--domain', 'spam.example'], cli.env)
    expect(found.code).toBe(0)
    expect(found.stdout).toContain(spam)
    expect(found.stdout).toContain(spamSub)
    expect(found.stdout).not.toContain(lookAlike)
    expect(found.stdout).not.toContain(other)
    expect((await runCli(['links', 'find'], cli.env)).code).toBe(1) // neither --code nor --domain

    expect((await followShortLink(cli.server.baseUrl, spam)).status).toBe(302) // cached by the cli.server
    const disabled = await runCli(['links', 'disable', '--domain', 'spam.example'], cli.env)
    expect(disabled.stdout).toContain('disabled 2 links')
    expect(await followSettlesOn(cli.server.baseUrl, spam, 404)).toBe(404) // the running server heard it
    const listed = (await api('GET', '/api/urls')).body as { shortCode: string; isActive: boolean }[]
    expect(
      listed
        .filter((l) => !l.isActive)
        .map((l) => l.shortCode)
        .sort(),
    ).toEqual([spam, spamSub].sort())

    expect((await runCli(['links', 'delete', '--code', other.toUpperCase()], cli.env)).stdout).toContain(`deleted 1 link: ${other}`)
    expect((await api('GET', '/api/urls')).body).toHaveLength(3)
    expect((await runCli(['links', 'delete', '--code', other], cli.env)).code).toBe(1) // gone

    const stats = await runCli(['stats'], cli.env)
    expect(stats.code).toBe(0)
    expect(stats.stdout).toMatch(/users: \d+\nlinks: \d+ \(\d+ active\)\nclicks: \d+ \(\d+ in the last 7 days\)/)
  })

  test('links find shows a link’s exact clicks, those staged and not yet folded included', async () => {
    const user = await signUpAndSignIn(cli.server.baseUrl)
    const api = apiClient(cli.server.baseUrl, user.accessToken)
    const { id, shortCode } = (await api('POST', '/api/urls', { originalUrl: 'https://counted.example/' })).body as { id: number; shortCode: string }
    for (let i = 0; i < 3; i++) expect((await followShortLink(cli.server.baseUrl, shortCode)).status).toBe(302)
    expect(
      (
        await readUntil(
          () => clicksInDb(cli.server, id),
          (c) => c.total === 3,
        )
      ).total,
    ).toBe(3) // flushed (each second) into the staging table
    const [row] = await cli.server.db.orm.select({ clicks: cli.server.db.t.links.clicks }).from(cli.server.db.t.links).where(eq(cli.server.db.t.links.id, id))
    expect(row?.clicks).toBe(0) // not folded yet (once a minute): links.clicks alone would say 0
    const found = await runCli(['links', 'find', '--code', shortCode], cli.env)
    expect(found.code, found.stderr).toBe(0)
    expect(found.stdout).toMatch(new RegExp(`^${id}\\s+${shortCode}\\s+yes\\s+3\\s+https://counted\\.example/$`, 'm'))
    const byDomain = await runCli(['links', 'find', '--domain', 'counted.example'], cli.env)
    expect(byDomain.stdout).toMatch(new RegExp(`^${id}\\s+${shortCode}\\s+yes\\s+3\\s`, 'm'))
  })

  test('backup is for SQLite; on PostgreSQL it points to pg_dump', async () => {
    const res = await runCli(['backup', `${cli.server.config.dataDir}/copy-${engine}.sqlite`], cli.env)
    if (engine === 'postgres') {
      expect(res.code).toBe(1)
      expect(res.stderr).toContain('pg_dump')
    } else expect(res.code, res.stderr).toBe(0)
  })
})
