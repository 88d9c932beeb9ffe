// Builds the site once before the browser tests (they serve the built dist/ through the real server), and
// starts the run's one Chromium and the stub target server its pages resolve TARGET_ORIGIN to: each test
// file connects to that browser (harness.ts useProduct) instead of launching its own.
import { spawnSync } from 'node:child_process'
import { chromium } from 'playwright-core'
import type { TestProject } from 'vitest/node'
import { browserArgs, CHROMIUM, startTargetServer } from './harness'

function buildSite() {
  if (process.env.SNIP_SKIP_BUILD === '1') return
  const started = Date.now()
  const result = spawnSync('./node_modules/.bin/bun', ['--bun', 'astro', 'build', '--silent'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1' },
  })
  if (result.status !== 0) throw new Error(`astro build failed (exit ${result.status})`)
  console.log(`site built for the browser tests in ${Date.now() - started} ms`)
}

export default async function setup(project: TestProject) {
  buildSite()
  const target = await startTargetServer()
  const browser = await chromium.launchServer({ executablePath: CHROMIUM, headless: true, args: browserArgs(target.port) })
  project.provide('sharedBrowser', browser.wsEndpoint())
  return async () => {
    await browser.close()
    await target.stop()
  }
}
