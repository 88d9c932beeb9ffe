// Columns that the first schema of all (main's first commit) lacked and that are NOT NULL without a default
// today: a repair that adds them to a table holding rows needs a value for those rows. `fill` is the SQL
// value for existing rows; `placeholder` the constant SQLite needs to add a NOT NULL column at all.
export const LEGACY_FILLS: Record<string, { fill: string; placeholder: string }> = {
  // The user's single e-mail identity: its id only has to be stable and unique, as the user's own id is.
  'auth_users.identity_id': { fill: 'id', placeholder: "''" },
  // Sessions of that time were all started with a password, at the session's creation.
  'auth_sessions.amr_method': { fill: "'password'", placeholder: "'password'" },
  'auth_sessions.authenticated_at': { fill: 'created_at', placeholder: '0' },
  // No code matches an empty hash: a one-time token of that time can no longer be used with a code.
  'auth_one_time_tokens.otp_hash': { fill: "''", placeholder: "''" },
}
