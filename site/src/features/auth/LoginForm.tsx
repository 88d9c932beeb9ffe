// Sign-in screen (spec §2): email, password, rememberMe; 'Signing in...' with the fields disabled while
// submitting; failure re-enables them and says 'Login failed' with the reason in the form, above the button,
// until the next try (a toast would be gone before it is read); success toasts and goes to /app/dashboard,
// or, for an account with two-factor sign-in, to the code page (/app/login/verify) first.
import { useState, type FormEvent } from 'react'
import { LiveForm } from '../../components/ui/live-form'
import { checkLoginForm, type LoginForm as LoginValues } from '@contracts/auth-form-rules'
import { messages } from '../../lib/copy'
import { useValidatedForm } from './use-validated-form'
import { useRedirectIfSignedIn } from './use-redirect-if-signed-in'
import { Button } from '../../components/ui/button'
import { TextField } from '../../components/ui/field'
import { navigate } from '../../lib/navigation'
import { afterLoginPath } from './after-login'
import { signIn } from './auth-actions'
import { toast } from '../../stores/toasts'

const t = messages.site.login

export default function LoginForm() {
  useRedirectIfSignedIn()
  const { values, setValues, errors, busy, submit } = useValidatedForm<LoginValues>(checkLoginForm, { email: '', password: '', rememberMe: false })
  const [failure, setFailure] = useState<string>()
  const trySignIn = submit(
    async ({ email, password, rememberMe }) => {
      const { recovered, secondStep } = await signIn(email, password, rememberMe)
      if (secondStep) return navigate('/app/login/verify') // two-factor sign-in: the code comes next
      toast(messages.toast.loginOk)
      if (recovered) toast(messages.toast.accountRecoveredDashboard) // one toast at a time: the more important one
      navigate(afterLoginPath())
    },
    (error) => setFailure(error instanceof Error && error.message ? error.message : messages.toast.loginFail.description),
  )
  const onSubmit = (event: FormEvent) => {
    setFailure(undefined)
    return trySignIn(event)
  }

  return (
    <LiveForm className="grid gap-5" onSubmit={onSubmit} noValidate>
      <TextField
        label={t.email}
        error={errors.email}
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        disabled={busy}
        onChange={(e) => setValues({ ...values, email: e.target.value })}
      />
      <TextField
        label={t.password}
        error={errors.password}
        name="password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        disabled={busy}
        onChange={(e) => setValues({ ...values, password: e.target.value })}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="flex items-center gap-2 text-sm">
          <input
            name="rememberMe"
            type="checkbox"
            className="h-4 w-4 rounded border-border accent-primary"
            checked={values.rememberMe}
            disabled={busy}
            onChange={(e) => setValues({ ...values, rememberMe: e.target.checked })}
          />
          {t.rememberMe}
        </label>
        <a href="/app/forgot-password" className="text-sm font-medium text-primary hover:underline">
          {t.forgotPassword}
        </a>
      </div>
      {failure && (
        // The dialogs' error block without its icon: the sign-in page keeps within its JavaScript budget.
        <div role="alert" className="grid gap-1 rounded-md border border-destructive/40 bg-danger-muted p-3 text-sm text-danger-strong">
          <p className="font-semibold">{messages.toast.loginFail.title}</p>
          <p>{failure}</p>
        </div>
      )}
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? t.submitting : t.submit}
      </Button>
    </LiveForm>
  )
}
