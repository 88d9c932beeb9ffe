// A fault inside the PostgreSQL driver that no caller can catch — thrown from its own timers or socket
// events, as postgres.js 3.4.9 did when it wrote to a connection whose socket was gone (patches/,
// docs/decisions/0068) — ended the process, and with it every redirect the cache could still answer. Such
// a fault is logged (class, message, frames: never a statement's values) and the pool's connections are
// dropped so it starts afresh; the process stays up. Anything else uncaught still ends the process, as
// it does without this handler: a programming error is not hidden.
import { describeError } from '../http/describe-error'
import type { Logger } from '../http/logger'

/** A stack frame in postgres.js's own files. */
const DRIVER_FRAME = /[\\/]node_modules[\\/]postgres[\\/]/

/** Whether `error` was thrown inside postgres.js: its innermost stack frame is in the driver's code. */
export function isDriverFault(error: unknown): boolean {
  if (!(error instanceof Error) || typeof error.stack !== 'string') return false
  const innermost = error.stack.split('\n').find((line) => /^\s+at /.test(line))
  return innermost !== undefined && DRIVER_FRAME.test(innermost)
}

/**
 * Installs the process handlers; `restartConnections` drops the pool's connections. Returns a function
 * that removes them.
 */
export function surviveDriverFaults(logger: Logger, restartConnections: () => void): () => void {
  const handle = (kind: string) => (error: unknown) => {
    if (!isDriverFault(error)) {
      console.error(error) // what the runtime prints without a handler, then its exit code
      process.exit(1)
    }
    logger.error('database driver fault', { kind, ...describeError(error) })
    restartConnections()
  }
  const onException = handle('uncaught exception')
  const onRejection = handle('unhandled rejection')
  process.on('uncaughtException', onException)
  process.on('unhandledRejection', onRejection)
  return () => {
    process.off('uncaughtException', onException)
    process.off('unhandledRejection', onRejection)
  }
}
