// A known mix of follows for the analytics tests: people from given addresses, agents and
// pages, people who asked not to be tracked, bots and link previews, HEAD requests and prefetches, with
// exactly what each must add to the link's per-day counters.
import { followShortLink } from './http-client'

export const PHONE_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1 marker-7f3a'
export const DESKTOP_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 marker-9c1e'
export const GB_IP = '81.2.69.142'
export const US_IP = '8.8.8.8'
export const PRIVATE_IP = '203.0.113.77'
export const REFERER = 'https://news.example.com/secret-story-path?utm=private-query'

type Follow = { headers: Record<string, string>; method?: string }

const person = (ip: string, agent: string, referer?: string, extra: Record<string, string> = {}): Follow => ({
  headers: { 'x-forwarded-for': ip, 'user-agent': agent, ...(referer ? { referer } : {}), ...extra },
})

/** One round: 5 analysed clicks, 2 not shared, 3 bots/previews, 2 HEAD, 2 prefetches. */
export const ROUND: Follow[] = [
  ...Array.from({ length: 3 }, () => person(GB_IP, PHONE_AGENT, REFERER)),
  ...Array.from({ length: 2 }, () => person(US_IP, DESKTOP_AGENT)),
  person(PRIVATE_IP, DESKTOP_AGENT, REFERER, { dnt: '1' }),
  person(PRIVATE_IP, PHONE_AGENT, undefined, { 'sec-gpc': '1' }),
  person(US_IP, 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)'),
  person(US_IP, 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)'),
  person(US_IP, 'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)'),
  { ...person(GB_IP, PHONE_AGENT), method: 'HEAD' },
  { ...person(US_IP, DESKTOP_AGENT), method: 'HEAD' },
  person(GB_IP, PHONE_AGENT, undefined, { 'sec-purpose': 'prefetch' }),
  person(US_IP, DESKTOP_AGENT, undefined, { purpose: 'prefetch' }),
]

/** What `rounds` rounds add: clicks of the day, breakdowns and the other counts. */
export function expectedAfter(rounds: number) {
  const r = (list: [string, number][]) => list.map(([key, clicks]) => ({ key, clicks: clicks * rounds }))
  return {
    clicks: 7 * rounds,
    countries: r([
      ['GB', 3],
      ['US', 2],
    ]),
    devices: r([
      ['mobile', 3],
      ['desktop', 2],
    ]),
    browsers: r([
      ['Safari', 3],
      ['Chrome', 2],
    ]),
    os: r([
      ['iOS', 3],
      ['Windows', 2],
    ]),
    referrers: r([
      ['news.example.com', 3],
      ['direct', 2],
    ]),
    bots: 3 * rounds,
    heads: 2 * rounds,
    prefetches: 2 * rounds,
    notShared: 2 * rounds,
    unrecorded: 0,
  }
}

/** Sends one round to the code through the given servers in turn. */
export async function sendRound(baseUrls: string[], code: string): Promise<void> {
  let i = 0
  await Promise.all(
    ROUND.map(async (f) => {
      const res = await followShortLink(baseUrls[i++ % baseUrls.length]!, code, { method: f.method ?? 'GET', headers: f.headers })
      if (res.status !== 302) throw new Error(`follow answered ${res.status}`)
    }),
  )
}
