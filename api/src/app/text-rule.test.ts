// Guard rail: every string a request can carry — each field of every route's body, query and params schema,
// and of every schema the contracts export (the admin routes and the listing check theirs in code) — is
// checked by the one text rule (no NUL, no unpaired surrogate; docs/decisions/0069), read from the route
// table and the contracts themselves, so a new field cannot forget it.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { isSafeText, textJudgedElsewhere } from '../contracts/safe-text'
import { apiRoutes } from '../../test/api-routes'

type Def = { type: string; [key: string]: any }
const defOf = (schema: unknown): Def | undefined => (schema as { _zod?: { def?: Def } } | null)?._zod?.def

/** The paths of every string schema inside `schema` that lacks the text rule. */
function unguardedStrings(schema: unknown, path: string, seen = new Set<unknown>()): string[] {
  const def = defOf(schema)
  if (!def || seen.has(schema)) return []
  seen.add(schema)
  const walk = (inner: unknown, at = path) => unguardedStrings(inner, at, seen)
  switch (def.type) {
    case 'string':
      if (textJudgedElsewhere.has(schema as z.ZodType)) return []
      return (def.checks ?? []).some((c: unknown) => defOf(c)?.fn === isSafeText) ? [] : [path]
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, value]) => walk(value, `${path}.${key}`))
    case 'array':
      return walk(def.element, `${path}[]`)
    case 'union':
      return (def.options as unknown[]).flatMap((option) => walk(option))
    case 'pipe':
      return [...walk(def.in), ...walk(def.out)]
    case 'record':
      return [...walk(def.keyType, `${path}{key}`), ...walk(def.valueType, `${path}{}`)]
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return walk(def.innerType)
    case 'any':
    case 'unknown':
      return [`${path} (${def.type}: nothing checks its text)`]
    default:
      return [] // numbers, booleans, literals, enums, transforms: no free text of their own
  }
}

const contractsDir = join(import.meta.dirname, '../contracts')
const contractModules = readdirSync(contractsDir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))

describe('the text rule on every request string', () => {
  test('the rule refuses NUL and unpaired surrogates and keeps every other text', () => {
    const field = z.string().refine(isSafeText)
    for (const bad of ['\u0000', 'a\ud800', '\udc00b', '\udc00\ud800']) expect(field.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
    for (const good of ['', 'plain', 'line\nbreak', '🎉', 'é', '\u0007']) expect(field.safeParse(good).success, JSON.stringify(good)).toBe(true)
  })

  test('the guard finds a string without the rule, at any depth, and lets one judged elsewhere through', () => {
    expect(unguardedStrings(z.object({ a: z.array(z.object({ b: z.string().trim().optional() })) }), 'x')).toEqual(['x.a[].b'])
    expect(unguardedStrings(z.string().transform(Number).pipe(z.number()), 'x')).toEqual(['x'])
    expect(unguardedStrings(z.record(z.string(), z.string().refine(isSafeText)), 'x')).toEqual(['x{key}'])
    expect(unguardedStrings(z.array(z.string().register(textJudgedElsewhere, { by: 'a test' })), 'x')).toEqual([])
  })

  test("every route's body, query and params", () => {
    const schemas = apiRoutes().flatMap((route) =>
      (['body', 'query', 'params'] as const).map((part) => [`${route.method} ${route.path} ${part}`, (route.hooks as Record<string, unknown>)[part]] as const),
    )
    expect(schemas.filter(([, schema]) => defOf(schema)).length).toBeGreaterThanOrEqual(15)
    expect(schemas.flatMap(([name, schema]) => unguardedStrings(schema, name))).toEqual([])
  })

  test.each(contractModules)('every schema contracts/%s exports', async (file) => {
    const exported = Object.entries(await import(join(contractsDir, file)))
    expect(exported.flatMap(([name, value]) => unguardedStrings(value, `${file}:${name}`))).toEqual([])
  })
})
