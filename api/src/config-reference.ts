// Every setting Snip reads, for people: its variables, its default and what it does. docs/configuration.md is
// generated from this list (`npm run docs:config`), and a test fails when the page, this list or the variables
// config.ts reads differ.

export interface SettingReference {
  /** The variables (usually one; a pair that only works together shares a row). */
  names: readonly string[]
  /** Markdown: the default as a reader sees it. */
  default: string
  /** Markdown: what the setting does. */
  meaning: string
}

export const SETTINGS: readonly SettingReference[] = [
  {
    names: ['PORT'],
    default: '`3000`',
    meaning: 'Port to listen on',
  },
  {
    names: ['HOST'],
    default: '`0.0.0.0`',
    meaning: 'Interface to listen on',
  },
  {
    names: ['PUBLIC_URL'],
    default: '`http://localhost:$PORT`',
    meaning: 'Public origin, used in short addresses, QR codes and e-mails',
  },
  {
    names: ['DATA_DIR'],
    default: '`./data`',
    meaning: 'Where the embedded SQLite database lives',
  },
  {
    names: ['DATABASE_URL'],
    default: '*(unset)*',
    meaning: '`postgres://…` to use PostgreSQL instead of the embedded database',
  },
  {
    names: ['REDIRECT_STATUS'],
    default: '`302`',
    meaning: 'Status of short-link redirects: 301, 302, 307 or 308',
  },
  {
    names: ['REFERRER_POLICY'],
    default: '`no-referrer`',
    meaning:
      "Referrer-Policy of redirects: with `no-referrer` the target never learns which page the visitor came from; `strict-origin-when-cross-origin` (or `strict-origin`, `origin`, `same-origin`) passes at most that page's origin. Policies that pass a path are refused ([decision 12](decisions/0012-redirect-headers.md))",
  },
  {
    names: ['FORWARD_QUERY'],
    default: '`off`',
    meaning:
      "Whether a short link adds the visitor's query string to its target when the link itself does not say: `off`, `target-wins` (the target's own parameters win on a conflict) or `visitor-wins`; never added to a fallback ([decision 85](decisions/0085-smart-link-rules.md))",
  },
  {
    names: ['JWT_SECRET'],
    default: '*(generated)*',
    meaning:
      'Signing secret for access tokens (≥ 32 characters). Unset: generated on first start and kept in the database, so every instance on one database agrees',
  },
  {
    names: ['SMTP_URL', 'MAIL_FROM'],
    default: '*(unset)*',
    meaning:
      'Outgoing mail (`smtp://user:pass@host:587`). With mail, sign-ups are confirmed by e-mail and passwords can be reset; without, sign-ups are confirmed at once',
  },
  {
    names: ['LOG_LEVEL'],
    default: '`info`',
    meaning:
      "`debug`, `info`, `warn`, `error` or `silent`; one JSON line per request; requests are logged by route (`/:code`, `/api/urls/:id`, `/api/urls/by-code/:code`); the codes and ids themselves only at `debug`; a failure is logged by class, route, SQL without parameters and the driver's code and message with quoted values removed (privacy, docs/decisions/0007)",
  },
  {
    names: ['ANON_CREATE_LIMIT'],
    default: '`30`',
    meaning: 'Links an anonymous visitor (per IP) may create per minute; `0` = unlimited',
  },
  {
    names: ['LINK_CACHE_SIZE'],
    default: '`50000`',
    meaning:
      'Short codes the redirect keeps in memory (about 250 bytes each); raise it when more links than that are clicked often. Once it is full, a code is kept from its second request within 8 × this many lookups, so codes asked once do not push others out ([decision 60](decisions/0060-redirect-miss-at-once.md))',
  },
  {
    names: ['DOMAINS_PER_WORKSPACE'],
    default: '`10`',
    meaning: 'Custom domains a workspace may add (admins add instance-wide ones without a limit); `0` = none ([decision 83](decisions/0083-custom-domains.md))',
  },
  {
    names: ['DOMAIN_DNS_SERVERS'],
    default: 'the system’s',
    meaning: 'DNS servers a custom domain’s check asks, comma-separated (`1.1.1.1`, `10.0.0.2:53`); each lookup gives up after 2 s',
  },
  {
    names: ['DOMAIN_TARGET_ADDRESSES'],
    default: 'what `PUBLIC_URL`’s host resolves to',
    meaning: 'The IP addresses a custom domain’s A/AAAA records may point at, comma-separated (a CNAME to `PUBLIC_URL`’s host always counts)',
  },
  {
    names: ['NOT_FOUND_LIMIT'],
    default: '`60`',
    meaning: 'Unknown short codes an IP may request per minute before `429` (slows down code probing; real links are never limited); `0` = unlimited',
  },
  {
    names: ['AUTH_RATE_LIMIT'],
    default: '`30`',
    meaning: 'Sign-in/sign-up/recovery requests per IP and per e-mail per 5 minutes; `0` = unlimited',
  },
  {
    names: ['IPV6_LIMIT_PREFIX'],
    default: '`64`',
    meaning:
      "Every per-IP limit above (and the link password's attempts) counts an IPv6 client by its network: the address's first this-many bits (32–128), since one subscriber holds a whole /64 (often /56 or /48) and can use a new address for each request; an IPv4-mapped address (`::ffff:a.b.c.d`) counts as its IPv4 address. Never stored",
  },
  {
    names: ['REDIS_URL'],
    default: '*(unset)*',
    meaning:
      '`redis://host:6379`: the rate limits (anonymous creation, unknown codes, sign-in/sign-up/recovery) are counted in Redis and hold across every instance; Redis down → each instance counts for itself until it is back ([decision 27](decisions/0027-limits-shared-through-redis.md))',
  },
  {
    names: ['CACHE_INVALIDATION'],
    default: '`notify`',
    meaning:
      'How instances hear that a link changed: `notify` (PostgreSQL LISTEN/NOTIFY) or `redis` (Redis pub/sub through `REDIS_URL`, for PostgreSQL-compatible databases without LISTEN/NOTIFY; Redis down → each instance empties its redirect cache every second until it is back) ([decision 31](decisions/0031-cache-invalidation-through-redis.md))',
  },
  {
    names: ['TRUST_PROXY'],
    default: '`false`',
    meaning:
      '`true` behind a reverse proxy / load balancer: the client IP (for rate limits only; never stored) is the last `X-Forwarded-For` entry, the one your proxy appended; `X-Forwarded-Proto`/`-Host` give the origin reported in `/api/config`',
  },
  {
    names: ['METRICS_TOKEN'],
    default: '*(unset)*',
    meaning:
      'Turns on `GET /metrics` (Prometheus text format) on the main port, answered only with `Authorization: Bearer <token>` (≥ 16 characters; `401` without it). Unset (and no `METRICS_PORT`): `/metrics` is `404`. See [Metrics](operations.md#metrics)',
  },
  {
    names: ['METRICS_PORT'],
    default: '*(unset)*',
    meaning:
      'Serves `/metrics` on this port of `127.0.0.1` only, without a token (with one when `METRICS_TOKEN` is also set); `/metrics` on the main port is then `404`. For a Prometheus on the same host or a sidecar',
  },
  {
    names: ['ADMIN_EMAILS'],
    default: '*(unset)*',
    meaning:
      'Comma-separated e-mail addresses whose accounts are admins of this instance (the admin page `/app/admin`, `/api/admin/*`); `snip users promote <email>` makes admins too. See [Moderation](operations.md#moderation)',
  },
  {
    names: ['OIDC_PROVIDERS'],
    default: '*(unset)*',
    meaning:
      'Single sign-on: a JSON array of OpenID Connect providers, each `{"id", "name", "issuer", "clientId", "clientSecret"}` with optional `"scopes"` (default `["openid","email","profile"]`), `"groupsClaim"` (default `"groups"`), `"workspaceGroups"` (`[{"group","workspace","role"}]`) and `"adminGroups"`. The redirect URI to register is `{PUBLIC_URL}/auth/v1/callback`. See [Single sign-on](sso.md)',
  },
  {
    names: ['AUTH_SSO_ONLY'],
    default: '`false`',
    meaning: 'Only single sign-on: password sign-in, sign-up and recovery are off, except for `AUTH_BREAK_GLASS_EMAIL`. Needs `OIDC_PROVIDERS`',
  },
  {
    names: ['AUTH_BREAK_GLASS_EMAIL'],
    default: '*(unset)*',
    meaning: 'With `AUTH_SSO_ONLY`: the one account (an admin’s) that may still sign in with its password, for when the provider is down',
  },
  {
    names: ['CLICK_ANALYTICS'],
    default: '`true`',
    meaning:
      "`false`: clicks are counted (totals, per day) but nothing of them is captured or derived for the analytics page, and no analytics worker thread runs (details kept from before still leave after `CLICK_DETAIL_RETENTION_DAYS`, deleted by a worker started for that and ended after it). Analytics costs about 1.7–1.8 µs of server CPU per counted click, about 15–20 % of a cached redirect's CPU on a 2-core machine under synthetic load ([decision 61](decisions/0061-capture-cost-in-the-bench.md)). See [Click analytics](privacy.md#click-analytics)",
  },
  {
    names: ['WEBHOOKS_ALLOW_PRIVATE'],
    default: '`false`',
    meaning:
      '`true`: webhook endpoints may be on private, loopback and link-local addresses (the cloud metadata address too). For labs and tests; off, only public addresses are posted to ([decision 86](decisions/0086-webhooks.md))',
  },
  {
    names: ['WEBHOOKS_PER_WORKSPACE'],
    default: '`10`',
    meaning: 'Webhook endpoints a workspace may have; `0` = none ([decision 86](decisions/0086-webhooks.md))',
  },
  {
    names: ['CLICK_DETAIL_RETENTION_DAYS'],
    default: '`395`',
    meaning:
      'Days the per-day analytics counters (countries, devices, browsers, OS, referrer hosts, bots/previews, HEAD, prefetches, "not shared") are kept; a daily job deletes older rows. Per-day click totals and link totals are kept. The privacy page states the value in force. See [Click analytics](privacy.md#click-analytics)',
  },
  {
    names: ['CLICK_DAILY_RETENTION_DAYS'],
    default: '(unset: kept)',
    meaning:
      "Days the per-day click totals are kept; a daily job deletes older ones. A link's total keeps every click (the old days are folded into it); only the breakdown by day before the window goes",
  },
  {
    names: ['AUTH_TOKEN_RETENTION_DAYS'],
    default: '`30`',
    meaning:
      'Days a replaced (revoked) refresh token or an ended session is kept before a daily job deletes it. Within that time a replaced token presented again ends its session (theft assumed); after it, it is unknown',
  },
  {
    names: ['AUDIT_RETENTION_DAYS'],
    default: '`365`',
    meaning:
      "Days a workspace's audit log keeps an event (who changed which link, tag, member, key or setting); a daily job deletes older ones. The log holds no visitor data. See [Team workspaces](features.md#team-workspaces)",
  },
  {
    names: ['CLICK_DETAIL_WRITE_SECONDS'],
    default: '`60`',
    meaning:
      'How often the analytics counters are written (they are derived every second and kept in memory meanwhile; also written at a change of UTC day, on SIGTERM, and at once when 30,000 (link, values) entries are held, so a flood of distinct links cannot fill the memory — [decision 56](decisions/0056-analytics-memory-and-click-cost.md)). The analytics page lags by up to this much; a process killed without SIGTERM loses up to this much of analytics detail (never of click totals)',
  },
  {
    names: ['CLICK_FOLD_SECONDS'],
    default: '`60`',
    meaning:
      "How often the click counts staged by the once-a-second flush are folded into the links' totals and per-day rows (also on SIGTERM). Every count shown, and the dashboard's order by clicks, is exact either way ([decision 55](decisions/0055-click-staging.md))",
  },
  {
    names: ['REPOSITORY_URL'],
    default: 'this repository',
    meaning: 'Source link shown on the site',
  },
  {
    names: ['SITE_DIR'],
    default: '`./dist`',
    meaning: 'The built site',
  },
]
