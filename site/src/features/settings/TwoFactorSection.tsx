// Settings section 'two-factor': status (on/off, recovery codes left); setting up (QR code and
// key, confirmed with a code from the app, then the ten recovery codes shown once); turning it off.
import { useEffect, useState } from 'react'
import { useBusyAction } from './use-busy-action'
import { settingsCopy } from './copy/settings-copy'
import { toast } from '../../stores/toasts'
import { Button } from '../../components/ui/button'
import { Spinner } from '../../components/ui/spinner'
import { SettingsSection } from './SettingsSection'
import { loadTwoFactorStatus, removeFactor, type Enrolment, type TwoFactorStatus, EnrolmentForm, RecoveryCodes } from '../two-factor'

const t = settingsCopy.twoFactor

type View =
  | { step: 'loading' }
  | { step: 'failed' }
  | { step: 'status'; status: TwoFactorStatus | null }
  | { step: 'enrolling' }
  | { step: 'codes'; codes: string[] }

export function TwoFactorSection() {
  const [view, setView] = useState<View>({ step: 'loading' })
  const { busy: action, run } = useBusyAction()
  const busy = action !== null

  const refresh = () =>
    loadTwoFactorStatus().then(
      (status) => setView({ step: 'status', status }),
      () => setView({ step: 'failed' }),
    )
  useEffect(() => void refresh(), [])

  const turnOff = (factorId: string) =>
    run(
      'busy',
      async () => {
        await removeFactor(factorId)
        toast({ title: t.disabled })
        await refresh()
      },
      t.failed,
    )

  const confirmed = (enrolment: Enrolment) => {
    toast({ title: t.enabled })
    setView({ step: 'codes', codes: enrolment.recoveryCodes })
  }

  return (
    <SettingsSection id="two-factor" title={t.title} description={t.description}>
      {view.step === 'loading' ? <Spinner className="h-6 w-6" label={t.loading} /> : null}
      {view.step === 'failed' ? <p role="alert">{t.loadFailed}</p> : null}
      {view.step === 'enrolling' ? <EnrolmentForm onConfirmed={confirmed} onCancel={() => void refresh()} /> : null}
      {view.step === 'codes' ? <RecoveryCodes codes={view.codes} onDone={() => void refresh()} /> : null}
      {view.step === 'status' && view.status ? (
        <div className="grid gap-3">
          <p className="font-medium">{t.statusOn}</p>
          <p className="text-sm text-muted-foreground">
            {t.recoveryLeft(view.status.recoveryCodes.total - view.status.recoveryCodes.used, view.status.recoveryCodes.total)}
          </p>
          <div>
            <Button variant="outline" disabled={busy} onClick={() => void turnOff(view.status!.factorId)}>
              {busy ? t.disabling : t.disable}
            </Button>
          </div>
        </div>
      ) : null}
      {view.step === 'status' && !view.status ? (
        <div className="grid gap-3">
          <p className="font-medium">{t.statusOff}</p>
          <div>
            <Button onClick={() => setView({ step: 'enrolling' })}>{t.enable}</Button>
          </div>
        </div>
      ) : null}
    </SettingsSection>
  )
}
