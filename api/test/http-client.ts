// A tiny JSON client for API tests: real HTTP, optional Bearer token; a short link followed on a host of one's choosing.
import { request as httpRequest } from 'node:http'

export interface ApiAnswer<T = any> {
  status: number
  body: T
  headers: Headers
}

export function apiClient(baseUrl: string, token?: string) {
  return async function call<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiAnswer<T>> {
    const res = await fetch(baseUrl + path, {
      method,
      redirect: 'manual',
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    })
    const text = await res.text()
    let parsed: unknown = text
    try {
      parsed = text ? JSON.parse(text) : null
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body: parsed as T, headers: res.headers }
  }
}

/** A person's browser: isbot() says no, so follows with it are counted (Bun's own fetch agent is a bot). */
export const HUMAN_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36'

/** Follows a short link the way a person does, without following the redirect. */
export function followShortLink(baseUrl: string, code: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${baseUrl}/${code}`, { redirect: 'manual', ...init, headers: { 'user-agent': HUMAN_AGENT, ...(init.headers as Record<string, string>) } })
}

/** GET `path` with the Host header given (fetch may not send another host than the URL's). */
export function getWithHost(baseUrl: string, path: string, host: string, headers: Record<string, string> = {}): Promise<{ status: number; location?: string }> {
  const url = new URL(path, baseUrl)
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, method: 'GET', headers: { host, 'user-agent': HUMAN_AGENT, ...headers } },
      (res) => {
        res.resume()
        res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }))
      },
    )
    req.on('error', reject)
    req.end()
  })
}
