// Wall-time limits that hold on a loaded machine without growing slack: while a timed piece of work runs,
// requests that touch no database (GET /api/config) go to the same server one after another, and the slowest
// of them is what the machine adds right now (CPU shortage, a busy event loop). A limit is then the
// server's own deadline plus a margin plus that delay: on an idle machine the delay is a few ms.

/** Runs `work`; answers its result and the slowest no-database request to `baseUrl` sent meanwhile (ms). */
export async function withMachineDelay<T>(baseUrl: string, work: () => Promise<T>): Promise<[T, number]> {
  let slowest = 0
  let done = false
  const probe = async () => {
    while (!done) {
      const started = performance.now()
      await fetch(`${baseUrl}/api/config`).then((res) => res.arrayBuffer())
      slowest = Math.max(slowest, performance.now() - started)
    }
  }
  const probing = probe()
  const result = await work().finally(async () => {
    done = true
    await probing
  })
  return [result, slowest]
}
