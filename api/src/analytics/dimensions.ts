// Turns raw clicks into per-link dimension counts: the derivation step of the flush. Each distinct agent,
// address and referrer of a batch is derived once, each distinct combination of derived values is numbered
// once; a click then costs one increment under a numeric key (no string is built per click, click-tally.ts). Runs in slices that give the event loop back between them, so a batch derived
// on the event loop (when the worker died) never holds up redirects. The raw values live only in the batch
// handed in and in memos dropped with it; the tally keeps derived values only.
import { ClickTally, NO_VALUE } from './click-tally'
import { countryOf } from './country-lookup'
import type { RawBatch } from './raw-batch'
import { referrerHostOf } from './referrer-host'
import { familiesOf, type AgentFamilies } from './user-agent'

const SLICE = 2000
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * Adds a batch to `into`. Each distinct agent, address and referrer is derived once; a click is then a
 * comparison with the previous click's (address, agent, referrer) or one numeric Map lookup for its
 * combination of values, and one increment (docs/decisions/0056).
 */
export async function deriveDimensions(batch: RawBatch, into = new ClickTally()): Promise<ClickTally> {
  const { distinct } = batch
  // Each distinct value of the batch derived once (bowser takes about 11 µs a parse, a country lookup 3).
  const agentMemo = new Map<string, AgentFamilies>()
  const families = (ua: string | null) => familiesOf(ua, agentMemo)
  const agentIds = [...distinct.agents.map(families), families(null)].map(
    (a) => [into.valueOf('device', a.device), into.valueOf('browser', a.browser), into.valueOf('os', a.os)] as const,
  )
  const noAgent = agentIds.length - 1
  const countries = distinct.ips.map((ip) => into.valueOf('country', countryOf(ip)))
  const referrers = [...distinct.referers, null].map((referer) => into.valueOf('referrer', referrerHostOf(referer)))
  const direct = referrers.length - 1
  // The rule that answered is a value as it came (`rule:2`, `variant:1`, `default`): nothing to derive.
  const rules = distinct.matched.map((key) => into.valueOf('rule', key))
  // Per click: the combination, keyed by what it derives to (country value, agent, referrer value, rule),
  // so the many addresses of one country share one entry. Numbered in the tally once per distinct key.
  const agentCount = agentIds.length
  const ruleSpan = rules.length + 1 // the rule's place in the key, 0 for none
  const referrerSpan = into.valueCount() // every value of the batch is numbered by now: ids are below it
  const combinations = new Map<number, number>()
  const combinationOf = (ip: number, agent: number, referer: number, matched: number) => {
    const country = countries[ip]!
    const a = agent < 0 ? noAgent : agent
    const referrer = referrers[referer < 0 ? direct : referer]!
    const key = ((country * agentCount + a) * referrerSpan + referrer) * ruleSpan + matched + 1
    let id = combinations.get(key)
    if (id === undefined) {
      const families = agentIds[a]!
      const rule = matched < 0 ? NO_VALUE : rules[matched]!
      combinations.set(key, (id = into.combinationOf([country, families[0], families[1], families[2], referrer, rule])))
    }
    return id
  }
  const { linkIds, ips, agents, referers, matched } = batch
  let lastIp = -2,
    lastAgent = -2,
    lastReferer = -2,
    lastMatched = -2,
    combination = -1 // consecutive clicks often share all four
  for (let i = 0; i < linkIds.length; i++) {
    if (i > 0 && i % SLICE === 0) await yieldToEventLoop()
    const ip = ips[i]!,
      agent = agents[i]!,
      referer = referers[i]!,
      rule = matched[i]!
    if (ip !== lastIp || agent !== lastAgent || referer !== lastReferer || rule !== lastMatched) {
      combination = combinationOf(ip, agent, referer, rule)
      ;(lastIp = ip), (lastAgent = agent), (lastReferer = referer), (lastMatched = rule)
    }
    into.add(linkIds[i]!, combination)
  }
  return into
}
