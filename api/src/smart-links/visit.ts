// A visit as the redirect rules see it, built from a request lazily: the user agent is parsed only when a
// rule reaches a device, OS or browser condition, the country looked up only when one reaches a country,
// Accept-Language and the query read only when asked. Each is worked out once per visit. The client address
// is used in memory for the country lookup and never kept; parsed agents and language lists are remembered by
// a hash of the header, never the header itself (analytics keeps no agent string beyond its flush, and
// neither does this).
import { countryOf, familiesOf, type AgentFamilies } from '../analytics'
import type { RuleDevice } from '../contracts/link-rule-values'
import { parseAcceptLanguage } from './accept-language'
import { hashedMemo } from './text-hash'

const NO_LANGUAGES: readonly string[] = []
/** The query of a request without one, shared: rules only ask `has` of it, so nothing writes to it. */
const NO_QUERY = new URLSearchParams()

export interface Visit {
  /** The device class, `other` when the agent names none (a bot, a missing header). */
  readonly device: RuleDevice | 'other'
  /** The OS family in the rules' words (ios, android, windows, macos, linux, chromeos) or `other`. */
  readonly os: string
  /** The browser family in the rules' words (chrome, safari, firefox, edge, opera, samsung) or `other`. */
  readonly browser: string
  /** ISO 3166 alpha-2, upper case; `unknown` for private, reserved or unlisted addresses. */
  readonly country: string
  /** Accept-Language's tags, lower case, most preferred first, q=0 and `*` left out. */
  readonly languages: readonly string[]
  /** Epoch milliseconds. */
  readonly now: number
  readonly query: URLSearchParams
}

export interface AgentFacts {
  device: Visit['device']
  os: string
  browser: string
}

const OS_NAMES: Record<string, string> = { iOS: 'ios', Android: 'android', Windows: 'windows', macOS: 'macos', Linux: 'linux', 'Chrome OS': 'chromeos' }
const BROWSER_NAMES: Record<string, string> = {
  Chrome: 'chrome',
  Safari: 'safari',
  Firefox: 'firefox',
  'Microsoft Edge': 'edge',
  Opera: 'opera',
  'Samsung Internet for Android': 'samsung',
}

/** The analytics' families in the rules' lower-case names. */
export function agentFactsOf(families: AgentFamilies): AgentFacts {
  return { device: families.device, os: OS_NAMES[families.os] ?? 'other', browser: BROWSER_NAMES[families.browser] ?? 'other' }
}

const NO_AGENT = agentFactsOf(familiesOf(null, new Map()))
const noMemo = new Map<string, AgentFamilies>() // familiesOf's own memo, emptied after each parse
/** bowser takes about 11 µs a parse; a hash of the agent and a memo lookup take about 0.2. */
const parsedAgent = hashedMemo(512, (userAgent) => {
  const facts = agentFactsOf(familiesOf(userAgent, noMemo))
  noMemo.clear()
  return facts
})
const parsedLanguages = hashedMemo(256, parseAcceptLanguage)

/** The agent's facts, parsed once per distinct agent while the memo holds it. */
export const agentFactsFromHeader = (userAgent: string | null): AgentFacts => (userAgent ? parsedAgent(userAgent) : NO_AGENT)

/** How a visit learns its facts (tests count the calls). */
export interface VisitSources {
  agentOf: (userAgent: string | null) => AgentFacts
  countryOf: (address: string) => string
}
const analyticsSources: VisitSources = { agentOf: agentFactsFromHeader, countryOf }

class RequestVisit implements Visit {
  private agent: AgentFacts | undefined
  private countryCode: string | undefined
  private accepted: readonly string[] | undefined
  private params: URLSearchParams | undefined

  constructor(
    private readonly request: Request,
    private readonly addressOf: () => string,
    readonly now: number,
    private readonly sources: VisitSources,
  ) {}

  private facts(): AgentFacts {
    return (this.agent ??= this.sources.agentOf(this.request.headers.get('user-agent')))
  }
  get device() {
    return this.facts().device
  }
  get os() {
    return this.facts().os
  }
  get browser() {
    return this.facts().browser
  }
  get country() {
    return (this.countryCode ??= this.sources.countryOf(this.addressOf()))
  }
  get languages() {
    if (!this.accepted) {
      const header = this.request.headers.get('accept-language')
      this.accepted = header ? parsedLanguages(header) : NO_LANGUAGES
    }
    return this.accepted
  }
  get query() {
    if (!this.params) {
      const url = this.request.url
      const at = url.indexOf('?')
      this.params = at < 0 ? NO_QUERY : new URLSearchParams(url.slice(at + 1))
    }
    return this.params
  }
}

/**
 * The visit of a request. `addressOf`: the client address as the redirect already reads it for analytics
 * (the last X-Forwarded-For entry with TRUST_PROXY, else the socket's), asked only when a country is.
 */
export function visitOf(request: Request, addressOf: () => string, now: number, sources: VisitSources = analyticsSources): Visit {
  return new RequestVisit(request, addressOf, now, sources)
}
