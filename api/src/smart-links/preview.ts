// "Test this link as…": the rules evaluated for a visitor the owner describes, without following. It runs
// the very function a real follow runs (compiled the same way), on a visit built from the chosen values,
// so a preview can never disagree with a follow. A split's answer is one real draw. With the link's forwarding
// it also shows where the browser would land, the visitor's query added.
import type { ForwardQueryMode, RuleDevice } from '../contracts/link-rule-values'
import { parseAcceptLanguage } from './accept-language'
import type { Decide, Decision } from './compile'
import { forwardQuery } from './forward-query'
import type { Visit } from './visit'

export interface PreviewVisitor {
  device: RuleDevice | 'other'
  os?: string
  browser?: string
  /** ISO 3166 alpha-2. */
  country?: string
  /** A tag (`de`) or a whole Accept-Language list (`de-AT, en;q=0.5`). */
  language?: string
  /** Epoch ms or an ISO date-time; now when absent. */
  at?: number | string
  /** The query the short link is opened with, with or without its `?`. */
  query?: string
}

/** The visit a follow by this visitor would be. */
export function previewVisit(visitor: PreviewVisitor, now: () => number = Date.now): Visit {
  const at = visitor.at === undefined ? now() : typeof visitor.at === 'number' ? visitor.at : Date.parse(visitor.at)
  const query = visitor.query ?? ''
  return {
    device: visitor.device,
    os: visitor.os?.toLowerCase() ?? 'other',
    browser: visitor.browser?.toLowerCase() ?? 'other',
    country: visitor.country?.toUpperCase() ?? 'unknown',
    languages: parseAcceptLanguage(visitor.language),
    now: at,
    query: new URLSearchParams(query.startsWith('?') ? query.slice(1) : query),
  }
}

export interface PreviewOptions {
  /** The link's forwarding (its own or the instance's): the answer's `location` then carries the query. */
  forwardQuery?: ForwardQueryMode
  now?: () => number
}

export interface Preview extends Decision {
  /** Where the browser would go: the target with the visitor's query forwarded as the link says. */
  location: string
}

/** Where this visitor would be sent, and under which rule or variant the click would count. */
export function previewRules(decide: Decide, visitor: PreviewVisitor, options: PreviewOptions = {}): Preview {
  const decision = decide(previewVisit(visitor, options.now))
  return { target: decision.target, matched: decision.matched, location: forwardQuery(decision.target, visitor.query ?? '', options.forwardQuery ?? 'off') }
}
