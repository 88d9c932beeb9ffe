// PostgreSQL schema. Same tables, columns and row types as schema.sqlite.ts (checked in schema-parity.test.ts).
import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { LinkRule, SplitVariant } from '../contracts/link-rules'

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
type Json = Record<string, unknown>
/** What `links.rules` holds: the rules and split as the contract's schema returned them on write. */
export type StoredSmartRules = { rules: LinkRule[]; split: SplitVariant[] }

/**
 * Workspaces (docs/decisions/0081): a workspace owns links, tags and API keys; people act in it through a
 * role. `personal_of`: the account whose personal workspace it is (one each), null for a team workspace.
 * `members_edit_all`: members may edit and delete every link of the workspace, not only their own.
 */
export const workspaces = pgTable('workspaces', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  personalOf: text('personal_of').unique(),
  membersEditAll: boolean('members_edit_all').notNull().default(false),
  createdAt: time('created_at').notNull(),
})

/** Who is in a workspace and with which role (`owner`, `admin`, `member`, `viewer`); a person once per workspace. */
export const workspaceMembers = pgTable(
  'workspace_members',
  {
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    role: text('role').notNull(),
    joinedAt: time('joined_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.userId] }), index('workspace_members_user_idx').on(t.userId)],
)

/**
 * Invitations to a workspace (docs/decisions/0081): an e-mail address and the role it joins with; only a hash
 * of the single-use token is kept. Pending while neither accepted nor revoked and before `expires_at`.
 */
export const workspaceInvitations = pgTable(
  'workspace_invitations',
  {
    id: text('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').notNull(),
    createdAt: time('created_at').notNull(),
    expiresAt: time('expires_at').notNull(),
    acceptedAt: time('accepted_at'),
    acceptedBy: text('accepted_by'),
    revokedAt: time('revoked_at'),
  },
  (t) => [index('workspace_invitations_workspace_idx').on(t.workspaceId)],
)

/**
 * The audit log of a workspace (docs/decisions/0081): who (a member, a key, an instance admin) did what to which
 * resource, and when; `details` holds the fields changed. Never anything about a visitor. Kept for
 * AUDIT_RETENTION_DAYS.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    at: time('at').notNull(),
    actorKind: text('actor_kind').notNull(),
    actorId: text('actor_id'),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    resourceType: text('resource_type').notNull(),
    resourceId: text('resource_id'),
    resourceLabel: text('resource_label'),
    details: jsonb('details').$type<Json>().notNull(),
  },
  (t) => [index('audit_events_workspace_at_idx').on(t.workspaceId, t.at), index('audit_events_at_idx').on(t.at)],
)

/**
 * Domains links are served on besides the instance's own (docs/decisions/0083). A workspace's domain serves
 * links only once its DNS proves ownership (`verified_at`); an instance-wide one (`workspace_id` null) is an
 * admin's, trusted without a check. `host` is the lower-case ASCII (punycode) name. `verify_token` is what
 * the TXT record must say: public once published, so kept as it is. `disabled_at`: an admin turned it off.
 */
export const domains = pgTable(
  'domains',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    host: text('host').notNull(),
    workspaceId: integer('workspace_id').references(() => workspaces.id, { onDelete: 'cascade' }),
    verifyToken: text('verify_token').notNull(),
    verifiedAt: time('verified_at'),
    /** When DNS was last asked, and what it said (a short machine word: found, missing, wrong, elsewhere, unreachable). */
    checkedAt: time('checked_at'),
    checkResult: text('check_result'),
    /** Where the domain's root and its unknown codes send a visitor; null: the instance's own pages. */
    rootRedirect: text('root_redirect'),
    notFoundRedirect: text('not_found_redirect'),
    disabledAt: time('disabled_at'),
    disabledReason: text('disabled_reason'),
    createdBy: text('created_by'),
    createdAt: time('created_at').notNull(),
  },
  (t) => [uniqueIndex('domains_host_key').on(t.host), index('domains_workspace_idx').on(t.workspaceId)],
)

export const links = pgTable(
  'links',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: text('user_id'),
    /** The workspace the link belongs to (docs/decisions/0081); null only for an anonymous link. `user_id` is its creator. */
    workspaceId: integer('workspace_id').references(() => workspaces.id, { onDelete: 'cascade' }),
    /** The custom domain it is served on (docs/decisions/0083); null: the instance's own domain. */
    domainId: integer('domain_id').references(() => domains.id, { onDelete: 'cascade' }),
    originalUrl: text('original_url').notNull(),
    shortCode: text('short_code').notNull(),
    /** The code in lower case: unique, so no two codes differ only by case (docs/decisions/0009). Null only for look-alikes made before that rule. */
    codeKey: text('code_key'),
    isActive: boolean('is_active').notNull().default(true),
    clicks: integer('clicks').notNull().default(0),
    createdAt: time('created_at').notNull(),
    updatedAt: time('updated_at').notNull(),
    /** After this instant the link answers 410 (or its fallback); null: never (docs/decisions/0040). */
    expiresAt: time('expires_at'),
    /** The link is followed at most this many times, counted exactly in the database; null: no cap. */
    maxClicks: integer('max_clicks'),
    /** Where an expired or exhausted link redirects instead of the Link expired page; null: the page. */
    fallbackUrl: text('fallback_url'),
    /** argon2id hash of the link's password (Bun.password); never leaves the server. Null: no password. */
    passwordHash: text('password_hash'),
    /** The owner's name for the link (≤ 200 characters); null: none (docs/decisions/0046). */
    title: text('title'),
    /** The owner's private note (≤ 2,000 characters): only in the owner's answers, never on public ones. */
    note: text('note'),
    /** The format a link was imported from (`bitly-csv`, `kutt-json` …; docs/decisions/0041), null when made in Snip: a re-run import skips what it made. */
    importedFrom: text('imported_from'),
    /** SHA-256 (hex) of the claim token an anonymous creator got once (docs/decisions/0047); null: none or claimed. */
    claimTokenHash: text('claim_token_hash'),
    /** The link's redirect rules and A/B split, `{ rules, split }` as the contract parsed them (docs/decisions/0085); null: none. */
    rules: jsonb('rules').$type<StoredSmartRules>(),
    /** How the visitor's query reaches the target: off, target-wins or visitor-wins; null: the instance's FORWARD_QUERY. */
    forwardQuery: text('forward_query'),
  },
  (t) => [
    // A code is unique per domain: on the instance's own domain (domain_id null) as before, and on each custom one.
    uniqueIndex('links_default_short_code_key').on(t.shortCode).where(sql`domain_id is null`),
    uniqueIndex('links_default_code_key_key').on(t.codeKey).where(sql`domain_id is null`),
    uniqueIndex('links_domain_short_code_key').on(t.domainId, t.shortCode).where(sql`domain_id is not null`),
    uniqueIndex('links_domain_code_key_key').on(t.domainId, t.codeKey).where(sql`domain_id is not null`),
    index('links_user_created_idx').on(t.userId, t.createdAt),
    // Partial: anonymous links are never listed by owner, so their click flushes skip this index (decision 53).
    index('links_user_clicks_idx').on(t.userId, t.clicks, t.createdAt).where(sql`user_id is not null`),
    index('links_workspace_created_idx').on(t.workspaceId, t.createdAt),
    // Partial, as the user one: anonymous links belong to no workspace and are never listed by one.
    index('links_workspace_clicks_idx').on(t.workspaceId, t.clicks, t.createdAt).where(sql`workspace_id is not null`),
  ],
)

/** A link's clicks per UTC day (`day`: YYYY-MM-DD): link_clicks_daily. */
const clicksByDay = <N extends string>(name: N) =>
  pgTable(
    name,
    {
      linkId: integer('link_id')
        .notNull()
        .references(() => links.id, { onDelete: 'cascade' }),
      day: text('day').notNull(),
      clicks: integer('clicks').notNull().default(0),
    },
    (t) => [primaryKey({ columns: [t.linkId, t.day] })],
  )

export const linkClicksDaily = clicksByDay('link_clicks_daily')

/** A link's clicks of one UTC hour (`day` YYYY-MM-DD, `hour` 0-23): link_clicks_recent's and link_clicks_hourly's columns. */
const hourColumns = <H>(hour: H) => ({
  linkId: integer('link_id')
    .notNull()
    .references(() => links.id, { onDelete: 'cascade' }),
  day: text('day').notNull(),
  hour,
  clicks: integer('clicks').notNull().default(0),
})

/**
 * Clicks flushed but not yet folded (docs/decisions/0055): each one-second flush adds here, a small table,
 * so it touches few pages; about once a minute a fold moves the rows into links.clicks and
 * link_clicks_daily (and link_clicks_hourly) and deletes them. A link's exact total is links.clicks plus its rows here.
 * `hour`: the UTC hour of the day (0-23) the flush counted the clicks in; -1 for rows staged before hours
 * were counted (folded into the day only).
 */
export const linkClicksRecent = pgTable('link_clicks_recent', hourColumns(integer('hour').notNull().default(-1)), (t) => [
  primaryKey({ columns: [t.linkId, t.day, t.hour] }),
])

/**
 * The last 48 hours' clicks per UTC hour (docs/decisions/0078): a fold adds each staged row here as well as
 * to link_clicks_daily, and rows older than 48 hours are deleted after a fold (the days keep every click).
 * No visitor data: a count per link and hour. WITHOUT ROWID on SQLite (added to its migration by hand).
 */
export const linkClicksHourly = pgTable('link_clicks_hourly', hourColumns(integer('hour').notNull()), (t) => [
  primaryKey({ columns: [t.linkId, t.day, t.hour] }),
  index('link_clicks_hourly_day_hour_idx').on(t.day, t.hour),
])

/**
 * Click analytics (docs/decisions/0042 and 0051): every derived value of a dimension (country,
 * device, browser, os, referrer host) once, numbered; link_day_traffic.dimensions counts clicks by these
 * numbers. Values only, with no link or day: never an address, agent or path.
 */
export const dimensionValues = pgTable(
  'dimension_values',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    dimension: text('dimension').notNull(),
    key: text('key').notNull(),
  },
  (t) => [uniqueIndex('dimension_values_dimension_key_key').on(t.dimension, t.key)],
)

/**
 * Per link and UTC day, what followed the link without being a click, clicks without dimensions, and the
 * clicks by derived value (`dimensions`: `valueId:clicks,…`, analytics/packed-counts.ts). Removed after
 * CLICK_DETAIL_RETENTION_DAYS.
 */
export const linkDayTraffic = pgTable(
  'link_day_traffic',
  {
    linkId: integer('link_id')
      .notNull()
      .references(() => links.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    /** Known bots and link-preview fetchers. */
    bots: integer('bots').notNull().default(0),
    heads: integer('heads').notNull().default(0),
    prefetches: integer('prefetches').notNull().default(0),
    /** Clicks with DNT: 1 or Sec-GPC: 1: counted, nothing derived. */
    notShared: integer('not_shared').notNull().default(0),
    /** Clicks counted while the detail queue was full: counted, nothing derived. */
    unrecorded: integer('unrecorded').notNull().default(0),
    /** Clicks by dimension value: `valueId:clicks` pairs, ids ascending, comma-separated. */
    dimensions: text('dimensions').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.linkId, t.day] }), index('link_day_traffic_day_idx').on(t.day)],
)

export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: text('user_id').notNull().unique(),
  email: text('email').notNull(),
  username: text('username').notNull(),
  password: text('password').notNull(),
  /** The account's time zone (IANA name) for hourly analytics; null: UTC, not chosen (docs/decisions/0078). */
  timeZone: text('time_zone'),
  /**
   * The account's language (a code of contracts/languages.ts) for the mails Snip sends it and the site's pages;
   * null: not chosen (docs/decisions/0088). Here beside the time zone: both are the person's settings, read by the
   * server without a session (a mail is sent to an account, not to a request), and the product's record is theirs.
   */
  language: text('language'),
  createdAt: time('created_at').notNull(),
})

export const authUsers = pgTable('auth_users', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  /** Row id of the user's single `email` identity (Supabase's `identity_id`). */
  identityId: text('identity_id').notNull(),
  encryptedPassword: text('encrypted_password').notNull(),
  emailConfirmedAt: time('email_confirmed_at'),
  confirmationSentAt: time('confirmation_sent_at'),
  recoverySentAt: time('recovery_sent_at'),
  /** The address a pending e-mail change goes to (GoTrue's `email_change`, sent as `new_email`); null when none. */
  emailChange: text('email_change'),
  emailChangeSentAt: time('email_change_sent_at'),
  /**
   * Secure e-mail change: how many of its two confirmations (from the current address and from the new one)
   * have arrived, 0 → 1 → 2 as GoTrue counts them; the address changes with the second. Back to 0 whenever the
   * two mails are sent again.
   */
  emailChangeConfirmStatus: integer('email_change_confirm_status').notNull().default(0),
  lastSignInAt: time('last_sign_in_at'),
  userMetadata: jsonb('user_metadata').$type<Json>().notNull(),
  appMetadata: jsonb('app_metadata').$type<Json>().notNull(),
  createdAt: time('created_at').notNull(),
  updatedAt: time('updated_at').notNull(),
})

export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    createdAt: time('created_at').notNull(),
    updatedAt: time('updated_at').notNull(),
    refreshedAt: time('refreshed_at'),
    notAfter: time('not_after'),
    /** How the session was authenticated (`password` or `otp`) and when: the token's `amr` claim. */
    amrMethod: text('amr_method').notNull(),
    authenticatedAt: time('authenticated_at').notNull(),
    /** `aal2` once a second factor was verified in this session (then `mfaMethod`/`mfaAt` join the `amr` claim). */
    aal: text('aal').notNull().default('aal1'),
    mfaMethod: text('mfa_method'),
    mfaAt: time('mfa_at'),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
)

export const authRefreshTokens = pgTable(
  'auth_refresh_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    sessionId: text('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    parent: text('parent'),
    revoked: boolean('revoked').notNull().default(false),
    createdAt: time('created_at').notNull(),
    updatedAt: time('updated_at').notNull(),
  },
  (t) => [index('auth_refresh_tokens_session_idx').on(t.sessionId)],
)

export const authOneTimeTokens = pgTable(
  'auth_one_time_tokens',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    tokenType: text('token_type').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** HMAC-SHA-256 (server secret) of the e-mail address and the 6-digit code mailed beside the link. */
    otpHash: text('otp_hash').notNull(),
    relatesTo: text('relates_to').notNull(),
    createdAt: time('created_at').notNull(),
    expiresAt: time('expires_at').notNull(),
    /** Wrong codes tried for this address and kind; at 5 the code stops working (the link still does). */
    failedAttempts: integer('failed_attempts').notNull().default(0),
  },
  (t) => [index('auth_one_time_tokens_user_idx').on(t.userId, t.tokenType)],
)

/** Second factors (TOTP) of the embedded auth service (docs/reference/auth-mfa-endpoints.md). */
export const authMfaFactors = pgTable(
  'auth_mfa_factors',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    friendlyName: text('friendly_name').notNull(),
    factorType: text('factor_type').notNull(),
    /** `unverified` until the first code is verified, then `verified`. */
    status: text('status').notNull(),
    /** The TOTP secret, AES-256-GCM-encrypted with a key derived from the signing key (never logged). */
    secret: text('secret').notNull(),
    /** The last 30-second time step whose code was accepted: a code is usable once. */
    lastUsedStep: integer('last_used_step'),
    /** Wrong codes since `failedWindowStart`; at 5 within 5 minutes, verification answers 429. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    failedWindowStart: time('failed_window_start'),
    lastChallengedAt: time('last_challenged_at'),
    createdAt: time('created_at').notNull(),
    updatedAt: time('updated_at').notNull(),
  },
  (t) => [index('auth_mfa_factors_user_idx').on(t.userId)],
)

export const authMfaChallenges = pgTable('auth_mfa_challenges', {
  id: text('id').primaryKey(),
  factorId: text('factor_id')
    .notNull()
    .references(() => authMfaFactors.id, { onDelete: 'cascade' }),
  createdAt: time('created_at').notNull(),
  verifiedAt: time('verified_at'),
})

/** Ten single-use recovery codes per factor, stored as SHA-256 hashes (80-bit random codes). */
export const authMfaRecoveryCodes = pgTable(
  'auth_mfa_recovery_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    factorId: text('factor_id')
      .notNull()
      .references(() => authMfaFactors.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: time('used_at'),
    createdAt: time('created_at').notNull(),
  },
  (t) => [index('auth_mfa_recovery_codes_factor_idx').on(t.factorId)],
)

/**
 * Sign-ins through an OpenID Connect provider (docs/decisions/0084): one row per (provider, subject), the
 * `identities` of the user object. `identity_data` holds only the provider's name, e-mail and whether it is
 * verified — never an address, agent or token.
 */
export const authIdentities = pgTable(
  'auth_identities',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    /** The provider's id in OIDC_PROVIDERS. */
    provider: text('provider').notNull(),
    /** The ID token's `sub`: unique and stable per provider. */
    subject: text('subject').notNull(),
    email: text('email'),
    identityData: jsonb('identity_data').$type<Json>().notNull(),
    lastSignInAt: time('last_sign_in_at'),
    createdAt: time('created_at').notNull(),
    updatedAt: time('updated_at').notNull(),
  },
  (t) => [uniqueIndex('auth_identities_provider_subject_key').on(t.provider, t.subject), index('auth_identities_user_idx').on(t.userId)],
)

/**
 * One sign-in through a provider, between the redirect to it and the answer (docs/decisions/0084): used once,
 * valid 10 minutes. Only a hash of the `state` is kept. `nonce` and `code_verifier` are Snip's own with the
 * provider; `code_challenge` is the browser's (PKCE flow), whose one-time `auth_code` (hashed) the callback sets
 * with the account it signed in (`user_id`). `linking_user_id`: the signed-in account an identity is linked to.
 */
export const authFlowStates = pgTable(
  'auth_flow_states',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    stateHash: text('state_hash').unique(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    redirectTo: text('redirect_to').notNull(),
    codeChallenge: text('code_challenge'),
    codeChallengeMethod: text('code_challenge_method'),
    linkingUserId: text('linking_user_id').references(() => authUsers.id, { onDelete: 'cascade' }),
    /** The sign-up invite (`invite_token`) a first sign-in on an invite-only instance brings; used up with the account. */
    invite: text('invite'),
    authCodeHash: text('auth_code_hash').unique(),
    userId: text('user_id').references(() => authUsers.id, { onDelete: 'cascade' }),
    createdAt: time('created_at').notNull(),
  },
  (t) => [index('auth_flow_states_created_idx').on(t.createdAt)],
)

/** Small server-wide settings, e.g. the generated JWT signing key shared by every instance. */
export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: time('created_at').notNull().default(sql`now()`),
})

/** Answers to POST /api/urls by Idempotency-Key, per caller, kept 24 h (docs/decisions/0015). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** `user:<id>` for a signed-in caller, `anon` otherwise: never an address or a visitor identifier. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    response: text('response').notNull(),
    createdAt: time('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
)

/**
 * Short codes of deleted accounts' links, held for 90 days so nobody can claim them (a printed QR code must
 * never point at a stranger's target): the lower-case code key and when it is free again. No user id: the
 * hold outlives the account (docs/decisions/0033-code-hold.md).
 */
export const heldCodes = pgTable(
  'held_codes',
  {
    codeKey: text('code_key').primaryKey(),
    releaseAt: time('release_at').notNull(),
  },
  (t) => [index('held_codes_release_idx').on(t.releaseAt)],
)

/**
 * API keys: only an HMAC of the key is kept, with its first characters to tell keys apart. The
 * last use is a UTC day (YYYY-MM-DD), written at most once a day. Deleted with their user.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    /** The workspace the key acts in (docs/decisions/0081). */
    workspaceId: integer('workspace_id').references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    createdAt: time('created_at').notNull(),
    expiresAt: time('expires_at'),
    lastUsedDay: text('last_used_day'),
    /** Space-separated scopes (`links:read links:write analytics:read workspace:admin`); null for a key made before scopes, which keeps full access. */
    scopes: text('scopes'),
  },
  (t) => [index('api_keys_user_idx').on(t.userId)],
)

// ── Moderation of a public instance (docs/decisions/0043-moderation.md) ──

/** Instance settings an admin changes at run time: `signup_mode`, `anonymous_shortening` (JSON values). */
export const instanceSettings = pgTable('instance_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Json>().notNull(),
  updatedAt: time('updated_at').notNull(),
})

/** Target domains nobody may shorten; a domain also blocks its subdomains. Lower case, no trailing dot. */
export const blockedDomains = pgTable('blocked_domains', {
  domain: text('domain').primaryKey(),
  createdAt: time('created_at').notNull(),
})

/** Sign-up invites (invite-only mode): only a SHA-256 of the token is kept; used once. */
export const signupInvites = pgTable('signup_invites', {
  tokenHash: text('token_hash').primaryKey(),
  createdAt: time('created_at').notNull(),
  usedAt: time('used_at'),
})

/** Per-account moderation facts: an admin (set by the CLI) and a disabled account (no sign-in, links down). */
export const accountFlags = pgTable('account_flags', {
  userId: text('user_id')
    .primaryKey()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  isAdmin: boolean('is_admin').notNull().default(false),
  disabledAt: time('disabled_at'),
})

/** Links an admin took down, with the reason shown on the admin page; the link answers "Link disabled". */
export const linkTakedowns = pgTable(
  'link_takedowns',
  {
    linkId: integer('link_id')
      .notNull()
      .references(() => links.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: time('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.linkId] })],
)

/** What admins did and why (a deleted link's reason lives only here): action, subject (code or e-mail), reason. */
export const moderationLog = pgTable(
  'moderation_log',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    reason: text('reason').notNull(),
    createdAt: time('created_at').notNull(),
  },
  (t) => [index('moderation_log_created_idx').on(t.createdAt)],
)

/** "Report this link": the code and the reason only (never who sent it); resolved by an admin. */
export const linkReports = pgTable(
  'link_reports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    shortCode: text('short_code').notNull(),
    reason: text('reason').notNull(),
    createdAt: time('created_at').notNull(),
    resolvedAt: time('resolved_at'),
    resolution: text('resolution'),
  },
  (t) => [index('link_reports_open_idx').on(t.resolvedAt, t.createdAt)],
)

/**
 * Tags (docs/decisions/0046): the name stored normalised (lower case, single spaces), unique per workspace
 * (docs/decisions/0081); `user_id` is the tag's creator.
 */
export const tags = pgTable(
  'tags',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    workspaceId: integer('workspace_id').references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: time('created_at').notNull(),
  },
  (t) => [index('tags_user_idx').on(t.userId), uniqueIndex('tags_workspace_name_key').on(t.workspaceId, t.name)],
)

/** Which tags a link carries (at most 10 a link); removing a link or a tag removes its rows. */
export const linkTags = pgTable(
  'link_tags',
  {
    linkId: integer('link_id')
      .notNull()
      .references(() => links.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.linkId, t.tagId] }), index('link_tags_tag_idx').on(t.tagId)],
)

/**
 * Webhook endpoints of a workspace (docs/decisions/0086): where its link events are posted. `events`: the
 * event types it wants. `secret`: the signing secret sealed like a TOTP secret (AES-256-GCM under a key
 * derived from the signing key, bound to the endpoint id), shown in clear once, at creation.
 * `consecutive_given_up`: events given up on in a row; at the threshold the endpoint is disabled.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: text('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: jsonb('events').$type<string[]>().notNull(),
    secret: text('secret').notNull(),
    disabledAt: time('disabled_at'),
    disabledReason: text('disabled_reason'),
    consecutiveGivenUp: integer('consecutive_given_up').notNull().default(0),
    createdAt: time('created_at').notNull(),
    updatedAt: time('updated_at').notNull(),
  },
  (t) => [index('webhook_endpoints_workspace_idx').on(t.workspaceId)],
)

/**
 * The durable queue and its log: one row per endpoint and event. `event_id` is the `webhook-id`, the same on
 * every attempt. `lease_until`: a claimed row is not claimed again before it, so a crashed instance's rows
 * come back. `last_error` is a stable code, never the receiver's answer; `payload` is emptied after the retention.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').$type<Json>(),
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    firstAttemptAt: time('first_attempt_at'),
    nextAttemptAt: time('next_attempt_at').notNull(),
    leaseUntil: time('lease_until'),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    deliveredAt: time('delivered_at'),
    createdAt: time('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_key').on(t.eventId),
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
    index('webhook_deliveries_created_idx').on(t.createdAt),
  ],
)

/**
 * Clicks counted for `link.clicked` and not yet sent, per link: the click fold adds to `clicks`; at most once
 * a minute per link (`sent_at`) the queue takes them into one aggregate per subscribed endpoint, `since` to now.
 */
export const webhookClickTallies = pgTable(
  'webhook_click_tallies',
  {
    linkId: integer('link_id')
      .notNull()
      .references(() => links.id, { onDelete: 'cascade' }),
    clicks: integer('clicks').notNull().default(0),
    since: time('since').notNull(),
    sentAt: time('sent_at'),
  },
  (t) => [primaryKey({ columns: [t.linkId] })],
)
