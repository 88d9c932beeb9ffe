// The product composed in the test's own process, as api/src/app/server.ts composes it but without a socket:
// its fetch can be called directly, so a test can see whether an answer came at once (a Response) or later
// (a Promise), and reach the composed parts. A fresh SQLite file, or a fresh PostgreSQL database.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { composeProduct, type Product } from '../src/app/compose'
import { createDispatch } from '../src/app/dispatch'
import { loadConfig } from '../src/config'
import { createPostgresDatabase, type Engine } from './harness'

export interface ComposedProduct {
  product: Product
  /** The server's fetch, answering as if from 203.0.113.9. */
  fetch(request: Request): Response | Promise<Response>
  stop(): Promise<void>
}

const fakeServer = { requestIP: () => ({ address: '203.0.113.9', family: 'IPv4', port: 1 }) } as never

export async function composeTestProduct(engine: Engine, env: Record<string, string> = {}): Promise<ComposedProduct> {
  const dir = mkdtempSync(join(tmpdir(), 'snip-composed-'))
  const pg = engine === 'postgres' ? await createPostgresDatabase() : undefined
  const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', PUBLIC_URL: 'http://snip.test', ...(pg ? { DATABASE_URL: pg.url } : {}), ...env })
  const product = await composeProduct(config, { logWrite: () => {} })
  const { fetch } = createDispatch(product)
  return {
    product,
    fetch: (request) => fetch(request, fakeServer),
    async stop() {
      await product.stop()
      await pg?.drop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
