// The /api route table, read from the application itself with inert dependencies (nothing is served or
// queried): tests that must cover every route take their list from here, so a new endpoint cannot be
// forgotten.
import type { AdminDeps } from '../src/admin/admin-links'
import { createApiApp } from '../src/app/api-app'
import type { Config } from '../src/config'
import type { Database } from '../src/db/database'
import type { Logger } from '../src/http/logger'
import { localLimiters } from '../src/http/rate-limit'
import type { KeyDeps } from '../src/keys/keys.service'
import type { ClickReader } from '../src/clicks/click-reader'
import type { Links } from '../src/links'
import type { DomainDeps } from '../src/domains'
import type { WebhookDeps } from '../src/webhooks'

/** The /api application with nothing behind it: enough for its route table and OpenAPI document. */
export const inertApiApp = () =>
  createApiApp({
    config: { notFoundLimit: 0, publicUrl: 'http://snip.test' } as Config,
    db: {} as Database,
    logger: {} as Logger,
    links: {} as Links,
    clicks: {} as ClickReader,
    keys: {} as KeyDeps,
    admin: {} as AdminDeps,
    secondFactorCheck: async () => 'ok',
    anonKey: '',
    emailEnabled: false,
    limiters: localLimiters,
    domains: {} as DomainDeps,
    webhooks: {} as WebhookDeps,
  })

export const apiRoutes = () => inertApiApp().routes

/** Routes that take an upload (a file as the body or a multipart form) rather than JSON. */
export const UPLOAD_PATHS: readonly string[] = ['/api/urls/import', '/api/urls/import/preview']

/** Every /api route that reads a JSON body: each method but GET and HEAD, uploads aside; `:params` filled in. */
export function jsonBodyRoutes(): { method: string; path: string; pattern: string }[] {
  return apiRoutes()
    .filter((r) => !['GET', 'HEAD'].includes(r.method) && !UPLOAD_PATHS.includes(r.path))
    .map((r) => ({ method: r.method, pattern: r.path, path: r.path.replace(/:[^/]+/g, (p) => (p === ':domain' ? 'blocked.example' : '1')) }))
}

/** The /auth/v1 routes that read a JSON body (auth-js sends every one of them as application/json). */
export const AUTH_BODY_ROUTES: readonly { method: string; path: string }[] = [
  'POST /signup',
  'POST /token',
  'PUT /user',
  'POST /logout',
  'POST /recover',
  'POST /verify',
  'POST /resend',
  'POST /otp',
  'POST /factors',
  'POST /factors/1/challenge',
  'POST /factors/1/verify',
  'DELETE /factors/1',
].map((route) => {
  const [method, path] = route.split(' ') as [string, string]
  return { method, path: `/auth/v1${path}` }
})
