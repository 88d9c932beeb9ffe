// CPU time of each thread of a child process, summed by thread name (the `comm` of
// /proc/<pid>/task/<tid>/stat), in seconds: shows which thread a cost lands on (the event loop "bun", the
// analytics and click-flush workers, JavaScriptCore's GC helpers…). Linux only; 10 ms ticks.
import { readdirSync, readFileSync } from 'node:fs'

const TICKS = Number(Bun.spawnSync(['getconf', 'CLK_TCK']).stdout.toString().trim()) || 100

export function cpuByThread(pid: number): Record<string, number> {
  const out: Record<string, number> = {}
  let tids: string[] = []
  try {
    tids = readdirSync(`/proc/${pid}/task`)
  } catch {
    return out
  }
  for (const tid of tids) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8')
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')).replace(/\d+$/, '#')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      out[name] = (out[name] ?? 0) + (Number(fields[11]) + Number(fields[12])) / TICKS
    } catch {} // the thread ended meanwhile
  }
  return out
}

/** `after - before` per thread name, in µs per request. */
export function perRequest(before: Record<string, number>, after: Record<string, number>, requests: number): Record<string, number> {
  const out: Record<string, number> = {}
  for (const [name, s] of Object.entries(after)) {
    const us = ((s - (before[name] ?? 0)) * 1e6) / requests
    if (us >= 0.05) out[name] = +us.toFixed(2)
  }
  return out
}
