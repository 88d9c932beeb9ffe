// The pages a followed link can answer, in the visitor's language over real HTTP: Link expired, the password
// page and its wrong-password twin, Link Not Found, the generic 404 and the 429 text. The server picks the
// prerendered file by the snip-lang preference, then Accept-Language; the address stays the link's own (no
// redirect), the status is the same, and English is the default. A small built site stands in for dist/.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { linkDisabledCopy } from '../../../site/src/features/lifecycle/link-disabled-copy'
import { redirectCopy } from '../../../site/src/features/redirect/redirect-copy'
import { notFoundPageCopy } from '../../../site/src/lib/static-pages-copy'
import { testEngines } from '../../test/harness'
import { followShortLink } from '../../test/http-client'
import { useSignedInServer } from '../../test/signed-in-server'

const WORDS: Record<string, Record<string, string>> = {
  'link/expired': { en: 'Link expired', de: 'Link abgelaufen', ja: 'リンクの有効期限切れ' },
  'link/password': { en: 'This link is protected', de: 'Dieser Link ist geschützt', ja: 'このリンクは保護されています' },
  'link/password-wrong': { en: 'That password is not correct', de: 'Dieses Passwort ist nicht korrekt', ja: 'パスワードが正しくありません' },
  'not-found': { en: 'Link Not Found', de: 'Link nicht gefunden', ja: 'リンクが見つかりません' },
  404: { en: '404 Page Not Found', de: '404 – Seite nicht gefunden', ja: '404 ページが見つかりません' },
}

function builtSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'snip-link-pages-'))
  const page = (path: string, lang: string, text: string) => {
    mkdirSync(join(dir, path), { recursive: true })
    writeFileSync(join(dir, path, 'index.html'), `<!doctype html><html lang="${lang}"><h1>${text}</h1></html>`)
  }
  page('', 'en', 'Home')
  for (const [path, words] of Object.entries(WORDS))
    for (const [lang, text] of Object.entries(words)) {
      if (path === '404' && lang === 'en') writeFileSync(join(dir, '404.html'), `<!doctype html><html lang="en"><h1>${text}</h1></html>`)
      else page(lang === 'en' ? path : `${lang}/${path}`, lang, text)
    }
  return dir
}

async function submitPassword(baseUrl: string, code: string, password: string, headers: Record<string, string>): Promise<Response> {
  return followShortLink(baseUrl, code, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ password }).toString(),
  })
}

describe.each(testEngines)('link pages in the visitor’s language on %s', (engine) => {
  const signedIn = useSignedInServer({ engine, env: { SITE_DIR: builtSite(), NOT_FOUND_LIMIT: '4' } })
  const { call } = signedIn
  const read = async (answer: Promise<Response>) => {
    const res = await answer
    return { status: res.status, text: await res.text(), vary: res.headers.get('vary') ?? '', location: res.headers.get('location') }
  }

  test('an expired link: 410 in German for a German browser, English by default, the preference first', async () => {
    const capped = (await call('POST', '/api/urls', { originalUrl: 'https://pages.example/capped', maxClicks: 1 })).body
    expect((await followShortLink(signedIn.server.baseUrl, capped.shortCode)).status).toBe(302)
    const follow = (headers: Record<string, string> = {}) => read(followShortLink(signedIn.server.baseUrl, capped.shortCode, { headers }))
    const english = await follow()
    expect(english).toMatchObject({ status: 410, location: null })
    expect(english.text).toContain(WORDS['link/expired']!.en)
    const german = await follow({ 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' })
    expect(german).toMatchObject({ status: 410, location: null })
    expect(german.text).toContain(WORDS['link/expired']!.de)
    expect(german.vary).toContain('accept-language')
    expect((await follow({ 'accept-language': 'it' })).text).toContain(WORDS['link/expired']!.en)
    expect((await follow({ 'accept-language': 'de', cookie: 'snip-lang=ja' })).text).toContain(WORDS['link/expired']!.ja)
  })

  test('the password page and a wrong password in Japanese; a language not built yet answers English', async () => {
    const locked = (await call('POST', '/api/urls', { originalUrl: 'https://pages.example/locked', password: 'a long password 7' })).body
    const ja = { 'accept-language': 'ja' }
    const asked = await read(followShortLink(signedIn.server.baseUrl, locked.shortCode, { headers: ja }))
    expect(asked.status).toBe(200)
    expect(asked.text).toContain(WORDS['link/password']!.ja)
    const wrong = await read(submitPassword(signedIn.server.baseUrl, locked.shortCode, 'not it', ja))
    expect(wrong.status).toBe(403)
    expect(wrong.text).toContain(WORDS['link/password-wrong']!.ja)
    const french = await read(followShortLink(signedIn.server.baseUrl, locked.shortCode, { headers: { 'accept-language': 'fr' } }))
    expect(french.text).toContain(WORDS['link/password']!.en)
    const opened = await submitPassword(signedIn.server.baseUrl, locked.shortCode, 'a long password 7', ja)
    expect(opened.status).toBe(302)
  })

  test('an unknown code, an unknown page and the 429 past the misses’ limit', async () => {
    const base = signedIn.server.baseUrl
    const de = { 'accept-language': 'de' }
    const missing = await read(fetch(`${base}/no-such-link-here`, { headers: de, redirect: 'manual' }))
    expect(missing.status).toBe(404)
    expect(missing.text).toContain(WORDS['not-found']!.de)
    expect((await read(fetch(`${base}/no-such-link-here`, { redirect: 'manual' }))).text).toContain(WORDS['not-found']!.en)
    const page = await read(fetch(`${base}/a/b/c`, { headers: { 'accept-language': 'ja' }, redirect: 'manual' }))
    expect(page.status).toBe(404)
    expect(page.text).toContain(WORDS['404']!.ja)
    expect((await read(fetch(`${base}/a/b/c`, { redirect: 'manual' }))).text).toContain(WORDS['404']!.en)
    // The English /not-found is not sent to /de/not-found (its ?code= is read from the address it is at).
    expect((await read(fetch(`${base}/not-found?code=x`, { headers: de, redirect: 'manual' }))).status).toBe(200)
    let answer = await read(fetch(`${base}/no-such-link-there`, { headers: de, redirect: 'manual' }))
    for (let i = 0; i < 10 && answer.status !== 429; i++) answer = await read(fetch(`${base}/no-such-link-there`, { headers: de, redirect: 'manual' }))
    expect(answer.status).toBe(429)
    expect(answer.text).toBe('Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.')
  })
})

test('the English words the browser tests read are the English catalog’s', () => {
  const en = JSON.parse(readFileSync(new URL('../../../site/messages/en.json', import.meta.url), 'utf8')) as Record<string, string>
  expect([linkDisabledCopy.title, linkDisabledCopy.message, linkDisabledCopy.report, linkDisabledCopy.goHome]).toEqual([
    en.link_page_disabled_title,
    en.link_page_disabled_message,
    en.link_page_report,
    en.link_page_go_home,
  ])
  expect([redirectCopy.notFoundTitle, redirectCopy.notFoundMessage('{code}'), redirectCopy.noCodeMessage, redirectCopy.redirecting]).toEqual([
    en.link_page_not_found_title,
    en.link_page_not_found_message,
    en.link_page_no_code_message,
    en.link_page_redirecting,
  ])
  expect([notFoundPageCopy.title, notFoundPageCopy.hint]).toEqual([en.page_not_found_title, en.page_not_found_hint])
})
