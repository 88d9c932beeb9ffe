// What analytics costs per click, in process (docs/decisions/0056): this thread's CPU time
// (thread-cpu.ts) around each step, over batches of 4,000 clicks (the capture's EARLY_FLUSH_AT) with
// fresh header strings per request, as a server parses them. CPU time per operation is steadier than
// throughput on a shared machine.
// - capture: the redirect's share on the event loop — followKindOf + details.capture (DNT/GPC checks, the
//   address, the agent and referrer cut and numbered, the push), minus followKindOf alone; and the same with
//   the capture reading the User-Agent again (before decision 57);
// - hand-over: take() and the structured clone postMessage makes of the batch;
// - derive: the worker's derivation and tally, batch after batch into one tally (as between two writes),
//   for three shapes of traffic: `bench` (wrk's: one address, one agent, no referrer, 10,000 links),
//   `people` (a distinct address per click, 6 agents, a referrer on two clicks of three, 10,000 links) and
//   `miss` (as `people`, but every click a link not clicked before).
// PROFILE_BATCHES (20 per shape), PROFILE_ROUNDS (5; medians).
import { createClickDetails } from '../api/src/analytics/click-details'
import { deriveDimensions } from '../api/src/analytics/dimensions'
import { batchOf, type RawClick } from '../api/src/analytics/raw-batch'
import { followKindOf } from '../api/src/clicks/follow-kind'
import { threadCpuNs } from './thread-cpu'

const BATCH = 4_000
const batches = Number(process.env.PROFILE_BATCHES ?? 20)
const rounds = Number(process.env.PROFILE_ROUNDS ?? 5)
const AGENTS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
]
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!
const usPerClick = (ns: number, clicks: number) => ns / 1000 / clicks

type Shape = 'bench' | 'people' | 'miss'
let missNext = 1_000_000

function clicksOf(shape: Shape, n: number, offset: number): RawClick[] {
  return Array.from({ length: n }, (_, k) => {
    const i = offset + k
    if (shape === 'bench') return { linkId: 1 + (i % 10_000), ip: '127.0.0.1', userAgent: AGENTS[4]!, referer: null }
    return {
      linkId: shape === 'miss' ? missNext++ : 1 + ((i * 7919) % 10_000),
      ip: `${((i * 7) % 223) + 1}.${(i * 13) % 256}.${(i >> 8) % 256}.${i % 256}`,
      userAgent: AGENTS[i % AGENTS.length]!,
      referer: i % 3 ? `https://site-${i % 50}.example.com/page/${i}` : null,
    }
  })
}

/** Requests as a server hands them over: fresh header strings each. */
function requestsOf(clicks: RawClick[]): Request[] {
  return clicks.map(
    (c) =>
      new Request('http://snip.test/b0000000', {
        headers: { 'user-agent': `${c.userAgent}`, ...(c.referer ? { referer: c.referer } : {}), accept: 'text/html' },
      }),
  )
}

/**
 * Over whole loops of many batches: the thread's CPU clock moves in scheduler ticks, so short loops read 0.
 * `again`: the capture reads the User-Agent itself, as before decision 57 (the redirect now hands it the
 * agent the bot filter read).
 */
function captureCost(shape: Shape, again = false): { capture: number; handOver: number } {
  const requests = requestsOf(clicksOf(shape, batches * BATCH, 0))
  const details = createClickDetails(BATCH + 1)
  const ip = () => '192.0.2.1'
  let t0 = threadCpuNs()
  for (const r of requests) followKindOf(r, r.headers.get('user-agent'))
  const kindOnly = threadCpuNs() - t0
  const taken = []
  t0 = threadCpuNs()
  for (let i = 0; i < requests.length; i++) {
    const r = requests[i]!
    const agent = r.headers.get('user-agent')
    if (followKindOf(r, agent) === 'click') details.capture(1 + (i % 10_000), r, ip, again ? undefined : agent)
    if (details.queued === BATCH) taken.push(details.take().batch)
  }
  const withCapture = threadCpuNs() - t0
  t0 = threadCpuNs()
  for (const batch of taken) structuredClone(batch)
  const handOver = threadCpuNs() - t0
  return { capture: usPerClick(withCapture - kindOnly, requests.length), handOver: usPerClick(handOver, requests.length) }
}

async function deriveCost(shape: Shape): Promise<number> {
  const all = Array.from({ length: batches }, (_, b) => batchOf(clicksOf(shape, BATCH, b * BATCH)))
  let tally = await deriveDimensions(batchOf(clicksOf(shape, 100, 0))) // load the country database
  const t0 = threadCpuNs()
  for (const batch of all) tally = await deriveDimensions(batch, tally)
  return usPerClick(threadCpuNs() - t0, batches * BATCH)
}

const results: Record<string, number[]> = {}
const note = (k: string, v: number) => (results[k] ??= []).push(v)
for (let r = 0; r < rounds; r++) {
  for (const shape of ['bench', 'people'] as const) {
    const c = captureCost(shape)
    note(`capture µs/click (${shape})`, c.capture)
    note(`hand-over µs/click (${shape})`, c.handOver)
    note(`capture reading the agent again µs/click (${shape})`, captureCost(shape, true).capture)
  }
  for (const shape of ['bench', 'people', 'miss'] as const) note(`derive µs/click (${shape})`, await deriveCost(shape))
}
console.log(Object.fromEntries(Object.entries(results).map(([k, v]) => [k, +median(v).toFixed(3)])))
