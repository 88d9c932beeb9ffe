// A throwaway PostgreSQL server for tests that restart, stop or freeze it (Debian's binaries, as on the CI
// machine): its own folder and port, trust authentication, nothing synced to disk. PostgreSQL refuses to
// run as root, so as root its commands run as the `postgres` system user (runuser), owner of the folder.
import { execFile } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { freePort } from './waiting'

const run = promisify(execFile)

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string
  /** `pg_ctl restart -m fast`: sessions are ended, the server is back when this resolves. */
  restart(): Promise<void>
  /** `pg_ctl stop -m fast`: connections are refused until start(). */
  stop(): Promise<void>
  start(): Promise<void>
  /** SIGSTOP to the server and all its processes: connections stay open and nothing answers until thaw(). */
  freeze(): void
  thaw(): void
  /** Stops the server and removes its folder. */
  remove(): Promise<void>
}

/** The folder of the newest PostgreSQL binaries Debian installed, or undefined when there are none. */
export function postgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return undefined
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] && join(root, versions[0], 'bin')
}

const asRoot = process.getuid?.() === 0

/** The server's processes: the postmaster (first line of postmaster.pid) and its children. */
function serverPids(data: string): number[] {
  const postmaster = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0])
  const children = readFileSync(`/proc/${postmaster}/task/${postmaster}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
  return [postmaster, ...children]
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinaries()
  if (!bin) throw new Error('no PostgreSQL binaries under /usr/lib/postgresql')
  const dir = mkdtempSync(join(tmpdir(), 'snip-pg-'))
  const data = join(dir, 'data')
  if (asRoot) chownSync(dir, Number((await run('id', ['-u', 'postgres'])).stdout), Number((await run('id', ['-g', 'postgres'])).stdout))
  const pg = (command: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, command), ...args]) : run(join(bin, command), args)
  const port = await freePort()
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`
  const ctl = (action: string, ...more: string[]) => pg('pg_ctl', [action, '-D', data, '-w', '-t', '30', ...more])
  await pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'])
  const start = async () => void (await ctl('start', '-l', join(dir, 'log'), '-o', serverOptions))
  await start()
  const signal = (name: NodeJS.Signals) => {
    for (const pid of serverPids(data)) process.kill(pid, name)
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: async () => void (await ctl('restart', '-m', 'fast', '-l', join(dir, 'log'), '-o', serverOptions)),
    stop: async () => void (await ctl('stop', '-m', 'fast')),
    start,
    freeze: () => signal('SIGSTOP'),
    thaw: () => signal('SIGCONT'),
    async remove() {
      try {
        signal('SIGCONT') // a frozen server would not stop
      } catch {
        // not running
      }
      await ctl('stop', '-m', 'immediate').catch(() => {})
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
