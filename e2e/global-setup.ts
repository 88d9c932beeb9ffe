// Builds the site once before the browser tests (they serve the built dist/ through the real server).
import { spawnSync } from 'node:child_process'

export default function setup() {
  if (process.env.SNIP_SKIP_BUILD === '1') return
  const started = Date.now()
  const result = spawnSync('./node_modules/.bin/bun', ['--bun', 'astro', 'build', '--silent'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1' },
  })
  if (result.status !== 0) throw new Error(`astro build failed (exit ${result.status})`)
  console.log(`site built for the browser tests in ${Date.now() - started} ms`)
}
