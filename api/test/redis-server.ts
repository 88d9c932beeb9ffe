// A throwaway redis-server for tests (Debian's, as on the CI machine): its own port, nothing kept on disk;
// it can be stopped and started again on the same port to play an outage.
import { spawn, type ChildProcess } from 'node:child_process'
import { connect } from 'node:net'
import { freePort } from './waiting'

export interface TestRedis {
  url: string
  port: number
  stop(): Promise<void>
  start(): Promise<void>
}

const REDIS = '/usr/bin/redis-server'

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = connect(port, '127.0.0.1', () => {
      s.destroy()
      resolve(true)
    })
    s.on('error', () => resolve(false))
  })

export async function startTestRedis(): Promise<TestRedis> {
  const port = await freePort()
  let child: ChildProcess | undefined
  const start = async () => {
    child = spawn(REDIS, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
    for (let i = 0; i < 200 && !(await answers(port)); i++) await new Promise((r) => setTimeout(r, 25))
  }
  const stop = async () => {
    if (!child || child.exitCode !== null) return
    const exited = new Promise((r) => child!.once('exit', r))
    child.kill('SIGKILL')
    await exited
  }
  await start()
  return { url: `redis://127.0.0.1:${port}`, port, start, stop }
}
