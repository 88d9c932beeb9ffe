// compose.yaml and compose.postgres.yaml against the Compose Specification's JSON schema (vendored; there is
// no Docker engine here for `docker compose config`), and the Dockerfile's defaults against package.json.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import Ajv from 'ajv'
import { describe, expect, test } from 'vitest'
import pkg from '../../../package.json'

const read = (path: string) => readFileSync(fileURLToPath(new URL(`../../../${path}`, import.meta.url)), 'utf8')
const schema = JSON.parse(read('vendor/compose-spec/compose-spec.json')) as Record<string, unknown>
// The schema names draft-07 by an address Ajv does not know by that spelling; Ajv's default dialect is draft-07.
const validate = new Ajv({ allErrors: true, strict: false }).compile({ ...schema, $schema: undefined })

function valid(doc: unknown): string[] {
  return validate(doc) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`)
}

describe('compose files', () => {
  test.each(['compose.yaml', 'compose.postgres.yaml'])('%s is valid against the compose specification', (file) => {
    expect(valid(Bun.YAML.parse(read(file)))).toEqual([])
  })

  test('the schema check catches mistakes', () => {
    expect(valid({ services: { snip: { image: 'snip', volumez: ['data:/data'] } } })).not.toEqual([])
    expect(valid({ services: { snip: { image: 'snip', depends_on: { postgres: { condition: 'when_ready' } } } } })).not.toEqual([])
    expect(valid({ servics: { snip: { image: 'snip' } } })).not.toEqual([])
  })

  test('the embedded-database file keeps /data on a named volume; the PostgreSQL one waits for a healthy database', () => {
    const embedded = Bun.YAML.parse(read('compose.yaml')) as any
    expect(embedded.services.snip.volumes).toContain('snip-data:/data')
    expect(Object.keys(embedded.volumes)).toContain('snip-data')
    const pg = Bun.YAML.parse(read('compose.postgres.yaml')) as any
    expect(pg.services.snip.environment.DATABASE_URL).toMatch(/^postgres:\/\/snip:.*@postgres:5432\/snip$/)
    expect(pg.services.snip.depends_on.postgres.condition).toBe('service_healthy')
    expect(pg.services.postgres.healthcheck.test.join(' ')).toContain('pg_isready')
  })
})

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile')
  test("the base image defaults to the official Bun image of package.json's bun version", () => {
    const version = pkg.dependencies.bun.replace(/^[\^~]/, '')
    expect(dockerfile).toMatch(new RegExp(`^ARG BUN_IMAGE=oven/bun:${version.replaceAll('.', '\\.')}(-slim)?$`, 'm'))
  })

  test('runs as a non-root user with a /data volume and a health check on /api/health', () => {
    expect(dockerfile).toMatch(/^USER 1000:1000$/m)
    expect(dockerfile).toMatch(/^VOLUME \/data$/m)
    expect(dockerfile).toMatch(/^HEALTHCHECK .*CMD \["bun", "api\/src\/ops\/healthcheck\.ts"\]$/m)
    expect(read('api/src/ops/healthcheck.ts')).toContain('/api/health')
  })
})
