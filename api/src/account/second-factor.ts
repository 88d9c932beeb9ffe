// The second factor of an account deletion: THE SEAM the two-factor work plugs into. When the account has a
// verified TOTP factor, deletion also needs its current 6-digit code (the body's optional `code`).
// Until the integrator wires it to the TOTP verification, no account has a factor and every check passes.
import type { Database } from '../db/database'

/** 'ok': no factor, or the code is right; 'required': a factor and no code; 'invalid': a wrong code. */
export type SecondFactorResult = 'ok' | 'required' | 'invalid'

export type SecondFactorCheck = (db: Database, userId: string, code: string | undefined) => Promise<SecondFactorResult>

/** Wire to the TOTP verification here (or pass another check in AccountDeps.secondFactorCheck). */
export const secondFactorCheck: SecondFactorCheck = async () => 'ok'
