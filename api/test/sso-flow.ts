// Drives Snip's single sign-on endpoints the way a browser does, for API tests: Snip's redirect to the
// provider, the provider's redirect back to Snip's callback (on PUBLIC_URL, fetched on the test server), and
// Snip's answer at the landing page — its fragment (session or error) and query (PKCE code or error). Each
// test server has one browser: the cookies Snip sets (a flow's binding to the browser) go back with the callback.
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import type { TestServer } from './harness'
import type { TestIssuer } from './oidc-issuer'

export interface Landing {
  /** Where Snip sent the browser: origin and path (the landing page). */
  page: string
  query: URLSearchParams
  fragment: URLSearchParams
}

const jars = new WeakMap<TestServer, Map<string, string>>()

function jarOf(server: TestServer): Map<string, string> {
  let jar = jars.get(server)
  if (!jar) jars.set(server, (jar = new Map()))
  return jar
}

/** Keeps the cookies an answer sets (a `Max-Age=0` one removes its name). */
export function keepCookies(server: TestServer, res: Response): void {
  const jar = jarOf(server)
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';')
    const at = pair!.indexOf('=')
    const name = pair!.slice(0, at).trim()
    if (/max-age=0/i.test(line)) jar.delete(name)
    else jar.set(name, pair!.slice(at + 1))
  }
}

/** The Cookie header of the server's browser. */
export const cookiesOf = (server: TestServer): string => [...jarOf(server)].map(([k, v]) => `${k}=${v}`).join('; ')

/** A fetch for the server's browser: sends its cookies and keeps the ones answered. */
export function browserFetch(server: TestServer): typeof fetch {
  const run = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers)
    if (!headers.has('cookie') && jarOf(server).size) headers.set('cookie', cookiesOf(server))
    const res = await fetch(input, { ...init, headers })
    keepCookies(server, res)
    return res
  }
  return run as typeof fetch
}

/** supabase-js as the site uses it, in the server's browser (nothing stored, no refresh timers). */
export function browserSupabase(server: TestServer, anonKey: string): SupabaseClient {
  return createClient(server.baseUrl, anonKey, { auth: { persistSession: false, autoRefreshToken: false }, global: { fetch: browserFetch(server) } })
}

/** Snip's answer at `path` (a 30x), fetched in the server's browser without following. */
export async function locationOf(server: TestServer, path: string, init: RequestInit = {}): Promise<string> {
  const res = await browserFetch(server)(server.baseUrl + path, { redirect: 'manual', ...init })
  const location = res.headers.get('location')
  if (!location) throw new Error(`${path} answered ${res.status}: ${await res.text()}`)
  return location
}

/** Fetches a callback URL (on PUBLIC_URL) from the test server and reads where Snip sends the browser. */
export async function land(server: TestServer, callbackUrl: URL | string): Promise<Landing> {
  const url = new URL(callbackUrl)
  const location = await locationOf(server, url.pathname + url.search)
  const target = new URL(location)
  return { page: target.origin + target.pathname, query: target.searchParams, fragment: new URLSearchParams(target.hash.slice(1)) }
}

/** The whole browser round: Snip's authorization URL → the provider as `sub` → Snip's callback → the landing. */
export async function signInThrough(server: TestServer, issuer: TestIssuer, authorizationUrl: string, sub: string): Promise<Landing> {
  return land(server, await issuer.signInAt(authorizationUrl, sub))
}
