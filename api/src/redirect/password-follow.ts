// POST /{code}: the password page's form (docs/decisions/0040). A plain form post, so it works
// with JavaScript off, sets no cookie and puts no secret in the page: the right password answers 302 to the
// target and counts one click (a capped link's cap holds); a wrong one shows the page again with its error
// (403). Attempts are limited per client address (10 a minute, then 429; an IPv6 client by its network),
// and only those an address may still make count against the link's own ceiling (600 a minute): so one
// stranger cannot lock the link for its real visitors, while guessing from many addresses stays bounded.
// Both are counted before the hash is checked, so a guesser also cannot make the server burn argon2 time.
// Neither the password nor the address is ever written anywhere.
import { verifyPassword } from '../auth'
import { limits } from '../contracts'
import type { LimiterFactory } from '../http/rate-limit'
import { whyNotFollowable, type Links } from '../links'
import type { Follower } from './follow'
import type { CachedLink } from './link-cache'

/** A urlencoded password of 128 characters, each up to 4 bytes percent-encoded, fits in 2 KB. */
const MAX_FORM_BYTES = 2048

export interface PasswordFollowDeps {
  /** The links face's fresh read of a code's password hash. */
  passwordHashOf: Links['passwordHashOf']
  follower: Follower
  /** The redirect's cached facts of a code's link, so a follow here updates what GET /{code} answers from. */
  linkFor(code: string, domain?: number): Promise<CachedLink | null>
  limiters: LimiterFactory
  now(): number
  /** The answer for a code with no password-protected link to unlock (405, or 429 past NOT_FOUND_LIMIT). */
  refuse(request: Request, limitKey: string): Response | Promise<Response>
}

/** The form's password field; null when the body is too large or has none. */
async function passwordOf(request: Request): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? NaN)
  if (!(declared <= MAX_FORM_BYTES)) return null
  const text = await request.text()
  if (text.length > MAX_FORM_BYTES) return null
  return new URLSearchParams(text).get('password')
}

export function createPasswordFollow(deps: PasswordFollowDeps) {
  const byAddress = deps.limiters('link-password-ip', limits.linkPasswordAttempts, 60_000)
  const byLink = deps.limiters('link-password-link', limits.linkPasswordAttemptsPerLink, 60_000)
  const { follower } = deps

  /**
   * `limitKey`: the client as per-address limits count it; `addressOf`: its address, for the click's analytics;
   * `domain`: the custom domain the form was posted to (absent: the instance's own).
   */
  return async function unlock(code: string, request: Request, limitKey: string, addressOf: () => string, domain?: number): Promise<Response> {
    const link = await deps.linkFor(code, domain)
    const blocked = link && whyNotFollowable(link, deps.now)
    if (!link || blocked === 'inactive' || !link.locked) return deps.refuse(request, limitKey)
    if (blocked) return follower.refused(link, blocked, request)
    // The address first: an address over its limit is turned away without using up the link's attempts.
    if (!(await byAddress.hit(limitKey)) || !(await byLink.hit(`link:${link.id}`))) return follower.pages.tooManyAttempts(request)
    const password = await passwordOf(request)
    const hash = await deps.passwordHashOf(code, domain) // read fresh: the cache never holds it
    if (password === null || !hash || !(await verifyPassword(password, hash))) return follower.pages.password(request, true)
    return follower.through(link, request, addressOf)
  }
}
