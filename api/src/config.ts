// The only reader of process.env: parses every setting once into a frozen, typed Config.
// A bad value stops the start with a message naming the variable.
import { resolve } from 'node:path'
import { forwardQueryModes, type ForwardQueryMode } from './contracts/link-rule-values'
import { parseSsoConfig, type SsoConfig } from './sso-config'

export type RedirectStatus = 301 | 302 | 307 | 308
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent'

export interface Config extends SsoConfig {
  readonly port: number
  readonly host: string
  /** Origin used in short addresses, QR codes and e-mails, without a trailing slash. */
  readonly publicUrl: string
  readonly dataDir: string
  readonly databaseUrl?: string
  readonly redirectStatus: RedirectStatus
  /** Referrer-Policy of redirects: what the target learns of the page the visitor came from (docs/decisions/0012). */
  readonly referrerPolicy: RedirectReferrerPolicy
  /** Whether a link that says nothing of it adds the visitor's query to its target, and whose values win (docs/decisions/0085). */
  readonly forwardQuery: ForwardQueryMode
  readonly jwtSecret?: string
  readonly logLevel: LogLevel
  /** Folder of the built site (Astro's output). */
  readonly siteDir: string
  readonly smtpUrl?: string
  readonly mailFrom?: string
  /** Source repository shown in the footer. */
  readonly repositoryUrl: string
  /** Anonymous link creations allowed per IP per minute. */
  readonly anonCreateLimit: number
  /** Short codes that resolve to nothing, per IP per minute, before 429 (probing codes); 0 = unlimited. */
  readonly notFoundLimit: number
  /** Auth requests (sign-in, sign-up, recover, resend) allowed per IP per 5 minutes. */
  readonly authRateLimit: number
  /** Short codes the redirect keeps in memory (about 250 bytes each); the least recently added go first. */
  readonly linkCacheSize: number
  /** Behind a reverse proxy: take the client IP (rate limits only) from X-Forwarded-For. */
  readonly trustProxy: boolean
  /** Leading bits of an IPv6 address that per-address limits count it by (its network, not the address). */
  readonly ipv6LimitPrefix: number
  /** redis:// URL: rate limits shared by every instance (docs/decisions/0027). */
  readonly redisUrl?: string
  /** How instances tell each other a link changed: PostgreSQL's LISTEN/NOTIFY or Redis pub/sub (decision 31). */
  readonly cacheInvalidation: 'notify' | 'redis'
  /** GET /metrics on the main port with `Authorization: Bearer <token>` (docs/decisions/0037-metrics.md). */
  readonly metricsToken?: string
  /** Metrics on their own port, bound to 127.0.0.1 (then never on the main port); 0 = any free port. */
  readonly metricsPort?: number
  /** Accounts that are admins of this instance (lower case), besides those promoted with the CLI (decision 43). */
  readonly adminEmails: readonly string[]
  /** Whether clicks' details (country, device, browser, OS, referrer host) are derived at all (docs/decisions/0042). */
  readonly clickAnalytics: boolean
  /** Whether webhook endpoints may be on private, loopback or link-local addresses (labs and tests; docs/decisions/0086). */
  readonly webhooksAllowPrivate: boolean
  /** Webhook endpoints a workspace may have (docs/decisions/0086); 0: none. */
  readonly webhooksPerWorkspace: number
  /** Days the per-day click details (countries, devices, referrer hosts…) are kept (docs/decisions/0042). */
  readonly clickDetailRetentionDays: number
  /** Seconds between writes of the per-day analytics counters (derived every second, written this often). */
  readonly clickDetailWriteSeconds: number
  /** Seconds between folds of the staged click counts into the links' totals and per-day rows (docs/decisions/0055). */
  readonly clickFoldSeconds: number
  /** Days per-day click totals are kept; older ones are folded into the links' totals. Unset: kept for good. */
  readonly clickDailyRetentionDays?: number
  /** Days revoked refresh tokens and ended sessions are kept before they are purged. */
  readonly authTokenRetentionDays: number
  /** Custom domains a workspace may add (docs/decisions/0083); 0: none. */
  readonly domainsPerWorkspace: number
  /** DNS servers a domain check asks (`ip` or `ip:port`); empty: the system's resolvers. */
  readonly domainDnsServers: readonly string[]
  /** The addresses A/AAAA records of a custom domain may point at; empty: those PUBLIC_URL's host resolves to. */
  readonly domainTargetAddresses: readonly string[]
  /** Days a workspace's audit log keeps an event before the daily housekeeping deletes it (docs/decisions/0081). */
  readonly auditRetentionDays: number
}

export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`Invalid configuration: ${variable} ${problem}`)
    this.name = 'ConfigError'
  }
}

type Env = Record<string, string | undefined>

/** A comma-separated list, each item trimmed, empty items dropped. */
function listVar(env: Env, name: string): readonly string[] {
  return Object.freeze(
    (env[name] ?? '')
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean),
  )
}

function intVar(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim()
  if (!raw) return fallback
  const n = Number(raw)
  if (!Number.isInteger(n) || n < min || n > max) throw new ConfigError(name, `must be a whole number from ${min} to ${max} (got "${raw}")`)
  return n
}

function optionalIntVar(env: Env, name: string, min: number, max: number): number | undefined {
  return env[name]?.trim() ? intVar(env, name, 0, min, max) : undefined
}

function boolVar(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase()
  if (!raw) return fallback
  if (['1', 'true', 'yes'].includes(raw)) return true
  if (['0', 'false', 'no'].includes(raw)) return false
  throw new ConfigError(name, `must be true or false (got "${raw}")`)
}

function originVar(env: Env, name: string, fallback: string): string {
  const raw = env[name]?.trim()
  if (!raw) return fallback
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new ConfigError(name, `must be an absolute http(s) URL such as https://snip.example (got "${raw}")`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(name, 'must start with http:// or https://')
  return raw.replace(/\/+$/, '')
}

const REPOSITORY_DEFAULT = 'https://github.com/snip-shortener/snip'

/** Policies that never hand the target a path: at most the origin of the page the visitor came from. */
const REDIRECT_REFERRER_POLICIES = ['no-referrer', 'strict-origin-when-cross-origin', 'strict-origin', 'origin', 'same-origin'] as const
export type RedirectReferrerPolicy = (typeof REDIRECT_REFERRER_POLICIES)[number]

export function loadConfig(env: Env = process.env): Config {
  const port = intVar(env, 'PORT', 3000, 0, 65535)
  const host = env.HOST?.trim() || '0.0.0.0'
  const publicUrl = originVar(env, 'PUBLIC_URL', `http://localhost:${port}`)

  const databaseUrl = env.DATABASE_URL?.trim() || undefined
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL', 'must be a postgres:// or postgresql:// URL (leave it unset for the embedded database)')
  }

  const redirectStatus = intVar(env, 'REDIRECT_STATUS', 302, 300, 399)
  if (![301, 302, 307, 308].includes(redirectStatus)) throw new ConfigError('REDIRECT_STATUS', 'must be one of 301, 302, 307, 308')

  const referrerPolicy = (env.REFERRER_POLICY?.trim().toLowerCase() || 'no-referrer') as RedirectReferrerPolicy
  if (!REDIRECT_REFERRER_POLICIES.includes(referrerPolicy)) throw new ConfigError('REFERRER_POLICY', `must be one of ${REDIRECT_REFERRER_POLICIES.join(', ')}`)

  const forwardQuery = (env.FORWARD_QUERY?.trim().toLowerCase() || 'off') as ForwardQueryMode
  if (!forwardQueryModes.includes(forwardQuery)) throw new ConfigError('FORWARD_QUERY', `must be one of ${forwardQueryModes.join(', ')}`)

  const jwtSecret = env.JWT_SECRET || undefined
  if (jwtSecret !== undefined && jwtSecret.length < 32) throw new ConfigError('JWT_SECRET', 'must be at least 32 characters long')

  const logLevel = (env.LOG_LEVEL?.trim().toLowerCase() || 'info') as LogLevel
  if (!['debug', 'info', 'warn', 'error', 'silent'].includes(logLevel)) {
    throw new ConfigError('LOG_LEVEL', 'must be one of debug, info, warn, error, silent')
  }

  const redisUrl = env.REDIS_URL?.trim() || undefined
  if (redisUrl && !/^(rediss?|valkeys?):\/\//.test(redisUrl)) throw new ConfigError('REDIS_URL', 'must be a redis:// or rediss:// URL')

  const cacheInvalidation = (env.CACHE_INVALIDATION?.trim().toLowerCase() || 'notify') as Config['cacheInvalidation']
  if (!['notify', 'redis'].includes(cacheInvalidation)) throw new ConfigError('CACHE_INVALIDATION', 'must be notify or redis')
  if (cacheInvalidation === 'redis' && !redisUrl) throw new ConfigError('CACHE_INVALIDATION', 'redis needs REDIS_URL')
  const metricsToken = env.METRICS_TOKEN?.trim() || undefined
  if (metricsToken !== undefined && metricsToken.length < 16) throw new ConfigError('METRICS_TOKEN', 'must be at least 16 characters long')
  const metricsPort = env.METRICS_PORT?.trim() ? intVar(env, 'METRICS_PORT', 0, 0, 65535) : undefined
  if (metricsPort && metricsPort === port) throw new ConfigError('METRICS_PORT', 'must differ from PORT')

  const smtpUrl = env.SMTP_URL?.trim() || undefined
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) throw new ConfigError('SMTP_URL', 'must be an smtp:// or smtps:// URL')
  const mailFrom = env.MAIL_FROM?.trim() || undefined
  if (smtpUrl && !mailFrom) throw new ConfigError('MAIL_FROM', 'must be set when SMTP_URL is set')

  const sso = parseSsoConfig(env, boolVar(env, 'AUTH_SSO_ONLY', false), (variable, problem) => new ConfigError(variable, problem))

  return Object.freeze({
    ...sso,
    port,
    host,
    publicUrl,
    dataDir: resolve(env.DATA_DIR?.trim() || './data'),
    databaseUrl,
    redirectStatus: redirectStatus as RedirectStatus,
    referrerPolicy,
    forwardQuery,
    jwtSecret,
    logLevel,
    siteDir: resolve(env.SITE_DIR?.trim() || './dist'),
    smtpUrl,
    mailFrom,
    repositoryUrl: originVar(env, 'REPOSITORY_URL', REPOSITORY_DEFAULT),
    anonCreateLimit: intVar(env, 'ANON_CREATE_LIMIT', 30, 0, 1_000_000_000),
    notFoundLimit: intVar(env, 'NOT_FOUND_LIMIT', 60, 0, 1_000_000_000),
    authRateLimit: intVar(env, 'AUTH_RATE_LIMIT', 30, 0, 1_000_000_000),
    linkCacheSize: intVar(env, 'LINK_CACHE_SIZE', 50_000, 1, 100_000_000),
    trustProxy: boolVar(env, 'TRUST_PROXY', false),
    ipv6LimitPrefix: intVar(env, 'IPV6_LIMIT_PREFIX', 64, 32, 128),
    redisUrl,
    cacheInvalidation,
    metricsToken,
    metricsPort,
    adminEmails: Object.freeze(
      (env.ADMIN_EMAILS ?? '')
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
    clickAnalytics: boolVar(env, 'CLICK_ANALYTICS', true),
    webhooksAllowPrivate: boolVar(env, 'WEBHOOKS_ALLOW_PRIVATE', false),
    webhooksPerWorkspace: intVar(env, 'WEBHOOKS_PER_WORKSPACE', 10, 0, 1000),
    clickDetailRetentionDays: intVar(env, 'CLICK_DETAIL_RETENTION_DAYS', 395, 1, 100_000),
    clickDetailWriteSeconds: intVar(env, 'CLICK_DETAIL_WRITE_SECONDS', 60, 1, 3600),
    clickFoldSeconds: intVar(env, 'CLICK_FOLD_SECONDS', 60, 1, 3600),
    clickDailyRetentionDays: optionalIntVar(env, 'CLICK_DAILY_RETENTION_DAYS', 1, 100_000),
    authTokenRetentionDays: intVar(env, 'AUTH_TOKEN_RETENTION_DAYS', 30, 1, 100_000),
    auditRetentionDays: intVar(env, 'AUDIT_RETENTION_DAYS', 365, 1, 100_000),
    domainsPerWorkspace: intVar(env, 'DOMAINS_PER_WORKSPACE', 10, 0, 10_000),
    domainDnsServers: listVar(env, 'DOMAIN_DNS_SERVERS'),
    domainTargetAddresses: listVar(env, 'DOMAIN_TARGET_ADDRESSES'),
  })
}
