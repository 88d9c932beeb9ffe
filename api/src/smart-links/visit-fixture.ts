// A visit as plain values, for the tests of the rules (the redirect builds its visits with visitOf).
import type { LinkRule, RuleCondition } from '../contracts/link-rules'
import type { Visit } from './visit'

export function visitWith(facts: Partial<Omit<Visit, 'query'>> & { query?: string } = {}): Visit {
  return {
    device: facts.device ?? 'desktop',
    os: facts.os ?? 'other',
    browser: facts.browser ?? 'other',
    country: facts.country ?? 'unknown',
    languages: facts.languages ?? [],
    now: facts.now ?? Date.parse('2026-11-29T12:00:00Z'),
    query: new URLSearchParams(facts.query ?? ''),
  }
}

/** A rule written target first, then its conditions. */
export const ruleTo = (target: string, ...conditions: RuleCondition[]): LinkRule => ({ conditions, target })
