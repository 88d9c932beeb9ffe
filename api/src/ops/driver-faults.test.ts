// The process handlers of driver-faults.ts, in a process of their own: a fault thrown inside postgres.js
// from a timer (the stack is the one postgres.js 3.4.9 ended Snip with) or rejected with nobody listening
// is logged and the pool restarted, and the process goes on; any other uncaught error still ends it.
import { spawnSync } from 'node:child_process'
import { join, resolve } from 'node:path'
import { describe, expect, test } from 'vitest'
import { isDriverFault } from './driver-faults'

const ROOT = resolve(import.meta.dirname, '../../..')

/** An error as Bun reports it when thrown at `frames` (innermost first). */
function thrownAt(message: string, ...frames: string[]): Error {
  const error = new TypeError(message)
  error.stack = [`TypeError: ${message}`, ...frames.map((f) => `    at ${f}`)].join('\n')
  return error
}

const driverFrame = `nextWrite (${ROOT}/node_modules/postgres/src/connection.js:255:15)`
const snipFrame = `invalidate (${ROOT}/api/src/redirect/link-cache.ts:40:11)`
const socketGone = () => thrownAt("null is not an object (evaluating 'socket.write')", driverFrame)

describe('isDriverFault', () => {
  test('an error thrown inside postgres.js is a driver fault', () => {
    expect(isDriverFault(socketGone())).toBe(true)
  })
  test("an error thrown in Snip's code is not, even when the driver called it", () => {
    expect(isDriverFault(thrownAt('cache is broken', snipFrame, driverFrame))).toBe(false)
    expect(isDriverFault(new Error('plain'))).toBe(false)
    expect(isDriverFault('not an error')).toBe(false)
  })
})

/** Runs `body` in a Bun process with the handlers installed; its stdout, stderr and exit code. */
function runWithHandlers(body: string) {
  const script = `
    import { surviveDriverFaults } from ${JSON.stringify(join(ROOT, 'api/src/ops/driver-faults.ts'))}
    import { createLogger } from ${JSON.stringify(join(ROOT, 'api/src/http/logger.ts'))}
    surviveDriverFaults(createLogger('info'), () => console.log('connections restarted'))
    const thrownAt = ${thrownAt.toString()}
    ${body}
    setTimeout(() => console.log('still running'), 200)
  `
  const run = spawnSync(join(ROOT, 'node_modules/.bin/bun'), ['-e', script], { cwd: ROOT, encoding: 'utf8', timeout: 20_000 })
  return { stdout: run.stdout, stderr: run.stderr, status: run.status }
}

describe('surviveDriverFaults', () => {
  test('a driver fault thrown from a timer is logged without its values, the pool restarted, the process goes on', () => {
    const run = runWithHandlers(`setImmediate(() => { throw thrownAt("null is not an object (evaluating 'socket.write')", ${JSON.stringify(driverFrame)}) })`)
    expect(run.status).toBe(0)
    const logged = JSON.parse(run.stdout.split('\n').find((l) => l.includes('database driver fault'))!)
    expect(logged).toMatchObject({ level: 'error', kind: 'uncaught exception', error: "TypeError: null is not an object (evaluating '…')" })
    expect(logged.stack).toContain('node_modules/postgres/src/connection.js')
    expect(run.stdout).toContain('connections restarted')
    expect(run.stdout).toContain('still running')
  })

  test('a driver fault rejected with nobody listening: the same', () => {
    const run = runWithHandlers(`Promise.reject(thrownAt('write CONNECTION_CLOSED', ${JSON.stringify(driverFrame)}))`)
    expect(run.status).toBe(0)
    expect(run.stdout).toMatch(/"msg":"database driver fault","kind":"unhandled rejection"/)
    expect(run.stdout).toContain('still running')
  })

  test('any other uncaught error still ends the process with its stack on stderr', () => {
    const run = runWithHandlers(`setImmediate(() => { throw thrownAt('cache is broken', ${JSON.stringify(snipFrame)}, ${JSON.stringify(driverFrame)}) })`)
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('cache is broken')
    expect(run.stdout).not.toContain('still running')
    expect(run.stdout).not.toContain('database driver fault')
  })
})
