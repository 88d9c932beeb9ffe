// The second factor of an account deletion: when the account has a verified TOTP factor, deletion also
// needs a current 6-digit code or an unused recovery code (the body's optional `code`), checked by the auth
// service's factors room (auth/factors/deletion-code.ts) and handed in by the composition.
import type { Database } from '../db/database'

/** 'ok': no factor, or the code is right; 'required': a factor and no code; 'invalid': a wrong code. */
export type SecondFactorResult = 'ok' | 'required' | 'invalid'

export type SecondFactorCheck = (db: Database, userId: string, code: string | undefined) => Promise<SecondFactorResult>
