// Guard rail: every schema a route hands the framework (body, params, query) refuses with the API's own
// 400 from inside the check, so the framework's validation error, which serialises the whole refused
// value, is never built (docs/decisions/0067). Read from the route table itself, so a new route cannot
// forget it.
import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { AppError } from '../http/app-error'
import { checked, isChecked } from '../http/valid-body'
import { apiRoutes } from '../../test/api-routes'

const SCHEMA_HOOKS = ['body', 'params', 'query', 'headers', 'cookie'] as const

describe('route schemas', () => {
  const schemas = apiRoutes().flatMap((r) => SCHEMA_HOOKS.flatMap((hook) => (r.hooks[hook] ? [[`${r.method} ${r.path} ${hook}`, r.hooks[hook]] as const] : [])))

  test('the routes have schemas to check', () => {
    expect(schemas.length).toBeGreaterThanOrEqual(15)
  })

  test.each(schemas)('%s refuses by itself, never through the framework', (_name, schema) => {
    expect(isChecked(schema)).toBe(true)
  })

  test('a checked schema answers the first message as a 400 and accepts what the schema accepts', () => {
    const schema = checked(z.object({ name: z.string({ message: 'Name must be text' }) }))
    expect(schema['~standard'].validate({ name: 'a' })).toEqual({ value: { name: 'a' } })
    const refusal = (() => {
      try {
        schema['~standard'].validate({ name: ['secret value'] })
      } catch (error) {
        return error
      }
    })()
    expect(refusal).toBeInstanceOf(AppError)
    expect(refusal).toMatchObject({ status: 400, message: 'Name must be text' })
  })
})
