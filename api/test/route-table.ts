// The API's route table, built without a database or services (nothing is called): for guard tests that read
// every route's path and schemas from the table itself.
import type { AdminDeps } from '../src/admin/admin-links'
import { createApiApp } from '../src/app/api-app'
import type { Config } from '../src/config'
import type { Database } from '../src/db/database'
import type { Logger } from '../src/http/logger'
import { localLimiters } from '../src/http/rate-limit'
import type { KeyDeps } from '../src/keys/keys.service'
import type { LinkDeps } from '../src/links/links.service'

export function apiRouteTable() {
  return createApiApp({
    config: { notFoundLimit: 0, publicUrl: 'http://snip.test' } as Config,
    db: {} as Database,
    logger: {} as Logger,
    links: { clicks: {} } as LinkDeps,
    keys: {} as KeyDeps,
    admin: {} as AdminDeps,
    secondFactorCheck: async () => 'ok',
    anonKey: '',
    emailEnabled: false,
    limiters: localLimiters,
  }).routes
}
