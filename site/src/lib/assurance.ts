// Whether a session still waits for its second step: a password-only (aal1) token of an account with a
// verified factor. Such a session counts as signed out everywhere in the site until the code is entered
// (/app/login/verify); the API refuses its token anyway (401 mfa_required).
import type { Session } from '@supabase/supabase-js'

function aalOf(accessToken: string): unknown {
  try {
    const payload = accessToken.split('.')[1] ?? ''
    return (JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { aal?: unknown }).aal
  } catch {
    return undefined
  }
}

export function awaitsSecondStep(session: Session | null | undefined): boolean {
  if (!session) return false
  const hasFactor = session.user.factors?.some((f) => f.status === 'verified') ?? false
  return hasFactor && aalOf(session.access_token) !== 'aal2'
}
