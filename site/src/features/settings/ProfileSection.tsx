// Settings section 'profile': the username (the sign-up rule; the header follows), the e-mail
// address (a change needs the current password, and is confirmed from both the new and the current address
// when the server sends mail) and the creation day.
import { useEffect, useState, type FormEvent } from 'react'
import { AuthError } from '@supabase/supabase-js'
import { currentPasswordRule } from '@contracts/auth-form-rules'
import { settingsCopy } from './copy/settings-copy'
import { Button } from '../../components/ui/button'
import { TextField } from '../../components/ui/field'
import { toast } from '../../stores/toasts'
import { useStore } from '@nanostores/react'
import { $auth } from '../auth'
import { SettingsSection } from './SettingsSection'
import { changeEmail, saveUsername, takeHalfConfirmation } from './profile-api'
import { formatDay } from './day-format'
import { loadContracts } from '../../lib/load-contracts'

const t = settingsCopy.profile
const failure = (title: string, e: unknown) => toast({ title, description: e instanceof Error ? e.message : undefined, variant: 'destructive' })

export function ProfileSection() {
  const auth = useStore($auth) // the page shows the sections only once signed in
  const user = auth.status === 'signedIn' ? auth.session.user : null
  const [username, setUsername] = useState(auth.status === 'signedIn' ? auth.user.username : '')
  const [email, setEmail] = useState(user?.email ?? '')
  const [pending, setPending] = useState(user?.new_email ?? '')
  const [currentPassword, setCurrentPassword] = useState('')
  const [errors, setErrors] = useState<{ username?: string; email?: string; currentPassword?: string }>({})
  const [busy, setBusy] = useState<'username' | 'email' | null>(null)

  useEffect(() => {
    if (takeHalfConfirmation()) toast({ title: t.emailHalfConfirmed, description: t.emailHalfConfirmedDescription })
  }, [])

  async function onSaveUsername(event: FormEvent) {
    event.preventDefault()
    const { updateUserRecordBody } = await loadContracts()
    const parsed = updateUserRecordBody.safeParse({ username })
    setErrors((e) => ({ ...e, username: parsed.error?.issues[0]?.message }))
    if (!parsed.success) return
    setBusy('username')
    try {
      const record = await saveUsername(parsed.data.username)
      setUsername(record.username)
      toast({ title: t.usernameSaved })
    } catch (e) {
      failure(t.usernameFailed, e)
    } finally {
      setBusy(null)
    }
  }

  async function onChangeEmail(event: FormEvent) {
    event.preventDefault()
    const { requireEmailSchema } = await loadContracts()
    const parsed = requireEmailSchema.safeParse(email)
    const problem = parsed.error?.issues[0]?.message ?? (parsed.data === user?.email ? t.emailUnchanged : undefined)
    const passwordProblem = currentPasswordRule(currentPassword)
    setErrors((e) => ({ ...e, email: problem, currentPassword: passwordProblem }))
    if (!parsed.success || problem || passwordProblem) return
    setBusy('email')
    try {
      const updated = await changeEmail(parsed.data, currentPassword)
      setCurrentPassword('')
      if (updated.new_email) {
        setPending(updated.new_email)
        toast({ title: t.emailSent, description: t.emailSentDescription(updated.new_email) })
      } else {
        setEmail(updated.email ?? parsed.data)
        toast({ title: t.emailChanged })
      }
    } catch (e) {
      if (e instanceof AuthError && e.code === 'email_exists') setErrors((x) => ({ ...x, email: t.emailTaken }))
      const wrongCurrent = e instanceof AuthError && e.code === 'current_password_invalid'
      if (wrongCurrent) setErrors((x) => ({ ...x, currentPassword: settingsCopy.password.currentWrong }))
      failure(t.emailFailed, wrongCurrent ? new Error(settingsCopy.password.currentWrong) : e)
    } finally {
      setBusy(null)
    }
  }

  return (
    <SettingsSection id="profile" title={t.title} description={t.description}>
      <div className="grid gap-6">
        <form className="flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={onSaveUsername} noValidate>
          <TextField
            className="flex-1"
            label={t.username}
            error={errors.username}
            name="username"
            autoComplete="username"
            value={username}
            disabled={busy !== null}
            onChange={(e) => setUsername(e.target.value)}
          />
          <Button type="submit" disabled={busy !== null}>
            {busy === 'username' ? t.saving : t.saveUsername}
          </Button>
        </form>
        <form className="grid gap-2" onSubmit={onChangeEmail} noValidate>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <TextField
              className="flex-1"
              label={t.email}
              error={errors.email}
              name="email"
              type="email"
              autoComplete="email"
              value={email}
              disabled={busy !== null}
              onChange={(e) => setEmail(e.target.value)}
            />
            <TextField
              className="flex-1"
              label={t.currentPassword}
              error={errors.currentPassword}
              name="current-password"
              type="password"
              autoComplete="current-password"
              value={currentPassword}
              disabled={busy !== null}
              onChange={(e) => setCurrentPassword(e.target.value)}
            />
            <Button type="submit" variant="outline" disabled={busy !== null}>
              {busy === 'email' ? t.saving : t.changeEmail}
            </Button>
          </div>
          {pending ? <p className="text-sm text-muted-foreground">{t.emailPending(pending)}</p> : null}
        </form>
        {user?.created_at ? (
          <dl className="text-sm">
            <dt className="font-medium">{t.created}</dt>
            <dd className="text-muted-foreground">{formatDay(user.created_at)}</dd>
          </dl>
        ) : null}
      </div>
    </SettingsSection>
  )
}
