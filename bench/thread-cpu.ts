// CPU time of this process's main thread (the one that serves requests), in nanoseconds: the first field
// of /proc/self/task/<pid>/schedstat (time on a CPU). Falls back to utime + stime of
// /proc/self/task/<pid>/stat (10 ms ticks) where schedstat is missing. Linux only.
import { existsSync, readFileSync } from 'node:fs'

const task = `/proc/self/task/${process.pid}`
const hasSchedstat = existsSync(`${task}/schedstat`)

export function threadCpuNs(): number {
  if (hasSchedstat) return Number(readFileSync(`${task}/schedstat`, 'utf8').split(' ')[0])
  const fields = readFileSync(`${task}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 1e7 // utime, stime: 14th and 15th fields, 100 ticks a second
}
