// Register screen (spec §2): username, email, password, confirmPassword; 'Creating account...' while busy.
// Success → toast 'Registration successful' → /app/login; 'already registered' → recovery → /app/dashboard.
import { useState, type FormEvent } from 'react'
import { registerFormSchema, type RegisterForm as RegisterValues } from '@contracts'
import { messages } from '../../lib/copy'
import { AuthCard } from './AuthCard'
import { fieldErrors, type FieldErrors } from './form-errors'
import { RedirectIfSignedIn } from './RedirectIfSignedIn'
import { Button } from '../../components/ui/button'
import { Field } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { navigate } from '../../lib/navigation'
import { register } from './registration'
import { toast } from '../../stores/toasts'

const t = messages.site.register
const empty: RegisterValues = { username: '', email: '', password: '', confirmPassword: '' }

export default function RegisterForm() {
  const [values, setValues] = useState<RegisterValues>(empty)
  const [errors, setErrors] = useState<FieldErrors<RegisterValues>>({})
  const [busy, setBusy] = useState(false)
  const set = (key: keyof RegisterValues) => (e: { target: { value: string } }) => setValues({ ...values, [key]: e.target.value })

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const parsed = registerFormSchema.safeParse(values)
    setErrors(fieldErrors(parsed.error))
    if (!parsed.success) return
    setBusy(true)
    try {
      const outcome = await register(parsed.data)
      if (outcome === 'recovered') {
        toast(messages.toast.accountRecoveredRegister)
        navigate('/app/dashboard')
      } else {
        toast(messages.toast.registrationOk)
        navigate('/app/login')
      }
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : messages.toast.registrationFail.description
      toast({ title: messages.toast.registrationFail.title, description: message, variant: 'destructive' })
      setBusy(false)
    }
  }

  return (
    <RedirectIfSignedIn>
      <AuthCard title={t.title}>
        <form className="grid gap-5" onSubmit={onSubmit} noValidate>
          <Field label={t.username} error={errors.username}>
            <Input name="username" autoComplete="username" value={values.username} disabled={busy} onChange={set('username')} />
          </Field>
          <Field label={t.email} error={errors.email}>
            <Input name="email" type="email" autoComplete="email" value={values.email} disabled={busy} onChange={set('email')} />
          </Field>
          <Field label={t.password} error={errors.password}>
            <Input name="password" type="password" autoComplete="new-password" value={values.password} disabled={busy} onChange={set('password')} />
          </Field>
          <Field label={t.confirmPassword} error={errors.confirmPassword}>
            <Input
              name="confirmPassword"
              type="password"
              autoComplete="new-password"
              value={values.confirmPassword}
              disabled={busy}
              onChange={set('confirmPassword')}
            />
          </Field>
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? t.submitting : t.submit}
          </Button>
          <p className="text-center text-sm text-muted-foreground">
            {t.haveAccount}{' '}
            <a href="/app/login" className="font-medium text-primary hover:underline">
              {t.signIn}
            </a>
          </p>
        </form>
      </AuthCard>
    </RedirectIfSignedIn>
  )
}
