// What a follow of a short link is (docs/decisions/0042): a click is a person's browser following it with
// GET (or posting a link's password form, docs/decisions/0040). HEAD requests, browser prefetches (Sec-Purpose / Purpose: prefetch) and known bots or link-preview
// fetchers (isbot) are not clicks; analytics counts them apart, per link and day.
import { isBotAgent } from './bot-filter'

export type FollowKind = 'click' | 'heads' | 'prefetches' | 'bots'

/** `agent`: the request's User-Agent when the caller has read it already (the redirect reads it once, decision 57). */
export function followKindOf(request: Request, agent?: string | null): FollowKind {
  if (request.method === 'HEAD') return 'heads' // GET, or the password form's POST (a person's answer)
  const headers = request.headers
  if (headers.get('sec-purpose')?.includes('prefetch') || headers.get('purpose') === 'prefetch') return 'prefetches'
  return isBotAgent(agent === undefined ? headers.get('user-agent') : agent) ? 'bots' : 'click'
}
