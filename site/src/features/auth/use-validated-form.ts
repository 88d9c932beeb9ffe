// A form checked by its contract schema before it is sent (the auth forms, the password section): the values,
// each field's first message, and `busy` while the action runs. The action's failure goes to `fail` and
// ends `busy`; on success `busy` stays on (the page moves on) unless `settle` is set.
import { useState, type FormEvent } from 'react'
import type { z } from 'zod'
import { fieldErrors, type FieldErrors } from './form-errors'

export function useValidatedForm<S extends z.ZodType<Record<string, unknown>>>(schema: S, initial: z.input<S>) {
  type Values = z.input<S>
  const [values, setValues] = useState<Values>(initial)
  const [errors, setErrors] = useState<FieldErrors<Values>>({})
  const [busy, setBusy] = useState(false)
  const submit =
    (action: (data: z.output<S>) => Promise<void>, fail: (error: unknown) => void, options: { settle?: boolean } = {}) =>
    async (event: FormEvent) => {
      event.preventDefault()
      const parsed = schema.safeParse(values)
      setErrors(fieldErrors(parsed.error) as FieldErrors<Values>)
      if (!parsed.success) return
      setBusy(true)
      try {
        await action(parsed.data)
        if (options.settle) setBusy(false)
      } catch (error) {
        fail(error)
        setBusy(false)
      }
    }
  return { values, setValues, errors, setErrors, busy, submit }
}
