// A throwaway Caddy (Debian's, as on the CI machine) running the product's Caddyfile in front of a test
// server, with certificates from Caddy's own authority: nothing leaves the machine or its temp dir.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { join } from 'node:path'
import { connect as tlsConnect } from 'node:tls'
import { fileURLToPath } from 'node:url'
import { freePort, tempDir } from './waiting'

export const CADDY = Bun.which('caddy')

export interface TestCaddy {
  /** Caddy's HTTPS port on 127.0.0.1. */
  readonly httpsPort: number
  /** The root certificate of Caddy's local authority (PEM): a client that trusts it trusts what Caddy issues. */
  rootCertificate(): string
  /** A TLS handshake with SNI `host`, trusting only that root: the error it failed with, or null. */
  handshake(host: string): Promise<Error | null>
  /** What Caddy logged so far (one JSON object a line). */
  logs(): string
  stop(): Promise<void>
}

const PRODUCT_CADDYFILE = fileURLToPath(new URL('../../Caddyfile', import.meta.url))

/**
 * The product's Caddyfile, pointed at the test server, with test-only global options first: Caddy's local
 * authority instead of ACME (no network, no rate limits, nothing added to the system's trust store), free
 * ports, storage in the temp dir, no admin endpoint.
 */
function caddyfile(dir: string, httpPort: number, httpsPort: number, upstreamPort: number): string {
  const product = readFileSync(PRODUCT_CADDYFILE, 'utf8')
  const globals = ['admin off', 'local_certs', 'skip_install_trust', `storage file_system ${join(dir, 'storage')}`]
  globals.push(`http_port ${httpPort}`, `https_port ${httpsPort}`, 'grace_period 1s')
  const test = product.replace(/^\{\n/m, `{\n${globals.map((line) => `\t${line}\n`).join('')}`).replaceAll('snip:3000', `127.0.0.1:${upstreamPort}`)
  if (!test.includes('local_certs') || test.includes('snip:3000')) throw new Error(`${PRODUCT_CADDYFILE} no longer has the shape this test rewrites`)
  return test
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.destroy()
      resolve(true)
    })
    socket.on('error', () => resolve(false))
  })

/**
 * Caddy running the product's Caddyfile in front of 127.0.0.1:`upstreamPort`, with `siteAddress` as the
 * instance's own address (SITE_ADDRESS). Ready once that address's certificate is served.
 */
export async function startTestCaddy(upstreamPort: number, siteAddress: string): Promise<TestCaddy> {
  if (!CADDY) throw new Error('caddy is not installed')
  const { dir, remove } = tempDir('caddy')
  const [httpPort, httpsPort] = [await freePort(), await freePort()]
  const config = join(dir, 'Caddyfile')
  writeFileSync(config, caddyfile(dir, httpPort, httpsPort, upstreamPort))
  // Its own process group, so stop() ends Caddy and anything it started; HOME and XDG_* keep its autosaved
  // configuration and any default storage in the temp dir.
  const child = spawn(CADDY, ['run', '--config', config, '--adapter', 'caddyfile'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: dir,
      XDG_DATA_HOME: join(dir, 'data'),
      XDG_CONFIG_HOME: join(dir, 'config'),
      SITE_ADDRESS: siteAddress,
    },
  })
  let logged = ''
  const keep = (chunk: Buffer) => {
    logged += chunk.toString()
  }
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const running = () => child.exitCode === null && child.signalCode === null

  const killGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal)
    } catch {
      // already gone
    }
  }
  const stop = async () => {
    if (running()) {
      killGroup('SIGTERM')
      const late = setTimeout(() => killGroup('SIGKILL'), 3000)
      await exited
      clearTimeout(late)
    }
    remove()
  }

  const rootPath = join(dir, 'storage', 'pki', 'authorities', 'local', 'root.crt')
  const rootCertificate = () => readFileSync(rootPath, 'utf8')
  const handshake = (host: string) =>
    new Promise<Error | null>((resolve) => {
      const socket = tlsConnect({ host: '127.0.0.1', port: httpsPort, servername: host, ca: rootCertificate() }, () => {
        socket.destroy()
        resolve(null)
      })
      socket.on('error', resolve)
    })

  // Polled: the port opens first, the local authority's root is written and the site's certificate issued
  // just after. A Caddy that exits (a bad Caddyfile, a taken port) fails at once, with its log.
  const end = Date.now() + 10_000
  const ready = async () => (await accepts(httpsPort)) && existsSync(rootPath) && (await handshake(siteAddress)) === null
  while (!(await ready())) {
    if (!running() || Date.now() > end) {
      await stop()
      throw new Error(`Caddy did not get ready (exit ${child.exitCode}):\n${logged}`)
    }
    await new Promise((r) => setTimeout(r, 25))
  }

  return { httpsPort, rootCertificate, handshake, logs: () => logged, stop }
}
