// /app/login/verify: the second step of a two-factor sign-in. Reached from the sign-in form when the
// password was right and the account has an authenticator; takes the app's 6-digit code or a recovery
// code, then finishes the sign-in as the form does (user record, toast, the remembered page or the dashboard).
import { useEffect, useState, type FormEvent } from 'react'
import { messages } from '../../lib/copy'
import { twoFactorCopy } from './two-factor-copy'
import { navigate } from '../../lib/navigation'
import { toast } from '../../stores/toasts'
import { Button } from '../../components/ui/button'
import { CodeField } from './CodeField'
import { PageSpinner } from '../../components/ui/spinner'
import { AuthCard, afterLoginPath, signOut, startAuth, authClient, recoverUserRecord } from '../auth'
import { awaitsSecondStep } from '../../lib/assurance'
import { completeSignIn } from './two-factor-actions'

const t = twoFactorCopy.signIn

export default function SecondStepForm() {
  const [ready, setReady] = useState(false)
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    void (async () => {
      await startAuth()
      const { data } = await (await authClient()).auth.getSession()
      if (!data.session) return navigate('/app/login', { replace: true })
      if (!awaitsSecondStep(data.session)) return navigate('/app/dashboard', { replace: true })
      setReady(true)
    })()
  }, [])

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!code.trim()) return setError(twoFactorCopy.codeRequired)
    setError(undefined)
    setBusy(true)
    try {
      const user = await completeSignIn(code)
      const recovered = await recoverUserRecord(user, { silent: true })
      toast(messages.toast.loginOk)
      if (recovered) toast(messages.toast.accountRecoveredDashboard)
      navigate(afterLoginPath())
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : twoFactorCopy.failed)
      setBusy(false)
    }
  }

  if (!ready) return <PageSpinner label={messages.site.guard.loading} />
  return (
    <AuthCard title={t.title} subtitle={t.subtitle}>
      <form className="grid gap-5" onSubmit={onSubmit} noValidate>
        <CodeField label={t.codeLabel} error={error} value={code} disabled={busy} onChange={setCode} focusOnShow />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? t.submitting : t.submit}
        </Button>
        <Button type="button" variant="link" onClick={() => void signOut('/app/login')}>
          {t.useOtherAccount}
        </Button>
      </form>
    </AuthCard>
  )
}
