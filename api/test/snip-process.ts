// Runs the real entry point (`bun --no-env-file api/src/main.ts`, as npm start and the image do) as a child
// process with only the settings given: its output as it comes, its exit code, and its start line.
import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'

const MAIN = join(import.meta.dirname, '../src/main.ts')

export interface SnipProcess {
  child: ChildProcess
  /** stdout and stderr so far, interleaved. */
  readonly output: string
  /** The parsed start line, once the server listens; rejects with the output when it exits first or `ms` pass. */
  listening(ms?: number): Promise<Record<string, any>>
  /** The exit code, once it exits; rejects with the output when it still runs after `ms`. */
  exited(ms?: number): Promise<number | null>
  stop(): Promise<void>
}

export function startSnipProcess(env: Record<string, string>, cwd: string): SnipProcess {
  const child = spawn(process.execPath, ['--no-env-file', MAIN], {
    cwd,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const code = new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)))
  const heard = new Set<() => void>()
  const read = (chunk: Buffer) => {
    output += chunk.toString()
    for (const h of heard) h()
  }
  child.stdout!.on('data', read)
  child.stderr!.on('data', read)
  const deadline = <T>(ms: number, what: string, work: (done: (v: T) => void, fail: (why: string) => void) => void) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${what} not within ${ms} ms; output: ${output}`)), ms)
      work(
        (v) => (clearTimeout(timer), resolve(v)),
        (why) => (clearTimeout(timer), reject(new Error(`${why}; output: ${output}`))),
      )
    })
  return {
    child,
    get output() {
      return output
    },
    listening: (ms = 20_000) =>
      deadline<Record<string, any>>(ms, 'start line', (done, fail) => {
        const check = () => {
          const line = output.split('\n').find((l) => l.includes('"snip listening"'))
          if (line) done(JSON.parse(line))
        }
        heard.add(check)
        check()
        void code.then((c) => setTimeout(() => (check(), fail(`exited with ${c} before listening`)), 50))
      }),
    exited: (ms = 20_000) => deadline(ms, 'exit', (done) => void code.then(done)),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGTERM')
      await code
    },
  }
}
