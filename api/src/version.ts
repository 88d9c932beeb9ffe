// This build's version, from package.json (semantic versioning, CHANGELOG.md): what the start line,
// GET /api/health and `snip --version` report.
import { readFileSync } from 'node:fs'

export const SNIP_VERSION: string = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version
