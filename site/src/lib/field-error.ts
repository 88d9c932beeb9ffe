// A plain script's field error: the message under the field, the field marked invalid and described by it.
// The same look and semantics as the React forms' Field (components/ui/field.tsx).
export function markFieldError(input: HTMLInputElement, error: HTMLElement, message: string | undefined): void {
  error.textContent = message ?? ''
  input.toggleAttribute('aria-invalid', Boolean(message))
  input.classList.toggle('border-destructive', Boolean(message))
  input.classList.toggle('border-border', !message)
  if (message) input.setAttribute('aria-describedby', error.id)
  else input.removeAttribute('aria-describedby')
}
