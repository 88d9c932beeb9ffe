// Settings section 'password': current password, new password, confirm. The server checks the
// current one (current_password_invalid → shown at that field) and signs out every other session; `onChanged`
// lets the page show that (the Sessions list loads again).
import { AuthError } from '@supabase/supabase-js'
import { checkChangePasswordForm } from '@contracts/auth-form-rules'
import { settingsCopy } from './copy/settings-copy'
import { Button } from '../../components/ui/button'
import { TextField } from '../../components/ui/field'
import { toast } from '../../stores/toasts'
import { useValidatedForm, weakPasswordMessage } from '../auth'
import { SettingsSection } from './SettingsSection'
import { changePassword } from './password-api'

const t = settingsCopy.password
const EMPTY = { currentPassword: '', password: '', confirmPassword: '' }
type Form = typeof EMPTY

export function PasswordSection({ onChanged }: { onChanged: () => void }) {
  const { values: form, setValues: setForm, errors, setErrors, busy, submit } = useValidatedForm(checkChangePasswordForm, EMPTY)
  const field = (name: keyof Form) => ({
    name,
    type: 'password',
    value: form[name],
    error: errors[name],
    disabled: busy,
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
  })

  const onSubmit = submit(
    async () => {
      await changePassword(form.currentPassword, form.password)
      setForm(EMPTY)
      toast({ title: t.changed, description: t.changedDescription })
      onChanged()
    },
    (e) => {
      const weak = weakPasswordMessage(e)
      if (weak) return setErrors({ password: weak })
      const wrongCurrent = e instanceof AuthError && e.code === 'current_password_invalid'
      if (wrongCurrent) setErrors({ currentPassword: t.currentWrong })
      toast({ title: t.failed, description: wrongCurrent ? t.currentWrong : e instanceof Error ? e.message : undefined, variant: 'destructive' })
    },
    { settle: true },
  )

  return (
    <SettingsSection id="password" title={t.title} description={t.description}>
      <form className="grid max-w-md gap-4" onSubmit={onSubmit} noValidate>
        <TextField label={t.current} autoComplete="current-password" {...field('currentPassword')} />
        <TextField label={t.new} autoComplete="new-password" {...field('password')} />
        <TextField label={t.confirm} autoComplete="new-password" {...field('confirmPassword')} />
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? t.submitting : t.submit}
          </Button>
        </div>
      </form>
    </SettingsSection>
  )
}
