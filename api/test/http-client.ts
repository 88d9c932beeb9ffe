// A tiny JSON client for API tests: real HTTP, optional Bearer token.
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
