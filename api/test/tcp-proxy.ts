// A TCP proxy between the server and PostgreSQL that a test can cut: `refuse` closes every connection and
// refuses new ones (the database is down), `silence` closes every connection and then accepts new ones
// without ever answering (the database hangs on start), `stall` keeps every connection open but carries
// nothing either way until `restore` delivers what was held (the network drops packets for a while, as in
// a partition: TCP retransmits once it heals), `restore` forwards again; `restore({ lost: true })` after a
// stall forwards new connections only: what was held is lost and the connections open during the stall
// never carry anything again (a peer gone without a reset: an address moved by a failover, a NAT that
// forgot them, packets dropped for longer than the client retransmits). `accepted` counts the connections
// clients opened (how often they try again while what is behind the proxy is gone).
import { connect, createServer, type Server, type Socket } from 'node:net'

export interface TcpProxy {
  port: number
  readonly accepted: number
  refuse(): Promise<void>
  silence(): void
  stall(): void
  restore(opts?: { lost?: boolean }): Promise<void>
  close(): Promise<void>
}

interface Pair {
  /** Carries nothing any more, either way. */
  lost?: boolean
  client: Socket
  upstream?: Socket
  /** Bytes held while stalled, in order: [to the upstream?, bytes]. */
  held: [boolean, Buffer | string][]
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const pairs = new Set<Pair>()
  let mode: 'forward' | 'silence' | 'stall' = 'forward'
  let server: Server
  let port = 0
  let accepted = 0

  const send = (pair: Pair, toUpstream: boolean, bytes: Buffer | string) => {
    if (pair.lost) return
    if (mode === 'stall' || (toUpstream && !pair.upstream)) pair.held.push([toUpstream, bytes])
    else (toUpstream ? pair.upstream! : pair.client).write(bytes)
  }
  const drop = (pair: Pair) => {
    pair.client.destroy()
    pair.upstream?.destroy()
    pairs.delete(pair)
  }
  const openUpstream = (pair: Pair) => {
    const upstream = connect(targetPort, targetHost)
    pair.upstream = upstream
    upstream.on('data', (bytes) => send(pair, false, bytes))
    upstream.on('error', () => drop(pair))
    upstream.on('close', () => drop(pair))
  }
  const flush = (pair: Pair) => {
    if (!pair.upstream) openUpstream(pair)
    for (const [toUpstream, bytes] of pair.held.splice(0)) (toUpstream ? pair.upstream! : pair.client).write(bytes)
  }

  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        accepted++
        const pair: Pair = { client, held: [] }
        pairs.add(pair)
        client.on('error', () => drop(pair))
        client.on('close', () => drop(pair))
        if (mode === 'silence') return // accepted, never answered
        client.on('data', (bytes) => send(pair, true, bytes))
        if (mode === 'forward') openUpstream(pair) // stalled: opened once the network is back
      })
      server.listen(port, '127.0.0.1', () => {
        const address = server.address()
        port = typeof address === 'object' && address ? address.port : port
        resolve()
      })
    })
  const dropAll = () => {
    for (const pair of [...pairs]) drop(pair)
  }
  const stopListening = () => new Promise<void>((resolve) => server.close(() => resolve()))

  await listen()
  return {
    get port() {
      return port
    },
    get accepted() {
      return accepted
    },
    async refuse() {
      const closed = stopListening()
      dropAll()
      await closed
    },
    silence() {
      mode = 'silence'
      dropAll()
    },
    stall() {
      mode = 'stall'
    },
    async restore({ lost = false } = {}) {
      const was = mode
      mode = 'forward'
      if (was === 'stall' && lost) for (const pair of pairs) Object.assign(pair, { lost: true, held: [] })
      else if (was === 'stall') for (const pair of pairs) flush(pair)
      else if (was === 'silence') dropAll()
      if (!server.listening) await listen()
    },
    async close() {
      dropAll()
      if (server.listening) await stopListening()
    },
  }
}

/** A proxy in front of the PostgreSQL server of `databaseUrl`, and the URL that goes through it. */
export async function proxyPostgres(databaseUrl: string): Promise<{ proxy: TcpProxy; url: URL }> {
  const url = new URL(databaseUrl)
  const proxy = await startTcpProxy(url.hostname, Number(url.port || 5432))
  url.hostname = '127.0.0.1'
  url.port = String(proxy.port)
  return { proxy, url }
}
