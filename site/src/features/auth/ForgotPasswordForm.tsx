// /app/forgot-password: asks the auth service to e-mail a recovery link that lands on /app/reset-password.
// When this server has no e-mail configured (config.emailEnabled false) it says so instead of a form.
import { LiveForm } from '../../components/ui/live-form'
import { useEffect, useState, type FormEvent } from 'react'
import { emailRule } from '@contracts/auth-form-rules'
import type { PublicConfigDto } from '@contracts/dto'
import { messages } from '../../lib/copy'
import { AuthCard } from './AuthCard'
import { AlertIcon, CheckIcon } from '../../components/icons'
import { Button } from '../../components/ui/button'
import { TextField } from '../../components/ui/field'
import { PageSpinner } from '../../components/ui/spinner'
import { getConfig } from '../../lib/config'
import { authClient } from './auth-actions'
import { toast } from '../../stores/toasts'

const t = messages.site.forgotPassword

export default function ForgotPasswordForm() {
  const [config, setConfig] = useState<PublicConfigDto | null>(null)
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const [sent, setSent] = useState(false)

  useEffect(() => {
    getConfig()
      .then(setConfig)
      .catch(() => setConfig(null))
  }, [])

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const problem = emailRule(email)
    setError(problem)
    if (problem) return
    setBusy(true)
    try {
      const supabase = await authClient()
      const { error: sendError } = await supabase.auth.resetPasswordForEmail(email.trim(), {
        redirectTo: `${window.location.origin}/app/reset-password`,
      })
      if (sendError) throw sendError
      setSent(true)
    } catch (e) {
      toast({ title: t.failed, description: e instanceof Error ? e.message : undefined, variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }

  const back = (
    <p className="mt-6 text-center text-sm">
      <a href="/app/login" className="font-medium text-primary hover:underline">
        {t.backToLogin}
      </a>
    </p>
  )

  if (!config) return <PageSpinner label={messages.site.guard.loading} />
  return (
    <AuthCard title={t.title} subtitle={config.emailEnabled && !sent ? t.intro : undefined}>
      {!config.emailEnabled ? (
        <div role="status" className="flex gap-3 text-sm">
          <AlertIcon className="mt-0.5 shrink-0 text-warning" width={18} height={18} />
          <p>{t.emailDisabled}</p>
        </div>
      ) : sent ? (
        <div role="status" className="flex gap-3 text-sm">
          <CheckIcon className="mt-0.5 shrink-0 text-success" width={18} height={18} />
          <p>{t.sent}</p>
        </div>
      ) : (
        <LiveForm className="grid gap-5" onSubmit={onSubmit} noValidate>
          <TextField
            label={t.email}
            error={error}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            disabled={busy}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? t.submitting : t.submit}
          </Button>
        </LiveForm>
      )}
      {back}
    </AuthCard>
  )
}
