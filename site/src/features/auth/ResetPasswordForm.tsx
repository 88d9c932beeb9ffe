// /app/reset-password: the recovery e-mail's link lands here with the session in the URL fragment;
// supabase-js picks it up (detectSessionInUrl) and reports PASSWORD_RECOVERY. Only then does the page offer
// the form: the user chooses a new password (updateUser) and goes on to the dashboard. Anything else — no
// session, a bad link, or an ordinary signed-in session opening the page directly — reads invalid or expired.
import { LiveForm } from '../../components/ui/live-form'
import { useStore } from '@nanostores/react'
import { useState, type FormEvent } from 'react'
import { newPasswordFormSchema } from '@contracts'
import { messages } from '../../lib/copy'
import { resetPasswordCopy } from './reset-password-copy'
import { AuthCard } from './AuthCard'
import { useAuth } from './use-auth'
import { fieldErrors } from './form-errors'
import { AlertIcon } from '../../components/icons'
import { Button } from '../../components/ui/button'
import { TextField } from '../../components/ui/field'
import { PageSpinner } from '../../components/ui/spinner'
import { navigate } from '../../lib/navigation'
import { authClient } from './auth-actions'
import { $passwordRecovery } from './auth-state'
import { toast } from '../../stores/toasts'
import { weakPasswordMessage } from './weak-password'

const t = resetPasswordCopy

export default function ResetPasswordForm() {
  const auth = useAuth()
  const recovery = useStore($passwordRecovery)
  const [password, setPassword] = useState('')
  const [confirmPassword, setConfirmPassword] = useState('')
  const [errors, setErrors] = useState<{ password?: string; confirmPassword?: string }>({})
  const [busy, setBusy] = useState(false)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const parsed = newPasswordFormSchema.safeParse({ password, confirmPassword })
    const errs = fieldErrors(parsed.error)
    setErrors({ password: errs.password, confirmPassword: errs.confirmPassword })
    if (!parsed.success) return
    setBusy(true)
    try {
      const supabase = await authClient()
      const { error } = await supabase.auth.updateUser({ password })
      if (error) throw error
      toast(t.ok)
      navigate('/app/dashboard')
    } catch (e) {
      const weak = weakPasswordMessage(e)
      if (weak) setErrors({ password: weak })
      else toast({ title: t.failed, description: e instanceof Error ? e.message : undefined, variant: 'destructive' })
      setBusy(false)
    }
  }

  if (auth.status === 'loading' || recovery === 'pending') return <PageSpinner label={messages.site.guard.loading} />
  if (auth.status === 'signedOut' || recovery !== 'active') {
    return (
      <AuthCard title={t.title}>
        <div role="alert" className="flex gap-3 text-sm">
          <AlertIcon className="mt-0.5 shrink-0 text-destructive" width={18} height={18} />
          <p>{t.invalidLink}</p>
        </div>
        <p className="mt-6 text-center text-sm">
          <a href="/app/forgot-password" className="font-medium text-primary hover:underline">
            {t.requestNew}
          </a>
        </p>
      </AuthCard>
    )
  }
  return (
    <AuthCard title={t.title} subtitle={auth.user.email}>
      <LiveForm className="grid gap-5" onSubmit={onSubmit} noValidate>
        <TextField
          label={t.password}
          error={errors.password}
          name="password"
          type="password"
          autoComplete="new-password"
          value={password}
          disabled={busy}
          onChange={(e) => setPassword(e.target.value)}
        />
        <TextField
          label={t.confirmPassword}
          error={errors.confirmPassword}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          value={confirmPassword}
          disabled={busy}
          onChange={(e) => setConfirmPassword(e.target.value)}
        />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? t.submitting : t.submit}
        </Button>
      </LiveForm>
    </AuthCard>
  )
}
