// For tests only: an SMTP server that takes its time over each message,
// and can refuse chosen ones — a slow or flaky mail relay.
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface TestSmtp {
  url: string
  /** Messages accepted so far. */
  received(): number
  /** Messages whose data has arrived so far (accepted, refused or still being answered). */
  started(): number
  /** Messages refused so far (answered only after the delay). */
  refused(): number
  stop(): Promise<void>
}

/**
 * Answers each message `delayMs` after its data has arrived (a function of i, counting messages from 0, or a
 * number for all). `refuse(i)` makes that answer a temporary failure (451) instead of acceptance.
 */
export async function startSlowSmtp(delayMs: number | ((index: number) => number), refuse: (index: number) => boolean = () => false): Promise<TestSmtp> {
  const delayOf = typeof delayMs === 'number' ? () => delayMs : delayMs
  let started = 0
  let received = 0
  let refused = 0
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume()
      stream.on('end', () => {
        const index = started++
        setTimeout(() => {
          if (!refuse(index)) return (received++, callback())
          refused++
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }))
        }, delayOf(index))
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  return {
    url: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    received: () => received,
    started: () => started,
    refused: () => refused,
    stop: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  }
}
