// 'Delete your account?': the person types DELETE and their current password and, when
// two-factor sign-in is on (asked when the dialog opens), a code. Wrong answers show beside their field; success
// clears the session (the server has ended it already: no logout request) and goes to / with a toast.
import { useEffect, useState, type FormEvent } from 'react'
import { errorCodes } from '@contracts/error-codes'
import { messages } from '@contracts/messages'
import { loadContracts } from '../../lib/load-contracts'
import { Button } from '../../components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog'
import { TextField } from '../../components/ui/field'
import { ApiError } from '../../lib/api-client'
import { settingsCopy } from './copy/settings-copy'
import { toast } from '../../stores/toasts'
import { forgetDeletedAccount } from '../auth'
import { loadTwoFactorStatus } from '../two-factor'
import { deleteAccount } from './your-data-api'

const t = settingsCopy.data

type Field = 'confirmation' | 'password' | 'code'
type Errors = Partial<Record<Field, string>>

export function DeleteAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [values, setValues] = useState({ confirmation: '', password: '', code: '' })
  const [errors, setErrors] = useState<Errors>({})
  const [askCode, setAskCode] = useState(false)
  const [busy, setBusy] = useState(false)

  // With two-factor sign-in on, the code field is there from the start (the server refuses to delete without one).
  useEffect(() => {
    if (!open) return
    let current = true
    loadTwoFactorStatus().then(
      (status) => {
        if (current && status) setAskCode(true)
      },
      (error) => console.warn('Two-factor status not loaded', error), // the server's answer still asks for the code
    )
    return () => {
      current = false
    }
  }, [open])

  function change(open: boolean) {
    if (!open) {
      setValues({ confirmation: '', password: '', code: '' })
      setErrors({})
      setAskCode(false)
    }
    onOpenChange(open)
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const { deleteAccountBody } = await loadContracts()
    const parsed = deleteAccountBody.safeParse({ ...values, code: askCode ? values.code : undefined })
    const found: Errors = askCode && !values.code.trim() ? { code: messages.account.secondFactorRequired } : {}
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message
    if (!parsed.success || found.code) return setErrors(found)
    setBusy(true)
    setErrors({})
    try {
      await deleteAccount(parsed.data)
      forgetDeletedAccount(t.deleted)
    } catch (error) {
      const code = error instanceof ApiError ? error.code : ''
      const message = error instanceof Error ? error.message : t.deleteFailed
      if (code === errorCodes.wrongPassword) setErrors({ password: message })
      else if (code === errorCodes.secondFactorRequired || code === errorCodes.secondFactorInvalid) {
        setAskCode(true)
        setErrors({ code: message })
      } else toast({ title: t.deleteFailed, description: message, variant: 'destructive' })
      setBusy(false)
    }
  }

  const set = (field: Field) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }))

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t.dialog.title}</DialogTitle>
          <DialogDescription>{t.dialog.warning}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" noValidate onSubmit={(e) => void submit(e)}>
          <TextField
            label={t.dialog.confirmationLabel}
            name="confirmation"
            autoComplete="off"
            spellCheck={false}
            value={values.confirmation}
            onChange={set('confirmation')}
            error={errors.confirmation}
          />
          <TextField
            label={t.dialog.passwordLabel}
            name="password"
            type="password"
            autoComplete="current-password"
            value={values.password}
            onChange={set('password')}
            error={errors.password}
          />
          {askCode ? (
            <TextField
              label={t.dialog.codeLabel}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={values.code}
              onChange={set('code')}
              error={errors.code}
            />
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => change(false)}>
              {t.dialog.cancel}
            </Button>
            <Button type="submit" variant="destructive" disabled={busy}>
              {busy ? t.dialog.deleting : t.dialog.confirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
