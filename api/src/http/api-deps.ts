// What the /api routes are built from.
import type { Actor } from '../auth/auth-service'
import type { Config } from '../config'
import type { Database } from '../db/database'
import type { LinkDeps } from '../links/links.service'
import type { ClickCounter } from '../clicks/click-counter'
import type { Logger } from './logger'

export interface ApiDeps {
  config: Config
  db: Database
  logger: Logger
  counter: ClickCounter
  links: LinkDeps
  anonKey: string
  emailEnabled: boolean
  /** The verified identity behind a request's Bearer token, or null. Never reads x-user-id. */
  identify(request: Request): Promise<Actor | null>
}
