// The pool's sockets to PostgreSQL, watched for replies that never come (decision 52). postgres.js has no
// reply deadline: a connection whose peer vanished without a reset (a partition that lost packets, an
// address moved by a failover, a NAT that forgot it) stays busy until the kernel gives up (minutes), and
// once every slot of the pool is taken, postgres.js pipelines new queries behind the stuck ones, so they
// wait as long. idle_timeout and max_lifetime do not help: neither ends a connection with a query out.
// So each socket remembers when it last heard from the server and since when it waits for a reply, and
// - when the database is found unreachable (a fresh connection got no answer within a second), every socket
//   that has heard nothing since the question was asked is destroyed, idle ones and the LISTEN connection
//   included: after the outage the pool starts afresh instead of keeping connections that may be dead;
// - a socket waiting longer than the statement timeout plus a margin is destroyed: PostgreSQL answers
//   every statement by then (with its result or error 57014), so nobody hears from that one any more.
// Destroying a socket fails its queries with CONNECTION_CLOSED (a 503) and frees its slot; postgres.js
// opens a new connection for the next query (and LISTENs again, which empties the redirect cache).
// Plain TCP only: with TLS, postgres.js reads and writes the TLS socket wrapped around this one, unseen.
import { connect, type Socket } from 'node:net'

/** Margin over the statement timeout before a socket without a reply counts as gone. */
const MARGIN_MS = 2000
const SWEEP_EVERY_MS = 1000

export interface PoolSockets {
  /** postgres.js's `socket` option: a new connection to the configured host, watched. */
  open(options: { host: string[]; port: number[]; path?: string }): Socket
  /** Destroys every socket that has heard nothing from the server since `since` (performance.now()). */
  endSilentSince(since: number): void
  stop(): void
}

interface Watched {
  heard: number
  waitingSince?: number
}

export function watchPoolSockets(statementTimeoutMs: number): PoolSockets {
  const sockets = new Map<Socket, Watched>()
  let next = 0
  const endWhere = (stuck: (w: Watched) => boolean) => {
    for (const [socket, w] of sockets) if (stuck(w)) sockets.delete(socket), socket.destroy()
  }
  const sweep =
    statementTimeoutMs > 0
      ? setInterval(() => {
          const before = performance.now() - statementTimeoutMs - MARGIN_MS
          endWhere((w) => w.waitingSince !== undefined && w.waitingSince < before)
        }, SWEEP_EVERY_MS)
      : undefined
  sweep?.unref?.()
  return {
    open({ host, port, path }) {
      const i = next++ % Math.max(1, host.length)
      const socket = path ? connect(path) : connect(port[i] ?? port[0] ?? 5432, host[i] ?? host[0])
      Object.assign(socket, { host: host[i] ?? host[0] }) // postgres.js names the TLS server after it
      const w: Watched = { heard: performance.now() }
      sockets.set(socket, w)
      const write = socket.write.bind(socket) as (...args: unknown[]) => boolean
      socket.write = ((...args: unknown[]) => {
        w.waitingSince ??= performance.now()
        return write(...args)
      }) as Socket['write']
      socket.on('data', () => {
        w.heard = performance.now()
        w.waitingSince = undefined
      })
      socket.on('close', () => sockets.delete(socket))
      return socket
    },
    endSilentSince: (since) => endWhere((w) => w.heard < since),
    stop: () => clearInterval(sweep),
  }
}

/**
 * The statement timeout the pool's sessions get, in ms: DATABASE_URL's `statement_timeout` (a number of ms,
 * or with PostgreSQL's units ms, s, min, h), else `fallbackMs`; 0 (no deadline) when it cannot be read.
 */
export function statementTimeoutOf(url: string, fallbackMs: number): number {
  const given = new URL(url).searchParams.get('statement_timeout')
  if (given === null) return fallbackMs
  const m = /^\s*(\d+)\s*(ms|s|min|h)?\s*$/.exec(given)
  return m ? Number(m[1]) * { ms: 1, s: 1000, min: 60_000, h: 3_600_000 }[(m[2] ?? 'ms') as 'ms'] : 0
}
