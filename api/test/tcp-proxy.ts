// A TCP proxy between the server and PostgreSQL that a test can cut: `refuse` closes every connection and
// refuses new ones (the database is down), `silence` closes every connection and then accepts new ones
// without ever answering (the database hangs on start, or the network drops packets), `restore` forwards
// again.
import { connect, createServer, type Server, type Socket } from 'node:net'

export interface TcpProxy {
  port: number
  refuse(): Promise<void>
  silence(): void
  restore(): Promise<void>
  close(): Promise<void>
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<Socket>()
  let mode: 'forward' | 'silence' = 'forward'
  let server: Server
  let port = 0

  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        sockets.add(client)
        client.on('close', () => sockets.delete(client))
        client.on('error', () => {})
        if (mode === 'silence') return // accepted, never answered
        const upstream = connect(targetPort, targetHost)
        sockets.add(upstream)
        upstream.on('close', () => sockets.delete(upstream))
        upstream.on('error', () => client.destroy())
        client.on('error', () => upstream.destroy())
        client.pipe(upstream).pipe(client)
      })
      server.listen(port, '127.0.0.1', () => {
        const address = server.address()
        port = typeof address === 'object' && address ? address.port : port
        resolve()
      })
    })
  const dropAll = () => {
    for (const s of sockets) s.destroy()
    sockets.clear()
  }
  const stopListening = () => new Promise<void>((resolve) => server.close(() => resolve()))

  await listen()
  return {
    get port() {
      return port
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
    async restore() {
      mode = 'forward'
      dropAll()
      if (!server.listening) await listen()
    },
    async close() {
      dropAll()
      if (server.listening) await stopListening()
    },
  }
}
