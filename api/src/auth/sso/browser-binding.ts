// Binds a sign-in through a provider to the browser that began it (RFC 6749 §10.12): the answer that starts it
// sets a cookie derived from its `state` with the server secret, and the callback goes on only with that cookie.
// Without it, someone could start a sign-in (or a linkIdentity for their own account), have another person open
// the provider's URL, and sign that person in to — or link their provider identity to — the wrong account.
// One cookie per flow (named by a hash of the state), so sign-ins in two tabs do not undo each other.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { sha256Hex } from '../tokens/token-crypto'
import { FLOW_STATE_TTL_MS } from './flow-states.repository'

const PATH = '/auth/v1/callback'

const nameOf = (state: string) => `snip-sso-${sha256Hex(state).slice(0, 16)}`
const cookieValue = (key: Uint8Array, state: string) => createHmac('sha256', key).update(`snip-sso-flow\u0000${state}`, 'utf8').digest('base64url')

/** The Set-Cookie of the answer that starts the flow of `state`. */
export function bindingCookie(key: Uint8Array, publicUrl: string, state: string): string {
  const secure = publicUrl.startsWith('https:') ? '; Secure' : ''
  return `${nameOf(state)}=${cookieValue(key, state)}; Path=${PATH}; Max-Age=${FLOW_STATE_TTL_MS / 1000}; HttpOnly; SameSite=Lax${secure}`
}

/** The Set-Cookie that removes it (the callback's answer). */
export function clearedBindingCookie(state: string): string {
  return `${nameOf(state)}=; Path=${PATH}; Max-Age=0; HttpOnly; SameSite=Lax`
}

/** Whether the request carries the cookie of the flow of `state`. */
export function carriesBinding(key: Uint8Array, request: Request, state: string): boolean {
  const name = nameOf(state)
  const found = (request.headers.get('cookie') ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
  if (!found) return false
  const given = Buffer.from(found.slice(name.length + 1))
  const expected = Buffer.from(cookieValue(key, state))
  return given.length === expected.length && timingSafeEqual(given, expected)
}
