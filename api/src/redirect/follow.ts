// How a link found by its code is answered (docs/decisions/0040), shared by GET /{code} and the
// password form's POST /{code}: followable → 302 (a capped link takes its click atomically in the database
// first; others are counted in memory as before); expired or exhausted → its fallback (302) or the Link
// expired page (410); taken down by moderation → the Link disabled page (410); password-protected → the
// password page. Inactive links are not found (null).
import type { ClickDetails } from '../analytics'
import { followKindOf, type FollowKind, type LinkClickCounter } from '../clicks'
import type { Database } from '../db/database'
import { whyNotFollowable, type Unfollowable } from '../links'
import type { CachedLink } from './link-cache'
import type { RedirectEvents } from './redirect-events'
import { ruleKeyOf, smartDecision, smartLocation } from './smart-follow'

/** The site's own answers for links found but not followed. */
export interface LifecyclePages {
  /** Link expired, status 410. */
  expired(request: Request): Response
  /** Link disabled (taken down by moderation, decision 43), status 410. */
  disabled(request: Request): Response
  /** The password page: 200 when asked, 403 with its error after a wrong password. */
  password(request: Request, wrong: boolean): Response
  /** Too many wrong passwords: 429. */
  tooManyAttempts(request: Request): Response
}

export interface FollowDeps {
  db: Database
  counter: LinkClickCounter
  status: number
  events: RedirectEvents
  pages: LifecyclePages
  /** Headers of every redirect (Referrer-Policy, Cache-Control): one prebuilt object, copied per response. */
  shared: Headers
  now(): number
  /** Analytics' capture (docs/decisions/0042): raw facts into memory only, derived in its flush. */
  details?: ClickDetails
  /** Told, by link id only, when this follow took a capped link's last click. */
  outOfClicks?: (linkId: number) => void
}

export type FollowAnswer = Response | null | Promise<Response | null>

export function createFollower(deps: FollowDeps) {
  const { counter, status, events, shared, details } = deps
  const unknownAddress = () => 'unknown'

  function locate(url: string): Response {
    events.redirected()
    const response = new Response(null, { status, headers: shared }) // the response gets its own copy
    response.headers.set('location', url)
    return response
  }

  /**
   * Analytics' share of a follow: a click's raw facts (in memory), or the other kinds' tally. The agent is
   * read once, for both the bot filter and the capture (decision 57). `rule`: what answered a link with
   * rules or a split (smart-follow.ts ruleKeyOf), counted with the click's other values.
   */
  function observe(
    link: CachedLink,
    request: Request,
    ipOf: () => string,
    rule: string | null,
    agent = request.headers.get('user-agent'),
    kind = followKindOf(request, agent),
  ): void {
    if (kind === 'click') details?.capture(link.id, request, ipOf, agent, rule)
    else details?.tally(link.id, kind)
  }

  /**
   * A link with rules, a split or forwarding (never a fallback: an expired link's fallback gets no rule and
   * no visitor query): the rules decide once, analytics count what answered, the answer is redirected to.
   */
  function smartFollow(link: CachedLink, request: Request, ipOf: () => string, agent?: string | null, kind?: FollowKind): Response {
    const smart = link.smart!
    const decision = smartDecision(smart, request, ipOf, deps.now())
    observe(link, request, ipOf, ruleKeyOf(decision), agent, kind)
    return locate(smartLocation(smart, decision, link.url, request))
  }

  /** Where a followed link sends this request, when nothing is counted (a capped link's HEAD). */
  function targetOf(link: CachedLink, request: Request, ipOf: () => string): string {
    if (!link.smart) return link.url
    return smartLocation(link.smart, smartDecision(link.smart, request, ipOf, deps.now()), link.url, request)
  }

  /** Today's hot path: count in memory (people's clicks only: not HEAD, prefetches or bots), redirect. */
  function counted(link: CachedLink, request: Request, ipOf: () => string): Response {
    const agent = request.headers.get('user-agent')
    const kind = followKindOf(request, agent)
    if (kind === 'click') counter.add(link.id)
    if (link.smart) return smartFollow(link, request, ipOf, agent, kind) // a plain link pays this one property check
    observe(link, request, ipOf, null, agent, kind)
    return locate(link.url)
  }

  function runOut(link: CachedLink, request: Request): Response {
    if (link.fallback) return locate(link.fallback)
    events.gone()
    return deps.pages.expired(request)
  }

  /**
   * A capped link: every follow (a bot's too: each 302 is one of the cap) takes a click in the database
   * first; none left → runOut. HEAD takes none and answers from the last count seen.
   */
  async function capped(link: CachedLink, request: Request, ipOf: () => string): Promise<Response> {
    if (request.method === 'HEAD') return (link.clicks ?? 0) < link.maxClicks! ? locate(targetOf(link, request, ipOf)) : runOut(link, request)
    const clicks = await counter.takeCapped(link.id, new Date(deps.now()))
    link.clicks = clicks ?? link.maxClicks! // the cached facts learn the count: an exhausted link stops asking
    if (clicks === null) return runOut(link, request)
    // the atomic take answers each total once: exactly one follow sees the cap reached
    if (clicks === link.maxClicks) deps.outOfClicks?.(link.id)
    if (link.smart) return smartFollow(link, request, ipOf)
    observe(link, request, ipOf, null)
    return locate(link.url)
  }

  /** A link found but not followable for `why` (not 'inactive': that is Link Not Found). */
  function refused(link: CachedLink, why: Exclude<Unfollowable, 'inactive'>, request: Request): Response {
    if (why !== 'disabled') return runOut(link, request)
    events.gone()
    return deps.pages.disabled(request)
  }

  /** Follows past the password (the caller checked it, or the link has none). */
  function through(link: CachedLink, request: Request, ipOf: () => string = unknownAddress): Response | Promise<Response> {
    return link.maxClicks != null ? capped(link, request, ipOf) : counted(link, request, ipOf)
  }

  return {
    through,
    refused,
    pages: deps.pages,
    /** The answer to GET or HEAD /{code} for the link found (null: Link Not Found). */
    answer(link: CachedLink | null, request: Request, ipOf: () => string = unknownAddress): FollowAnswer {
      if (!link) return null
      const why = whyNotFollowable(link, deps.now)
      if (why === 'inactive') return null
      if (why) return refused(link, why, request)
      if (link.locked) return deps.pages.password(request, false)
      return through(link, request, ipOf)
    },
  }
}

export type Follower = ReturnType<typeof createFollower>
