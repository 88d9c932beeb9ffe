// Registration (spec §4, §8): sign up with the auth service and create the product's user record. When the
// server needs no e-mail confirmation the sign-up answers with a session: the person stays signed in
// ('signedIn' → the dashboard); otherwise the confirmation mail comes first ('registered' → /app/login). When
// the address is already registered, try to sign in with the given credentials instead and restore the user
// record ('recovered' → the dashboard).
import type { RegisterForm } from '@contracts/auth-form-rules'
import { messages } from '../../lib/copy'
import { authClient, signIn } from './auth-actions'
import { pendingInvitation, setRememberMe } from '../../lib/session-storage'

export type RegistrationOutcome = 'registered' | 'signedIn' | 'recovered'

const ALREADY = /already registered|already in use|already exists/i

export async function register(values: RegisterForm): Promise<RegistrationOutcome> {
  const supabase = await authClient()
  // A session from the sign-up lasts as one from a sign-in without 'Remember me'.
  setRememberMe(false)
  const { data, error } = await supabase.auth.signUp({
    email: values.email,
    password: values.password,
    // An invite address (/app/register?invite=…, invite-only sign-ups) hands its invite to the sign-up.
    options: { data: { username: values.username, ...inviteOf(window.location.search) }, emailRedirectTo: `${window.location.origin}/app/login` },
  })
  if (error) {
    if (!ALREADY.test(error.message)) throw error
    try {
      const { user } = await signIn(values.email, values.password, false, { recover: false })
      await (await import('./user-record')).createUserRecord(user, values.username).catch((e) => console.warn('User record not restored', e))
    } catch {
      throw error // the sign-in did not work: report the original registration error
    }
    return 'recovered'
  }
  if (data.session && data.user) {
    // Auto-confirmed: the record is created with the fresh token, and the session is kept.
    try {
      await (await import('./user-record')).createUserRecord(data.user, values.username)
    } catch {
      await supabase.auth.signOut({ scope: 'local' }).catch(() => undefined)
      throw new Error(messages.api.registrationFailed)
    }
    return 'signedIn'
  }
  return 'registered'
}

/**
 * The invite of an invite address, or else the workspace invitation being followed (an invite-only instance
 * admits its address too), as the sign-up's `data` carries it.
 */
function inviteOf(search: string): { invite?: string } {
  const invite = new URLSearchParams(search).get('invite') ?? pendingInvitation()
  return invite ? { invite } : {}
}
