// One row (or a few) for every table Snip's schema ever had, in the columns of today's schema plus the
// dropped link_day_dimensions: a historical state gets the rows of its tables, limited to the columns it had.
// The rows are what the product writes (a signed-in account with a session and a refresh token, owned,
// anonymous, inactive and taken-down links, clicks, per-day analytics, tags, keys, factors, moderation), so
// the upgraded database is used, not only read. Listed parents first: PostgreSQL checks foreign keys.
import { createHash } from 'node:crypto'
import { refreshTokenValue } from '../../src/auth/tokens/refresh-token-value'

export type Value = string | number | boolean | Date | null | Record<string, unknown>
export type BookRow = Record<string, Value>

export const MATRIX = {
  password: 'matrix password 1',
  email: 'alice@matrix.example',
  userId: 'a0000000-0000-4000-8000-000000000001',
  sessionId: 'c0000000-0000-4000-8000-000000000001',
  /** The HS256 secret the state's server generated and kept in server_settings. */
  secret: 'matrix-signing-secret-matrix-signing-secret-0123456789',
  link: { shortCode: 'matrix-code', originalUrl: 'https://example.com/matrix/followed?q=1' },
  anonymous: { shortCode: 'matrixAnon', originalUrl: 'https://example.net/matrix/anonymous' },
}

const key = () => new TextEncoder().encode(MATRIX.secret)
/** The session's current refresh token, as the server that issued it derives it. */
export const matrixRefreshToken = () => refreshTokenValue(key(), MATRIX.sessionId, null)
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex')

const past = new Date('2026-11-20T10:00:00.000Z')
const later = new Date('2026-11-20T11:00:00.000Z')
const future = new Date('2036-01-01T00:00:00.000Z')
const bob = 'b0000000-0000-4000-8000-000000000002'
/** Each owner's personal workspace, as a build with workspaces wrote it (a state before them has no such column, and its upgrade makes them). */
const personal: Record<string, number> = { [MATRIX.userId]: 1, [bob]: 2 }
const inPersonal = (userId: string | null) => (userId === null ? null : personal[userId]!)
const link = (id: number, userId: string | null, shortCode: string, originalUrl: string, isActive: boolean, clicks: number): BookRow => ({
  id,
  user_id: userId,
  workspace_id: inPersonal(userId),
  original_url: originalUrl,
  short_code: shortCode,
  code_key: shortCode.toLowerCase(),
  is_active: isActive,
  clicks,
  created_at: past,
  updated_at: later,
  expires_at: null,
  max_clicks: null,
  fallback_url: null,
  password_hash: null,
  title: `title ${id}`,
  note: null,
  imported_from: null,
  claim_token_hash: null,
})
const user = (id: string, email: string, passwordHash: string): BookRow => ({
  id,
  email,
  identity_id: `${id.slice(0, 8)}-identity`,
  encrypted_password: passwordHash,
  email_confirmed_at: past,
  confirmation_sent_at: null,
  recovery_sent_at: null,
  email_change: null,
  email_change_sent_at: null,
  last_sign_in_at: past,
  user_metadata: {},
  app_metadata: { provider: 'email', providers: ['email'] },
  created_at: past,
  updated_at: past,
})

export function rowBook(passwordHash: string): Record<string, BookRow[]> {
  return {
    auth_users: [user(MATRIX.userId, MATRIX.email, passwordHash), user(bob, 'bob@matrix.example', passwordHash)],
    server_settings: [{ key: 'auth.jwt_secret', value: MATRIX.secret, created_at: past }],
    users: [{ id: 1, user_id: MATRIX.userId, email: MATRIX.email, username: 'alice', password: 'legacy', created_at: past }],
    workspaces: [
      { id: 1, slug: 'personal-1', name: 'Personal', personal_of: MATRIX.userId, members_edit_all: false, created_at: past },
      { id: 2, slug: 'personal-2', name: 'Personal', personal_of: bob, members_edit_all: false, created_at: past },
      { id: 3, slug: 'matrix-team', name: 'Matrix team', personal_of: null, members_edit_all: true, created_at: past },
    ],
    workspace_members: [
      { workspace_id: 1, user_id: MATRIX.userId, role: 'owner', joined_at: past },
      { workspace_id: 2, user_id: bob, role: 'owner', joined_at: past },
      { workspace_id: 3, user_id: MATRIX.userId, role: 'owner', joined_at: past },
      { workspace_id: 3, user_id: bob, role: 'viewer', joined_at: later },
    ],
    workspace_invitations: [
      {
        id: 'invitation-1',
        workspace_id: 3,
        email: 'carol@matrix.example',
        role: 'member',
        token_hash: sha256('invitation-1'),
        invited_by: MATRIX.userId,
        created_at: past,
        expires_at: future,
        accepted_at: null,
        accepted_by: null,
        revoked_at: null,
      },
    ],
    audit_events: [
      {
        id: 1,
        workspace_id: 3,
        at: later,
        actor_kind: 'member',
        actor_id: MATRIX.userId,
        actor_name: MATRIX.email,
        action: 'member.role_changed',
        resource_type: 'member',
        resource_id: bob,
        resource_label: 'bob@matrix.example',
        details: { from: 'member', to: 'viewer' },
      },
    ],
    auth_sessions: [
      {
        id: MATRIX.sessionId,
        user_id: MATRIX.userId,
        created_at: past,
        updated_at: past,
        refreshed_at: null,
        not_after: null,
        amr_method: 'password',
        authenticated_at: past,
        aal: 'aal1',
        mfa_method: null,
        mfa_at: null,
      },
    ],
    auth_refresh_tokens: [
      { id: 1, token_hash: sha256(matrixRefreshToken()), session_id: MATRIX.sessionId, parent: null, revoked: false, created_at: past, updated_at: past },
    ],
    auth_one_time_tokens: [
      {
        id: 'ott-1',
        user_id: bob,
        token_type: 'recovery',
        token_hash: sha256('ott-1'),
        otp_hash: sha256('otp-1'),
        relates_to: 'bob@matrix.example',
        created_at: past,
        expires_at: later,
        failed_attempts: 0,
      },
    ],
    links: [
      link(1, MATRIX.userId, MATRIX.link.shortCode, MATRIX.link.originalUrl, true, 3),
      link(2, null, MATRIX.anonymous.shortCode, MATRIX.anonymous.originalUrl, true, 1),
      link(3, MATRIX.userId, 'matrix-off', 'https://example.com/matrix/off', false, 0),
      link(4, bob, 'matrix-down', 'https://example.org/matrix/down', true, 5),
    ],
    link_clicks_daily: [
      { link_id: 1, day: '2026-11-20', clicks: 3 },
      { link_id: 4, day: '2026-11-20', clicks: 5 },
    ],
    link_clicks_recent: [{ link_id: 4, day: '2026-11-21', clicks: 0 }],
    idempotency_keys: [
      { scope: `user:${MATRIX.userId}`, key: 'matrix-key', request_hash: sha256('request'), status: 201, response: '{"id":1}', created_at: later },
    ],
    held_codes: [{ code_key: 'held-matrix', release_at: future }],
    api_keys: [
      {
        id: 'key-1',
        user_id: MATRIX.userId,
        name: 'ci',
        prefix: 'snip_matrix',
        key_hash: sha256('key-1'),
        workspace_id: 1,
        created_at: past,
        expires_at: null,
        last_used_day: null,
        scopes: null,
      },
    ],
    auth_mfa_factors: [
      {
        id: 'factor-1',
        user_id: bob,
        friendly_name: 'phone',
        factor_type: 'totp',
        status: 'unverified',
        secret: 'sealed',
        last_used_step: null,
        failed_attempts: 0,
        failed_window_start: null,
        last_challenged_at: null,
        created_at: past,
        updated_at: past,
      },
    ],
    auth_mfa_challenges: [{ id: 'challenge-1', factor_id: 'factor-1', created_at: past, verified_at: null }],
    auth_mfa_recovery_codes: [{ id: 1, factor_id: 'factor-1', user_id: bob, code_hash: sha256('recovery'), used_at: null, created_at: past }],
    account_flags: [{ user_id: MATRIX.userId, is_admin: true, disabled_at: null }],
    blocked_domains: [{ domain: 'blocked.example', created_at: past }],
    instance_settings: [{ key: 'signup_mode', value: { v: 'open' }, updated_at: past }],
    dimension_values: [{ id: 1, dimension: 'country', key: 'NL' }],
    link_day_dimensions: [
      { link_id: 1, day: '2026-11-20', dimension: 'country', key: 'NL', clicks: 2 },
      { link_id: 1, day: '2026-11-20', dimension: 'browser', key: 'Firefox', clicks: 1 },
    ],
    link_day_traffic: [{ link_id: 1, day: '2026-11-20', bots: 1, heads: 0, prefetches: 0, not_shared: 0, unrecorded: 0, dimensions: '1:2' }],
    link_reports: [{ id: 1, short_code: 'matrix-down', reason: 'spam', created_at: past, resolved_at: null, resolution: null }],
    tags: [{ id: 1, user_id: MATRIX.userId, workspace_id: 1, name: 'work', created_at: past }],
    link_tags: [{ link_id: 1, tag_id: 1 }],
    link_takedowns: [{ link_id: 4, reason: 'reported', created_at: later }],
    moderation_log: [{ id: 1, action: 'takedown', subject: 'matrix-down', reason: 'reported', created_at: later }],
    signup_invites: [{ token_hash: sha256('invite'), created_at: past, used_at: null }],
    auth_identities: [
      {
        id: 'd0000000-0000-4000-8000-000000000001',
        user_id: bob,
        provider: 'corp',
        subject: 'corp-subject-1',
        email: 'bob@matrix.example',
        identity_data: { name: 'Bob', email: 'bob@matrix.example', email_verified: true },
        last_sign_in_at: later,
        created_at: past,
        updated_at: later,
      },
    ],
    auth_flow_states: [
      {
        id: 'e0000000-0000-4000-8000-000000000001',
        provider: 'corp',
        state_hash: sha256('state'),
        nonce: 'nonce',
        code_verifier: 'verifier',
        redirect_to: 'http://snip.test/app/login',
        code_challenge: null,
        code_challenge_method: null,
        linking_user_id: null,
        invite: null,
        auth_code_hash: null,
        user_id: null,
        created_at: later,
      },
    ],
  }
}
