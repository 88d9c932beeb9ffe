// A form checked by its contract rules before it is sent (the auth forms, the password section): the values,
// each field's first message, and `busy` while the action runs. The action's failure goes to `fail` and
// ends `busy`; on success `busy` stays on (the page moves on) unless `settle` is set. The check is a plain
// function of the contracts (auth-form-rules.ts), so the sign-in pages load no zod (decision 0050).
import { useState, type FormEvent } from 'react'
import type { FormCheck, FormErrors } from '@contracts/auth-form-rules'

export function useValidatedForm<T>(check: (values: T) => FormCheck<T>, initial: T) {
  const [values, setValues] = useState<T>(initial)
  const [errors, setErrors] = useState<FormErrors<T>>({})
  const [busy, setBusy] = useState(false)
  const submit =
    (action: (data: T) => Promise<void>, fail: (error: unknown) => void, options: { settle?: boolean } = {}) =>
    async (event: FormEvent) => {
      event.preventDefault()
      const checked = check(values)
      setErrors(checked.ok ? {} : checked.errors)
      if (!checked.ok) return
      setBusy(true)
      try {
        await action(checked.data)
        if (options.settle) setBusy(false)
      } catch (error) {
        fail(error)
        setBusy(false)
      }
    }
  return { values, setValues, errors, setErrors, busy, submit }
}
