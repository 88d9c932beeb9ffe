// The account's language over real HTTP on every engine, with a real SMTP server catching the mails
// (docs/decisions/0088): PUT and GET /api/users/me/language (the preference cookie set with it, an unknown code
// refused), a German account's reset mail in German and an English one's in English, a sign-up from a Japanese
// browser confirmed in Japanese and stored as the account's language, an invitation in the invitee's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createConfirmedAccount } from '../auth'
import { errorCodes } from '../contracts'
import { badLanguageMessage } from '../contracts/account-language'
import { nthMailTo, signUpAndSignIn, startMailbox, uniqueEmails, verifyLinkIn, type Mailbox } from '../../test/auth-fixtures'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { apiClient } from '../../test/http-client'

const PASSWORD = 'correct horse battery'

/** A header as the mail has it, its RFC 2047 words decoded (adjacent ones joined before decoding UTF-8). */
function decodedHeader(raw: string): string {
  return raw.replace(/(?:=\?UTF-8\?([BQ])\?[^?]*\?=\s*)+/gi, (run) => {
    const bytes = [...run.matchAll(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi)].map(([, kind, data]) =>
      kind!.toUpperCase() === 'B'
        ? Buffer.from(data!, 'base64')
        : Buffer.from(
            data!.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_h, x: string) => String.fromCharCode(parseInt(x, 16))),
            'latin1',
          ),
    )
    return Buffer.concat(bytes).toString('utf8')
  })
}

describe.each(testEngines)("the account's language (%s)", (engine) => {
  let server: TestServer
  let mailbox: Mailbox
  const newEmail = uniqueEmails(`lang-${engine}-`)

  beforeAll(async () => {
    mailbox = await startMailbox()
    server = await startTestServer({ engine, env: { SMTP_URL: mailbox.url, MAIL_FROM: 'Snip <no-reply@snip.test>' } })
  })
  afterAll(async () => {
    await server?.stop()
    await mailbox?.stop()
  })

  /** A confirmed account, signed in, with its user record. */
  async function person(address = newEmail()) {
    await createConfirmedAccount(server.db, { email: address, password: PASSWORD })
    const s = await signUpAndSignIn(server.baseUrl, { email: address, password: PASSWORD })
    return { call: apiClient(server.baseUrl, s.accessToken), email: address }
  }
  const recover = (email: string, headers: Record<string, string> = {}) =>
    apiClient(server.baseUrl)('POST', '/auth/v1/recover', { email }, { 'x-supabase-api-version': '2024-01-01', ...headers })

  it('is none until chosen; a code the site speaks is stored and sets the snip-lang preference; anything else is refused', async () => {
    const { call } = await person()
    expect(await call('GET', '/api/users/me/language')).toMatchObject({ status: 200, body: { language: null } })

    const saved = await call('PUT', '/api/users/me/language', { language: 'de' })
    expect(saved).toMatchObject({ status: 200, body: { language: 'de' } })
    // the footer switcher's cookie, with its attributes (PUBLIC_URL is http here: not Secure)
    expect(saved.headers.get('set-cookie')).toBe('snip-lang=de; Path=/; Max-Age=31536000; SameSite=Lax')
    expect(await call('GET', '/api/users/me/language')).toMatchObject({ status: 200, body: { language: 'de' } })
    expect(await call('PUT', '/api/users/me/language', { language: 'pt-BR' })).toMatchObject({ status: 200, body: { language: 'pt-BR' } })

    for (const refused of [{ language: 'xx' }, { language: 'pt-br' }, { language: 'en-XA' }, { language: 7 }, {}, []]) {
      const answer = await call('PUT', '/api/users/me/language', refused)
      expect(answer, JSON.stringify(refused)).toMatchObject({ status: 400, body: { code: errorCodes.validation, message: badLanguageMessage } })
      expect(answer.headers.get('set-cookie')).toBeNull()
    }
    expect(await call('GET', '/api/users/me/language')).toMatchObject({ body: { language: 'pt-BR' } }) // nothing lost

    const cleared = await call('PUT', '/api/users/me/language', { language: null })
    expect(cleared).toMatchObject({ status: 200, body: { language: null } })
    expect(cleared.headers.get('set-cookie')).toBeNull() // the browser's preference stays as it is
    expect(await call('GET', '/api/users/me/language')).toMatchObject({ body: { language: null } })
  })

  it('is the caller’s own: without a session 401', async () => {
    const anonymous = apiClient(server.baseUrl)
    expect((await anonymous('GET', '/api/users/me/language')).status).toBe(401)
    expect((await anonymous('PUT', '/api/users/me/language', { language: 'de' })).status).toBe(401)
  })

  it("a German account's reset mail is German, an English one's English, whatever the asking browser says", async () => {
    const german = await person()
    expect((await german.call('PUT', '/api/users/me/language', { language: 'de' })).status).toBe(200)
    const english = await person()
    expect((await english.call('PUT', '/api/users/me/language', { language: 'en' })).status).toBe(200)

    expect((await recover(german.email, { 'accept-language': 'fr' })).status).toBe(200)
    expect((await recover(english.email, { 'accept-language': 'ja' })).status).toBe(200)
    const de = await nthMailTo(mailbox, german.email)
    const en = await nthMailTo(mailbox, english.email)

    expect(decodedHeader(de.subject)).toBe('Setzen Sie Ihr Snip-Passwort zurück')
    expect(de.text).toContain('Jemand hat angefordert, das Passwort Ihres Snip-Kontos zurückzusetzen.')
    expect(de.text).toMatch(/Neues Passwort wählen: http:\/\/snip\.test\/auth\/v1\/verify\?/)
    expect(de.text).toMatch(/Oder geben Sie diesen Code ein: \d{6}/)
    expect(de.html).toContain('<html lang="de">')
    expect(de.html).toContain('Neues Passwort wählen</a>')

    expect(en.subject).toBe('Reset your Snip password')
    expect(en.text).toContain('Someone asked to reset the password of your Snip account.')
    expect(en.text).toMatch(/Or enter this code: \d{6}/)
    expect(en.text).toContain('If you did not ask for this, you can ignore this e-mail; your password stays unchanged.')
  })

  it('an account that chose none gets its reset mail in the asking browser’s language', async () => {
    const { email } = await person()
    expect((await recover(email, { 'accept-language': 'es-MX, en;q=0.5' })).status).toBe(200)
    expect(decodedHeader((await nthMailTo(mailbox, email)).subject)).toBe('Restablece tu contraseña de Snip')
  })

  it('a sign-up from a Japanese browser is confirmed in Japanese, and Japanese becomes the account’s language', async () => {
    const email = newEmail()
    const signup = await apiClient(server.baseUrl)(
      'POST',
      '/auth/v1/signup',
      { email, password: PASSWORD, data: {} },
      { 'accept-language': 'ja-JP,ja;q=0.9,en;q=0.8', 'x-supabase-api-version': '2024-01-01' },
    )
    expect(signup.status).toBe(200)
    const mail = await nthMailTo(mailbox, email)
    expect(decodedHeader(mail.subject)).toBe('Snip アカウントを確認してください')
    expect(mail.text).toContain('Snip へようこそ！アカウントの作成を完了するには、メールアドレスを確認してください。')
    expect(mail.text).toContain('メールアドレスを確認する: http://snip.test/auth/v1/verify?')
    expect(mail.html).toContain('<html lang="ja">')

    // confirmed through its link: the session it gives reads the stored language
    const confirmed = await fetch(verifyLinkIn(mail, server.baseUrl), { redirect: 'manual' })
    const fragment = new URLSearchParams(new URL(confirmed.headers.get('location')!).hash.slice(1))
    const call = apiClient(server.baseUrl, fragment.get('access_token')!)
    expect(await call('GET', '/api/users/me/language')).toMatchObject({ status: 200, body: { language: 'ja' } })
  })

  it('an English browser’s sign-up is confirmed in the English it always was', async () => {
    const email = newEmail()
    const headers = { 'accept-language': 'en-GB', 'x-supabase-api-version': '2024-01-01' }
    expect((await apiClient(server.baseUrl)('POST', '/auth/v1/signup', { email, password: PASSWORD, data: {} }, headers)).status).toBe(200)
    const mail = await nthMailTo(mailbox, email)
    expect(mail.subject).toBe('Confirm your Snip account')
    expect(mail.text).toContain('Welcome to Snip! Confirm your e-mail address to finish creating your account.')
    expect(mail.text).toContain('The link and the code work once, for 24 hours.')
  })

  it("an invitation is written in the invitee's language when their account chose one, else in the inviter's", async () => {
    const owner = await person()
    const slug = `lang-${engine}-${Date.now().toString(36)}`
    expect((await owner.call('POST', '/api/workspaces', { name: 'Équipe', slug })).status).toBe(201)
    const invitee = await person()
    expect((await invitee.call('PUT', '/api/users/me/language', { language: 'de' })).status).toBe(200)
    const stranger = newEmail()

    const fromFrench = { 'accept-language': 'fr-FR' }
    expect((await owner.call('POST', `/api/workspaces/${slug}/invitations`, { email: invitee.email, role: 'member' }, fromFrench)).status).toBe(201)
    expect((await owner.call('POST', `/api/workspaces/${slug}/invitations`, { email: stranger, role: 'viewer' }, fromFrench)).status).toBe(201)

    const toAccount = await nthMailTo(mailbox, invitee.email)
    expect(decodedHeader(toAccount.subject)).toBe('Treten Sie „Équipe“ auf Snip bei')
    expect(toAccount.text).toContain(`${owner.email} lädt Sie ein, dem Arbeitsbereich „Équipe“ auf Snip als Mitglied beizutreten.`)
    const toStranger = await nthMailTo(mailbox, stranger)
    expect(decodedHeader(toStranger.subject)).toBe('Rejoignez « Équipe » sur Snip')
    expect(toStranger.text).toContain(`${owner.email} vous invite à rejoindre l'espace de travail « Équipe » sur Snip en tant que lecteur.`)
  })
})

describe('the account language’s preference cookie under HTTPS', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ env: { PUBLIC_URL: 'https://snip.test' } })
  })
  afterAll(() => server?.stop())

  it('is Secure, as the switcher’s is', async () => {
    const { accessToken } = await signUpAndSignIn(server.baseUrl)
    const saved = await apiClient(server.baseUrl, accessToken)('PUT', '/api/users/me/language', { language: 'ja' })
    expect(saved.status).toBe(200)
    expect(saved.headers.get('set-cookie')).toBe('snip-lang=ja; Path=/; Max-Age=31536000; SameSite=Lax; Secure')
  })
})
