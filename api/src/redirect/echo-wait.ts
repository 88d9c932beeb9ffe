// The "my own announcement came back" wait shared by the cache-invalidation channels: a write announces a
// changed code as "<instance>:<sequence>:<code>" and waits (at most ECHO_WAIT_MS) until this instance
// receives it back; every other subscriber received it by then too (decision 25).
export const ECHO_WAIT_MS = 500

export interface EchoWait {
  /** The payload to announce, and a promise that resolves when it comes back or the wait is over. */
  next(code: string): { payload: string; echoed: Promise<void>; abandon(): void }
  /** Handles a received payload: returns the changed code, and ends the wait if the payload is ours. */
  receive(payload: string): string
}

export function createEchoWait(): EchoWait {
  const instance = `${process.pid.toString(36)}${Math.random().toString(36).slice(2, 8)}`
  let sequence = 0
  const waiting = new Map<number, () => void>()
  return {
    next(code) {
      const seq = ++sequence
      let done = () => {}
      const echoed = new Promise<void>((resolve) => {
        const timer = setTimeout(() => waiting.delete(seq) && resolve(), ECHO_WAIT_MS)
        done = () => {
          clearTimeout(timer)
          waiting.delete(seq)
          resolve()
        }
        waiting.set(seq, done)
      })
      return { payload: `${instance}:${seq}:${code}`, echoed, abandon: () => done() }
    },
    receive(payload) {
      // Codes hold no ':'; a bare code from an older instance works too.
      const parts = payload.split(':')
      if (parts.length < 3) return payload
      if (parts[0] === instance) waiting.get(Number(parts[1]))?.()
      return parts.slice(2).join(':')
    },
  }
}
