// Register screen (spec §2): username, email, password, confirmPassword; 'Creating account...' while busy.
// Success → toast 'Registration successful' → the dashboard, signed in (or /app/login when the address must be
// confirmed first); 'already registered' → recovery → /app/dashboard. A page that sent the person here (a
// workspace invitation, after-login.ts) comes first.
import { LiveForm } from '../../components/ui/live-form'
import { checkRegisterForm, type RegisterForm as RegisterValues } from '@contracts/auth-form-rules'
import { messages } from '../../lib/copy'
import { useValidatedForm } from './use-validated-form'
import { useRedirectIfSignedIn } from './use-redirect-if-signed-in'
import { Button } from '../../components/ui/button'
import { TextField } from '../../components/ui/field'
import { navigate } from '../../lib/navigation'
import { afterLoginPath } from './after-login'
import { register } from './registration'
import { toast } from '../../stores/toasts'
import { weakPasswordMessage } from './weak-password'

const t = messages.site.register
const empty: RegisterValues = { username: '', email: '', password: '', confirmPassword: '' }

export default function RegisterForm() {
  useRedirectIfSignedIn()
  const { values, setValues, errors, setErrors, busy, submit } = useValidatedForm(checkRegisterForm, empty)
  const set = (key: keyof RegisterValues) => (e: { target: { value: string } }) => setValues({ ...values, [key]: e.target.value })
  const onSubmit = submit(
    async (data) => {
      const outcome = await register(data)
      if (outcome === 'recovered') {
        toast(messages.toast.accountRecoveredRegister)
        navigate(afterLoginPath())
      } else if (outcome === 'signedIn') {
        toast(messages.toast.registrationSignedIn)
        navigate(afterLoginPath())
      } else {
        toast(messages.toast.registrationOk)
        navigate('/app/login')
      }
    },
    (error) => {
      const weak = weakPasswordMessage(error)
      if (weak) return setErrors({ password: weak })
      const message = error instanceof Error && error.message ? error.message : messages.toast.registrationFail.description
      toast({ title: messages.toast.registrationFail.title, description: message, variant: 'destructive' })
    },
  )

  return (
    <LiveForm className="grid gap-5" onSubmit={onSubmit} noValidate>
      <TextField
        label={t.username}
        error={errors.username}
        name="username"
        autoComplete="username"
        value={values.username}
        disabled={busy}
        onChange={set('username')}
      />
      <TextField
        label={t.email}
        error={errors.email}
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        disabled={busy}
        onChange={set('email')}
      />
      <TextField
        label={t.password}
        error={errors.password}
        name="password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        disabled={busy}
        onChange={set('password')}
      />
      <TextField
        label={t.confirmPassword}
        error={errors.confirmPassword}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        disabled={busy}
        onChange={set('confirmPassword')}
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? t.submitting : t.submit}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        {t.haveAccount}{' '}
        <a href="/app/login" className="font-medium text-primary hover:underline">
          {t.signIn}
        </a>
      </p>
    </LiveForm>
  )
}
