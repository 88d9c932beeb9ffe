// Settings may also come from a `.env` file in the working directory. The real environment wins: a variable
// set there (even to an empty value) is never overridden by the file. Only this one file is read, by the
// server itself; Bun's automatic loading (.env, .env.local, .env.<NODE_ENV>, with $VAR expansion) is turned
// off (--no-env-file in the start scripts and the image, `env = false` in bunfig.toml) so that what the
// server runs with never depends on which other files happen to lie around. docs/decisions/0030-env-file.md
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseEnv } from 'node:util'

type Env = Record<string, string | undefined>

export interface LoadedEnvironment {
  env: Env
  /** The file that was read, when there was one. */
  file?: string
}

export function withEnvFile(env: Env, file = resolve('.env')): LoadedEnvironment {
  if (!existsSync(file)) return { env }
  const fromFile = parseEnv(readFileSync(file, 'utf8')) as Env
  return { env: { ...fromFile, ...env }, file }
}
