// The capture's steps inside a real Bun.serve under wrk (docs/decisions/0057): one small server
// per variant, all answering the same 302s for the hot set (10,000 codes, a person's agent), loaded in turn
// (rotating order each round). A step costs a few µs at most, less than the rounds' noise, so each variant
// repeats its step REPEAT times a request (10) and the step's cost is (variant − kind) / REPEAT:
//   kind      the redirect's own share of every follow: followKindOf (HEAD? prefetch? bot?), a 302
//   capture   + details.capture × REPEAT with a constant address (the product's code: DNT/GPC checks,
//             agent and referrer read and cut, numbered, pushed; handed over at EARLY_FLUSH_AT as the flush does),
//             the capture reading the User-Agent itself (as before decision 57)
//   agent     the same, given the User-Agent the bot filter read (the redirect since decision 57)
//   ip        + server.requestIP(request).address × REPEAT (what the capture's ipOf asks)
// Prints, per variant, the medians over rounds of the event loop's CPU per request (µs, user and system
// time apart: /proc/<pid>/task/<pid>/stat), the rate, and each step's µs a call. CPU per request is
// steadier than req/s on a shared machine. BENCH_SECONDS (3), BENCH_RUNS (5), BENCH_CONNECTIONS (50).
// Child usage: bun bench/capture-serve.ts serve <variant> <port> <repeat>
import { readFileSync } from 'node:fs'
import { createClickDetails } from '../api/src/analytics/click-details'
import { followKindOf } from '../api/src/clicks/follow-kind'
import { codeOf, targetOf } from './codes'
import { BUN, freePort, waitUntil } from './processes'
import { median, runWrk } from './wrk'

const HOT = 10_000
const VARIANTS = ['kind', 'capture', 'agent', 'ip'] as const
const REPEAT = Number(process.env.REPEAT ?? 10)
type Variant = (typeof VARIANTS)[number]

function serve(variant: Variant, port: number, repeat: number) {
  const links = new Map<string, number>()
  for (let i = 0; i < HOT; i++) links.set(codeOf(i), i)
  const headers = new Headers({ 'referrer-policy': 'no-referrer', 'cache-control': 'private, no-store' })
  const details = createClickDetails(undefined, () => setImmediate(() => details.take()))
  setInterval(() => details.take(), 1000)
  const constant = () => '127.0.0.1'
  Bun.serve({
    port,
    hostname: '127.0.0.1',
    fetch(request, server) {
      const url = request.url
      const id = links.get(url.slice(url.indexOf('/', 8) + 1))
      if (id === undefined) return new Response(null, { status: 404 })
      const agent = request.headers.get('user-agent')
      const kind = followKindOf(request, agent)
      if (kind === 'click' && variant === 'capture') for (let k = 0; k < repeat; k++) details.capture(id, request, constant)
      if (kind === 'click' && variant === 'agent') for (let k = 0; k < repeat; k++) details.capture(id, request, constant, agent)
      if (kind === 'click' && variant === 'ip') for (let k = 0; k < repeat; k++) if (!server.requestIP(request)?.address) throw new Error('no address')
      const response = new Response(null, { status: 302, headers })
      response.headers.set('location', targetOf(id))
      return response
    },
  })
}

const TICKS = Number(Bun.spawnSync(['getconf', 'CLK_TCK']).stdout.toString().trim()) || 100
/** The event loop thread's user and system CPU seconds. */
function loopCpu(pid: number): { user: number; system: number } {
  const stat = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8')
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return { user: Number(f[11]) / TICKS, system: Number(f[12]) / TICKS }
}

async function measure() {
  const seconds = Number(process.env.BENCH_SECONDS ?? 3)
  const runs = Number(process.env.BENCH_RUNS ?? 5)
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
  const servers = VARIANTS.map((variant) => {
    const port = freePort()
    return {
      variant,
      url: `http://127.0.0.1:${port}`,
      proc: Bun.spawn([BUN, import.meta.path, 'serve', variant, String(port), String(REPEAT)], { stdout: 'ignore', stderr: 'inherit' }),
    }
  })
  try {
    for (const s of servers) await waitUntil(async () => (await fetch(`${s.url}/${codeOf(0)}`, { redirect: 'manual' })).status === 302, 30_000, s.variant)
    const rows: Record<string, { user: number[]; system: number[]; rps: number[] }> = {}
    for (const s of servers) rows[s.variant] = { user: [], system: [], rps: [] }
    for (let r = 0; r < runs; r++) {
      for (let k = 0; k < servers.length; k++) {
        const s = servers[(r + k) % servers.length]!
        const before = loopCpu(s.proc.pid)
        const w = await runWrk({ url: s.url, connections, seconds, threads: 2, script: 'bench/redirect.lua', args: [0, HOT, 'human', 2, 0, HOT] })
        const after = loopCpu(s.proc.pid)
        rows[s.variant]!.user.push(((after.user - before.user) * 1e6) / w.requests)
        rows[s.variant]!.system.push(((after.system - before.system) * 1e6) / w.requests)
        rows[s.variant]!.rps.push(w.rps)
      }
      console.log(`[capture-serve] round ${r + 1}: ${servers.map((s) => `${s.variant} ${Math.round(rows[s.variant]!.rps.at(-1)!)} req/s`).join(' · ')}`)
    }
    const out = Object.fromEntries(
      VARIANTS.map((v) => {
        const x = rows[v]!
        const total = x.user.map((u, i) => u + x.system[i]!)
        return [
          v,
          { loopUs: +median(total).toFixed(2), userUs: +median(x.user).toFixed(2), systemUs: +median(x.system).toFixed(2), rps: Math.round(median(x.rps)) },
        ]
      }),
    )
    const perCall = (v: Variant) => +((out[v]!.loopUs - out.kind!.loopUs) / REPEAT).toFixed(2)
    console.log(
      JSON.stringify(
        {
          settings: { seconds, runs, connections, hot: HOT, repeat: REPEAT },
          ...out,
          usPerCall: { capture: perCall('capture'), captureGivenAgent: perCall('agent'), requestIP: perCall('ip') },
        },
        null,
        2,
      ),
    )
  } finally {
    for (const s of servers) s.proc.kill()
  }
}

if (process.argv[2] === 'serve') serve(process.argv[3] as Variant, Number(process.argv[4]), Number(process.argv[5]))
else await measure()
