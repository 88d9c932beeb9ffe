// The forgot-password page's script: checks the address with the contracts' rule, asks the auth service to
// e-mail a recovery link that lands on /app/reset-password (POST /auth/v1/recover, as supabase-js's
// resetPasswordForEmail sends it), then says so. Without e-mail on this server it says that instead of a form.
import { emailRule } from '@contracts/auth-form-rules'
import { forgotPasswordCopy } from './forgot-password-copy'
import { markFieldError } from '../../lib/field-error'
import { anonKey, emailEnabled } from '../../lib/page-settings'
import { toast } from '../../stores/toasts'

const t = forgotPasswordCopy

/** What the auth service says went wrong (GoTrue's `msg`, or `message`), if anything. */
async function failureOf(res: Response): Promise<string | undefined> {
  const body = (await res.json().catch(() => null)) as { msg?: string; message?: string } | null
  return body?.msg ?? body?.message ?? (res.statusText || undefined)
}

function wire(root: HTMLElement): void {
  const form = root.querySelector<HTMLFormElement>('[data-forgot-form]')!
  const fieldset = form.querySelector('fieldset')!
  const input = form.querySelector<HTMLInputElement>('#forgot-email')!
  const error = form.querySelector<HTMLElement>('#forgot-email-error')!
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!
  // The card's subtitle: the intro, shown only beside the form.
  const intro = root.querySelector<HTMLElement>('[data-intro]')?.parentElement

  const show = (part: '[data-email-off]' | '[data-sent]') => {
    form.hidden = true
    if (intro) intro.hidden = true
    root.querySelector<HTMLElement>(part)!.hidden = false
  }
  // Only the words that apply stay in the page.
  if (!emailEnabled()) {
    show('[data-email-off]')
    return
  }
  root.querySelector('[data-email-off]')?.remove()

  const showError = (message: string | undefined) => markFieldError(input, error, message)

  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    const problem = emailRule(input.value)
    showError(problem)
    if (problem) return input.focus()
    fieldset.disabled = true
    submit.textContent = t.submitting
    try {
      const redirect = encodeURIComponent(`${window.location.origin}/app/reset-password`)
      const key = anonKey()
      const res = await fetch(`/auth/v1/recover?redirect_to=${redirect}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', apikey: key, authorization: `Bearer ${key}` },
        body: JSON.stringify({ email: input.value.trim() }),
      })
      if (!res.ok) throw new Error(await failureOf(res))
      show('[data-sent]')
    } catch (e) {
      toast({ title: t.failed, description: e instanceof Error && e.message ? e.message : undefined, variant: 'destructive' })
    } finally {
      fieldset.disabled = false
      submit.textContent = t.submit
    }
  })
  fieldset.disabled = false
}

const root = document.querySelector<HTMLElement>('[data-forgot-password]')
if (root) wire(root)
