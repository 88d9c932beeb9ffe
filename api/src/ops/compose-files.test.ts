// compose.yaml and compose.postgres.yaml against the Compose Specification's JSON schema (vendored; there is
// no Docker engine here for `docker compose config`), and the Dockerfile's defaults against package.json.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
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

  test('every service keeps bounded logs; Snip has a health check on /api/health in both files', () => {
    for (const file of ['compose.yaml', 'compose.postgres.yaml']) {
      const doc = Bun.YAML.parse(read(file)) as any
      for (const [name, service] of Object.entries<any>(doc.services)) {
        expect(service.logging?.driver, `${file} ${name}`).toBe('json-file')
        expect(service.logging?.options?.['max-size'], `${file} ${name}`).toMatch(/^\d+m$/)
      }
      expect(doc.services.snip.healthcheck.test.join(' ')).toBe('CMD bun api/src/ops/healthcheck.ts')
    }
  })

  test('the PostgreSQL file scales: Snip publishes no host port, the bundled proxy finds every instance', () => {
    const pg = Bun.YAML.parse(read('compose.postgres.yaml')) as any
    expect(pg.services.snip.ports).toBeUndefined()
    expect(pg.services.snip.expose).toEqual(['3000'])
    expect(pg.services.snip.environment.TRUST_PROXY).toBe('true')
    expect(pg.services.caddy.ports).toEqual(['80:80', '443:443'])
    const caddyfile: string = pg.configs.caddyfile.content
    expect(caddyfile).toMatch(/dynamic a snip 3000/)
    expect(pg.services.caddy.configs[0]).toEqual({ source: 'caddyfile', target: '/etc/caddy/Caddyfile' })
  })

  test('the embedded-database file puts Snip behind Caddy with the Caddyfile at the root: no host port of its own', () => {
    const embedded = Bun.YAML.parse(read('compose.yaml')) as any
    expect(embedded.services.snip.ports).toBeUndefined()
    expect(embedded.services.snip.expose).toEqual(['3000'])
    expect(embedded.services.snip.environment.TRUST_PROXY).toBe('true')
    expect(embedded.services.caddy.ports).toEqual(['80:80', '443:443'])
    expect(embedded.services.caddy.configs[0]).toEqual({ source: 'caddyfile', target: '/etc/caddy/Caddyfile' })
    expect(embedded.configs.caddyfile.file).toBe('./Caddyfile')
    expect(embedded.services.caddy.volumes).toContain('caddy-data:/data')
  })

  // The real HTTPS behaviour is api/src/domains/caddy-on-demand.test.ts; this checks the production reading.
  test.runIf(Bun.which('caddy'))("Caddy adapts the root Caddyfile: the instance's address, and on-demand TLS that asks Snip", () => {
    const adapt = (env: Record<string, string>) => {
      const run = Bun.spawnSync(['caddy', 'adapt', '--config', fileURLToPath(new URL('../../../Caddyfile', import.meta.url)), '--adapter', 'caddyfile'], {
        env: { PATH: process.env.PATH ?? '', ...env },
      })
      expect(run.exitCode, run.stderr.toString()).toBe(0)
      return JSON.parse(run.stdout.toString()).apps
    }
    const apps = adapt({ SITE_ADDRESS: 'snip.example.com' })
    expect(apps.tls.automation.on_demand.ask).toBe('http://snip:3000/api/domains/allowed')
    expect(apps.tls.automation.policies).toEqual([{ subjects: ['snip.example.com'] }, { on_demand: true }])
    const routes = apps.http.servers.srv0.routes
    expect(routes.map((r: any) => r.match?.[0]?.host)).toEqual([['snip.example.com'], undefined])
    expect(JSON.stringify(routes).match(/"dial":"snip:3000"/g)).toHaveLength(2)
    // Unset, the instance's own address is plain HTTP on port 80.
    expect(Object.values<any>(adapt({}).http.servers).map((server) => server.listen[0])).toEqual([':443', ':80'])
  })

  // Debian's caddy (CI installs it): the bundled proxy's configuration is one Caddy really accepts.
  test.runIf(Bun.which('caddy'))('Caddy adapts the bundled Caddyfile to dynamic upstreams with passive health checks', () => {
    const pg = Bun.YAML.parse(read('compose.postgres.yaml')) as any
    // Compose turns `$$` into `$` when it writes the config.
    const dir = mkdtempSync(join(tmpdir(), 'snip-caddy-'))
    const file = join(dir, 'Caddyfile')
    writeFileSync(file, (pg.configs.caddyfile.content as string).replaceAll('$$', '$'))
    const run = Bun.spawnSync(['caddy', 'adapt', '--config', file, '--adapter', 'caddyfile'], { env: { ...process.env, SITE_ADDRESS: ':80' } })
    rmSync(dir, { recursive: true, force: true })
    expect(run.exitCode, run.stderr.toString()).toBe(0)
    const handler = JSON.parse(run.stdout.toString()).apps.http.servers.srv0.routes[0].handle[0]
    expect(handler.dynamic_upstreams).toMatchObject({ source: 'a', name: 'snip', port: '3000' })
    expect(handler.health_checks.passive.fail_duration).toBeGreaterThan(0)
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
