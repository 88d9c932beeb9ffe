// The CLI's users promote | demote | disable | enable | delete as real processes against a running server's
// database, on each engine.
import { describe, expect, test } from 'vitest'
import { signUpAndSignIn } from '../../test/auth-fixtures'
import { followSettlesOn, runCli, useCliServer } from '../../test/cli'
import { testEngines } from '../../test/harness'
import { apiClient } from '../../test/http-client'

describe.each(testEngines)('snip users: admins and disabled accounts (%s)', { timeout: 120_000 }, (engine) => {
  const cli = useCliServer(engine)

  test('--help on each; an unknown address fails with exit 1', async () => {
    for (const verb of ['promote', 'demote', 'disable', 'enable', 'delete']) {
      const help = await runCli(['users', verb, '--help'], cli.env)
      expect(help.code, verb).toBe(0)
      expect(help.stdout).toContain(`Usage: snip users ${verb}`)
    }
    const unknown = await runCli(['users', 'promote', 'nobody@example.com'], cli.env)
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toContain('no user with the e-mail address nobody@example.com')
  })

  test('promote makes an admin of the admin API, demote takes it back', async () => {
    const user = await signUpAndSignIn(cli.server.baseUrl)
    const settings = () => apiClient(cli.server.baseUrl, user.accessToken)('GET', '/api/admin/settings')
    const me = async () => (await apiClient(cli.server.baseUrl, user.accessToken)('GET', '/api/admin/me')).body
    expect((await settings()).status).toBe(403)
    expect(await me()).toEqual({ admin: false })
    expect((await runCli(['users', 'promote', user.email.toUpperCase()], cli.env)).stdout).toContain(`${user.email} is an admin`)
    expect((await settings()).status).toBe(200)
    expect(await me()).toEqual({ admin: true })
    expect((await runCli(['users', 'demote', user.email], cli.env)).code).toBe(0)
    expect((await settings()).status).toBe(403)
    expect(await me()).toEqual({ admin: false })
  })

  test('disable signs the account out, refuses its sign-in and takes its links down; enable undoes it', async () => {
    const user = await signUpAndSignIn(cli.server.baseUrl)
    const link = (await apiClient(cli.server.baseUrl, user.accessToken)('POST', '/api/urls', { originalUrl: 'https://cli-disabled.example' })).body
    const disabled = await runCli(['users', 'disable', user.email, '--reason', 'spam run'], cli.env)
    expect(disabled.code, disabled.stderr).toBe(0)
    expect(disabled.stdout).toContain(`${user.email} disabled`)
    expect((await apiClient(cli.server.baseUrl, user.accessToken)('GET', '/api/urls')).status).toBe(401)
    await expect(signUpAndSignIn(cli.server.baseUrl, { email: user.email })).rejects.toThrow(/user_banned/)
    // The running server hears it: PostgreSQL at once, SQLite within a second or two (polled).
    expect(await followSettlesOn(cli.server.baseUrl, link.shortCode, 410)).toBe(410)
    expect((await runCli(['users', 'enable', user.email], cli.env)).code).toBe(0)
    expect((await signUpAndSignIn(cli.server.baseUrl, { email: user.email })).userId).toBe(user.userId)
    expect(await followSettlesOn(cli.server.baseUrl, link.shortCode, 302)).toBe(302)
  })

  test('delete needs --yes, then removes the account and its links', async () => {
    const user = await signUpAndSignIn(cli.server.baseUrl)
    const link = (await apiClient(cli.server.baseUrl, user.accessToken)('POST', '/api/urls', { originalUrl: 'https://cli-deleted.example' })).body
    const refused = await runCli(['users', 'delete', user.email], cli.env)
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain('--yes')
    const deleted = await runCli(['users', 'delete', user.email, '--yes'], cli.env)
    expect(deleted.stdout).toContain(`deleted ${user.email} and 1 link`)
    const signIn = await fetch(`${cli.server.baseUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: 'correct horse battery' }),
    })
    expect(((await signIn.json()) as { code: string }).code).toBe('invalid_credentials')
    expect((await apiClient(cli.server.baseUrl, user.accessToken)('GET', '/api/urls')).status).toBe(401)
    expect(await followSettlesOn(cli.server.baseUrl, link.shortCode, 404)).toBe(404)
  })
})
