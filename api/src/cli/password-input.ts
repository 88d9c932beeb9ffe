// Where a CLI password comes from: standard input (--password-stdin: scripts, never the command line, which
// other users can read in the process list), or generated (--generate: printed once).
import { randomBytes } from 'node:crypto'
import { CliError, say } from './output'

export async function readPassword(opts: { passwordStdin?: boolean; generate?: boolean }): Promise<string> {
  if (opts.generate) {
    const password = randomBytes(18).toString('base64url')
    say(`password: ${password}`)
    return password
  }
  if (!opts.passwordStdin) throw new CliError('give the password with --password-stdin, or --generate one')
  const text = await new Response(Bun.stdin.stream()).text()
  return text.replace(/\r?\n$/, '')
}
