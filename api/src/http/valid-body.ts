// A request body checked against its contract schema: the data, or a 400 with the schema's first message.
import type { z } from 'zod'
import { messages } from '../contracts'
import { AppError } from './app-error'

/** The body checked against its contract schema, or a 400 with the schema's first message. */
export function validBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body ?? {})
  if (!result.success) throw AppError.validation(result.error.issues[0]?.message ?? messages.api.badRequest)
  return result.data
}
