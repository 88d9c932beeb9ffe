// One client for the product's API, used by every island. Sends the access token (never the spec's
// x-user-id: identity comes only from the verified token, docs/decisions/0001), speaks JSON, and turns every failure into an ApiError whose message follows
// product-spec §8. It never shows a toast: callers decide what the person sees.
import { errorCodes } from '@contracts/error-codes'
import { messages, waitTime } from './copy'
import { currentIdentity } from './stored-session'
import { apiPathIn, currentWorkspaceSlug } from './workspace-address'

export class ApiError extends Error {
  readonly status: number
  readonly code: string
  /** A 429's Retry-After: how many seconds to wait before trying again. */
  readonly retryAfterSeconds: number | undefined
  constructor(status: number, code: string, message: string, retryAfterSeconds?: number) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.retryAfterSeconds = retryAfterSeconds
  }

  /** Too many requests, and the answer said how long to wait. */
  get isRateLimited(): boolean {
    return this.status === 429 && this.retryAfterSeconds !== undefined
  }

  /** The custom path (short code) is taken: shown inline, never as a toast. */
  get isCodeTaken(): boolean {
    return this.code === errorCodes.shortCodeTaken || (this.status === 400 && this.message === messages.shortCode.taken)
  }
}

/** §8 message rules for a non-OK response whose body has been read as `body` (JSON) or `text`. */
export function userMessage(status: number, statusText: string, serverMessage: string | undefined): string {
  if (status === 400) {
    const m = serverMessage ?? ''
    if (m === messages.shortCode.inUse || m.includes('already taken') || m.includes('custom path')) return messages.shortCode.taken
    if (m.includes('Bad Request')) return messages.api.badRequestFriendly
    return m || messages.api.badRequest
  }
  if (serverMessage) return serverMessage
  if (statusText) return messages.api.statusError(status, statusText)
  return `${status} ${messages.api.unknownError}`
}

/** Retry-After as seconds from now: a number of seconds or an HTTP date (RFC 9110 §10.2.3); undefined when absent or unreadable. */
export function retryAfterOf(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined
  if (/^\d+$/.test(header.trim())) return Number(header.trim())
  const at = Date.parse(header)
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000))
}

async function toApiError(res: Response): Promise<ApiError> {
  let code: string = errorCodes.internal
  let serverMessage: string | undefined
  const text = await res.text().catch(() => '')
  try {
    const body = JSON.parse(text) as { code?: unknown; message?: unknown }
    if (typeof body.code === 'string') code = body.code
    if (typeof body.message === 'string') serverMessage = body.message
  } catch {
    serverMessage = text.trim() || undefined
  }
  if (code === errorCodes.shortCodeTaken || (res.status === 400 && serverMessage === messages.shortCode.inUse)) {
    code = errorCodes.shortCodeTaken
  }
  const retryAfter = res.status === 429 ? retryAfterOf(res.headers.get('retry-after')) : undefined
  if (retryAfter !== undefined) {
    const { title, wait } = messages.toast.rateLimited
    return new ApiError(res.status, code, `${title}. ${wait(waitTime(retryAfter))}`, retryAfter)
  }
  return new ApiError(res.status, code, userMessage(res.status, res.statusText, serverMessage))
}

export async function apiFetch(method: string, path: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json', ...extraHeaders }
  // a form (a file upload) sets its own multipart content type and boundary
  const form = typeof FormData !== 'undefined' && body instanceof FormData
  if (body !== undefined && !form) headers['content-type'] = 'application/json'
  const identity = await currentIdentity().catch(() => null)
  if (identity) headers.authorization = `Bearer ${identity.token}`
  let res: Response
  try {
    // on /app/w/{slug}/… pages the calls that act in a workspace act in that one (workspace-address.ts)
    res = await fetch(apiPathIn(currentWorkspaceSlug(), path), {
      method,
      headers,
      credentials: 'include',
      keepalive: method === 'DELETE', // a deletion sent as the page goes away still arrives (pending-deletions.tsx)
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    })
  } catch {
    throw new ApiError(0, errorCodes.unavailable, `0 ${messages.api.unknownError}`)
  }
  if (!res.ok) throw await toApiError(res)
  return res
}

/** A JSON request: resolves to the parsed body (undefined for 204), or throws ApiError. */
export async function apiRequest<T>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<T> {
  const res = await apiFetch(method, path, body, headers)
  if (res.status === 204) return undefined as T
  const text = await res.text()
  return (text ? JSON.parse(text) : undefined) as T
}

export const api = {
  get: <T>(path: string) => apiRequest<T>('GET', path),
  post: <T>(path: string, body?: unknown, headers?: Record<string, string>) => apiRequest<T>('POST', path, body, headers),
  put: <T>(path: string, body?: unknown) => apiRequest<T>('PUT', path, body),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>('PATCH', path, body),
  delete: <T>(path: string) => apiRequest<T>('DELETE', path),
}
