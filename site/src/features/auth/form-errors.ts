// Turns a zod result into { field: first message } for the auth forms.
import type { ZodError } from 'zod'

export type FieldErrors<T> = Partial<Record<keyof T, string>>

export function fieldErrors<T>(error: ZodError<T> | undefined): FieldErrors<T> {
  const out: Record<string, string> = {}
  for (const issue of error?.issues ?? []) {
    const key = String(issue.path[0] ?? '')
    if (key && !out[key]) out[key] = issue.message
  }
  return out as FieldErrors<T>
}
