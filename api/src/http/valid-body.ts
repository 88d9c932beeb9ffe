// A request's input checked against its contract schema: the data, or a 400 with the schema's first message.
import type { z } from 'zod'
import { messages } from '../contracts'
import { AppError } from './app-error'

/** The first issue's message as the API's 400: the refused value itself is never written anywhere. */
const refusal = (error: z.ZodError) => AppError.validation(error.issues[0]?.message ?? messages.api.badRequest)

/** The body checked against its contract schema, or a 400 with the schema's first message. */
export function validBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body ?? {})
  if (!result.success) throw refusal(result.error)
  return result.data
}

const checkedSchemas = new WeakSet<object>()

/**
 * The schema as a route hands it to the framework (`body:`, `params:`, `query:`): the same rules, the same
 * OpenAPI description, but a refusal throws the API's own 400 from inside the check. The framework's
 * validation error is then never built: its constructor serialises the whole refused value into its
 * message (pretty-printed outside production), which for a large or deep value took seconds and gigabytes
 * while every other request waited, and overflowed the stack past some depth (docs/decisions/0067).
 */
export function checked<S extends z.ZodType>(schema: S): S {
  const copy = schema.clone() as S
  const standard = schema['~standard']
  ;(copy as { '~standard': unknown })['~standard'] = {
    ...standard,
    validate(value: unknown) {
      const result = schema.safeParse(value)
      if (!result.success) throw refusal(result.error)
      return { value: result.data }
    },
  }
  checkedSchemas.add(copy)
  return copy
}

/** Whether a route's schema is one `checked` made (the route-table test asks it of every route). */
export const isChecked = (schema: unknown): boolean => typeof schema === 'object' && schema !== null && checkedSchemas.has(schema)
