// Builds the whole product and serves it on one port: site pages and assets, /api/*, /auth/v1/*, and
// GET /{code} redirects. Used by main.ts and by the tests (which start it on a free port).
import { limits } from '../contracts'
import type { Server } from 'bun'
import type { Config } from '../config'
import type { Database } from '../db/database'
import type { Logger } from '../http/logger'
import { composeProduct, type ComposeOptions } from './compose'
import { createDispatch } from './dispatch'
import { serveMetricsPort } from '../metrics/metrics-endpoint'

export interface RunningServer {
  url: string
  port: number
  config: Config
  db: Database
  logger: Logger
  /** http://127.0.0.1:<port> of the METRICS_PORT listener, when there is one. */
  metricsUrl?: string
  /** Finishes in-flight requests, flushes clicks, closes the database. */
  stop(): Promise<void>
}

export async function startServer(config: Config, opts: ComposeOptions = {}): Promise<RunningServer> {
  const product = await composeProduct(config, opts)
  const { fetch, error } = createDispatch(product)
  // Room for an import's file to be refused with a clear answer: the API gate reads at most 5 MB (and a
  // form's framing) of an import and 64 KB of any other /api body, and answers the 413 itself; bodies past
  // this bound get Bun's bare 413 (docs/decisions/0041).
  const server: Server<undefined> = Bun.serve({ port: config.port, hostname: config.host, maxRequestBodySize: 4 * limits.importMaxBytes, fetch, error })
  product.listeningOn(server.port!)
  const metricsServer = config.metricsPort !== undefined && product.serveMetrics ? serveMetricsPort(config.metricsPort, product.serveMetrics) : undefined
  return {
    url: `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${server.port}`,
    port: server.port!,
    config,
    db: product.db,
    logger: product.logger,
    metricsUrl: metricsServer && `http://127.0.0.1:${metricsServer.port}`,
    async stop() {
      await metricsServer?.stop()
      await server.stop()
      await product.stop()
    },
  }
}
