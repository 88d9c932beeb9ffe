// A test server with CACHE_INVALIDATION=redis whose Redis (a throwaway redis-server) is reached through a TCP
// proxy the test can stall or cut (tcp-proxy.ts): Redis slow, gone, and back.
import { startTestServer, type Engine, type TestServer } from './harness'
import { startTestRedis, type TestRedis } from './redis-server'
import { startTcpProxy, type TcpProxy } from './tcp-proxy'

export interface ServerOverRedis {
  redis: TestRedis
  proxy: TcpProxy
  server: TestServer
  stop(): Promise<void>
}

export async function startServerOverRedis(engine: Engine, env: Record<string, string> = {}): Promise<ServerOverRedis> {
  const redis = await startTestRedis()
  const proxy = await startTcpProxy('127.0.0.1', redis.port)
  const server = await startTestServer({ engine, env: { REDIS_URL: `redis://127.0.0.1:${proxy.port}`, CACHE_INVALIDATION: 'redis', ...env } })
  return {
    redis,
    proxy,
    server,
    async stop() {
      await server.stop()
      await proxy.close()
      await redis.stop()
    },
  }
}
