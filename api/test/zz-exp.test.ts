import { test } from 'vitest'
import { startPrivatePostgres } from './private-postgres'
import { startSnipProcess } from './snip-process'
import { apiClient, followShortLink, HUMAN_AGENT } from './http-client'
test('exp', async () => {
  const pg = await startPrivatePostgres()
  const snip = await startSnipProcess({ DATABASE_URL: pg.url, DATA_DIR: '/tmp/pgexp', LOG_LEVEL: 'info', NOT_FOUND_LIMIT: '0' })
  const T0 = performance.now()
  const log: string[] = []
  try {
    const codes: string[] = []
    for (let i = 0; i < 5; i++) codes.push((await apiClient(snip.baseUrl)('POST', '/api/urls', { originalUrl: 'https://x.example/' + i })).body.shortCode)
    for (const c of codes) await followShortLink(snip.baseUrl, c)
    let running = true, keys = 0; const done: number[] = []
    const worker = async (n: number) => {
      while (running) {
        const t = performance.now()
        let r: string
        if (n % 3 === 0) r = await followShortLink(snip.baseUrl, codes[n % 5]!, { signal: AbortSignal.timeout(12000) }).then((r) => String(r.status), (e) => String(e))
        else if (n % 3 === 1 && !process.env.NOCREATE) r = await fetch(snip.baseUrl + '/api/urls', { method: 'POST', signal: AbortSignal.timeout(12000), headers: { 'content-type': 'application/json', 'idempotency-key': 'k' + ++keys }, body: JSON.stringify({ originalUrl: 'https://l.example' }) }).then((r) => String(r.status), (e) => String(e))
        else r = await fetch(snip.baseUrl + '/api/urls/by-code/nothing', { signal: AbortSignal.timeout(12000) }).then((r) => String(r.status), (e) => String(e))
        const ms = performance.now() - t
        done[n] = (done[n] ?? 0) + 1
        if (ms > 1500 || (n % 3 === 0 && r !== '302')) log.push(`${Math.round(t - T0)} w${n} ${r} ${Math.round(ms)}`)
      }
    }
    const ws = Array.from({ length: 30 }, (_, n) => worker(n))
    await new Promise((r) => setTimeout(r, 1000))
    log.push(`${Math.round(performance.now() - T0)} STOP`)
    if (process.env.KILLSTOP) { const { readFileSync } = await import('node:fs'); const { execSync } = await import('node:child_process'); const dir = execSync('ls -d /tmp/snip-pg-*/data').toString().trim().split('\n').pop()!; process.kill(Number(readFileSync(dir + '/postmaster.pid', 'utf8').split('\n')[0]), 'SIGINT') } else if (process.env.EXTSTOP) { const { writeFileSync, existsSync } = await import('node:fs'); writeFileSync('/tmp/pgexp-stop', 'go'); while (existsSync('/tmp/pgexp-stop')) await new Promise((r) => setTimeout(r, 20)) } else await pg.stop()
    for (let k = 0; k < 5; k++) {
      await new Promise((r) => setTimeout(r, 2000))
      const { execSync } = await import('node:child_process')
      log.push(`${Math.round(performance.now() - T0)} CURL ` + execSync(`curl -s -m 3 -o /dev/null -w '%{http_code} %{time_total}' ${snip.baseUrl}/api/config; echo; curl -s -m 3 -o /dev/null -w '%{http_code} %{time_total}' ${snip.baseUrl}/${codes[0]}; echo; ss -tn state established '( sport = :${new URL(snip.baseUrl).port} )' | wc -l; true`).toString().replace(/\n/g, ' / '))
    }
    log.push(`${Math.round(performance.now() - T0)} START`)
    if (!process.env.NOSTOP) await pg.start()
    await new Promise((r) => setTimeout(r, 3000))
    running = false
    await Promise.all(ws); log.push('DONE ' + done.join(','))
  } finally {
    console.log(log.join('\n'))
    const lines = snip.stdout().split('\n').filter((l) => l.includes('"request"')).map((l) => JSON.parse(l) as { time: string; path: string; status: number; ms: number })
    const t0 = Date.parse(lines[0]!.time)
    const buckets = new Map<number, string>()
    for (const l of lines) { const b = Math.floor((Date.parse(l.time) - t0) / 500); buckets.set(b, (buckets.get(b) ?? '') + (l.path.startsWith('/api/urls/by') ? 'L' : l.path === '/api/urls' ? 'C' : l.path === '/api/config' ? 'G' : 'R') + (l.status === 503 ? '5' : '') + (l.ms > 1500 ? '!' : '')) }
    for (const [b, v] of buckets) console.log('SRV', b * 500, v.length, v.slice(0, 120))
    console.log(snip.stderr().slice(0, 3000))
    snip.child.kill('SIGKILL'); await pg.remove()
  }
}, 60000)
