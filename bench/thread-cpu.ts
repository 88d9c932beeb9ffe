// CPU time of the calling thread, in nanoseconds: clock_gettime(CLOCK_THREAD_CPUTIME_ID) through bun:ffi,
// exact to the nanosecond. Where libc cannot be opened, the first field of /proc/self/task/<pid>/schedstat
// (time on a CPU; main thread only) — which the kernel brings up to date only at a scheduler tick or a
// context switch, so it can lag by a tick (4 ms here): take those figures over whole loops — and where
// schedstat is missing, utime + stime of /proc/self/task/<pid>/stat (10 ms ticks). Linux only.
import { existsSync, readFileSync } from 'node:fs'

const task = `/proc/self/task/${process.pid}`
const hasSchedstat = existsSync(`${task}/schedstat`)
const CLOCK_THREAD_CPUTIME_ID = 3

function procThreadCpuNs(): number {
  if (hasSchedstat) return Number(readFileSync(`${task}/schedstat`, 'utf8').split(' ')[0])
  const fields = readFileSync(`${task}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 1e7 // utime, stime: 14th and 15th fields, 100 ticks a second
}

/** The exact thread clock, or undefined where libc's clock_gettime cannot be reached. */
async function exactClock(): Promise<(() => number) | undefined> {
  try {
    const { dlopen, FFIType, ptr } = await import('bun:ffi')
    const libc = dlopen('libc.so.6', { clock_gettime: { args: [FFIType.i32, FFIType.ptr], returns: FFIType.i32 } })
    const ts = new BigInt64Array(2) // struct timespec: seconds, nanoseconds (64-bit Linux)
    const at = ptr(ts)
    const read = () => (libc.symbols.clock_gettime(CLOCK_THREAD_CPUTIME_ID, at), Number(ts[0]!) * 1e9 + Number(ts[1]!))
    return read() > 0 ? read : undefined
  } catch {
    return undefined
  }
}

const exact = await exactClock()

/** Whether threadCpuNs() is exact (clock_gettime) rather than tick-based (/proc). */
export const threadCpuIsExact = exact !== undefined

export const threadCpuNs: () => number = exact ?? procThreadCpuNs
