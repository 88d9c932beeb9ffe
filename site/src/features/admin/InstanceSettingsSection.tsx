// The instance settings: sign-up mode, invite links, anonymous shortening and the blocklist of domains.
import { useEffect, useState, type FormEvent } from 'react'
import { SIGNUP_MODES, type InstanceSettingsDto, type SignupMode } from '@contracts/moderation-dto'
import { Button } from '../../components/ui/button'
import { Field } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { adminCopy } from './admin-copy'
import { SettingsSection } from '../settings'
import { adminApi } from './admin-api'
import { useReportFirstLoad } from './first-loads'

const t = adminCopy.settings

export function InstanceSettingsSection({ onChange }: { onChange(): void }) {
  const [settings, setSettings] = useState<InstanceSettingsDto>()
  const [error, setError] = useState<string>()
  const [domain, setDomain] = useState('')
  const [invite, setInvite] = useState<string>()
  // `changes`: whether the work changed something (the reports and the log then reload); the first read does not.
  // biome-ignore lint/suspicious/noConfusingVoidType: an action without new settings to show resolves to nothing
  const run = async (work: () => Promise<InstanceSettingsDto | void>, changes = true) => {
    try {
      const next = await work()
      if (next) setSettings(next)
      setError(undefined)
      if (changes) onChange()
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e))
    }
  }
  useEffect(() => void run(adminApi.settings, false), [])
  useReportFirstLoad(settings !== undefined || error !== undefined)

  async function block(event: FormEvent) {
    event.preventDefault()
    await run(async () => {
      const next = await adminApi.block(domain)
      setDomain('')
      return next
    })
  }

  if (!settings)
    return (
      <SettingsSection id="settings" title={t.title}>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </SettingsSection>
    )
  return (
    <SettingsSection id="settings" title={t.title}>
      <div className="grid gap-6">
        <div className="grid gap-2">
          <label htmlFor="signup-mode" className="text-sm font-medium">
            {t.signupMode}
          </label>
          <select
            id="signup-mode"
            value={settings.signupMode}
            onChange={(e) => void run(() => adminApi.changeSettings({ signupMode: e.target.value as SignupMode }))}
            className="h-10 max-w-xs rounded-md border border-border bg-surface px-3 text-sm"
          >
            {SIGNUP_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {t.modes[mode]}
              </option>
            ))}
          </select>
          {settings.signupMode === 'invite-only' ? (
            <>
              <div className="flex flex-wrap items-center gap-2">
                <Button type="button" size="sm" variant="outline" onClick={() => void run(async () => setInvite((await adminApi.invite()).url))}>
                  {t.invite}
                </Button>
                {invite ? (
                  <Input readOnly value={invite} aria-label={t.invite} className="max-w-md font-mono text-xs" onFocus={(e) => e.target.select()} />
                ) : null}
              </div>
              <p className="text-xs text-muted-foreground">{t.inviteHelp}</p>
            </>
          ) : (
            // Open sign-ups need no invite, and closed ones let no one through, invited or not (moderation/account-gate.ts).
            <p className="text-xs text-muted-foreground">{t.noInvites}</p>
          )}
        </div>
        <div className="flex items-center justify-between gap-4">
          <div>
            <label htmlFor="anonymous-shortening" className="text-sm font-medium">
              {t.anonymous}
            </label>
            <p className="text-xs text-muted-foreground">{t.anonymousHelp}</p>
          </div>
          <input
            id="anonymous-shortening"
            type="checkbox"
            role="switch"
            className="h-5 w-5 accent-primary"
            checked={settings.anonymousShortening}
            aria-checked={settings.anonymousShortening}
            onChange={(e) => void run(() => adminApi.changeSettings({ anonymousShortening: e.target.checked }))}
          />
        </div>
        <div className="grid gap-2">
          <h3 className="text-sm font-medium">{t.blocklist}</h3>
          <p className="text-xs text-muted-foreground">{t.blocklistHelp}</p>
          {settings.blockedDomains.length === 0 ? <p className="text-sm text-muted-foreground">{t.noBlocked}</p> : null}
          <ul className="flex flex-wrap gap-2">
            {settings.blockedDomains.map((d) => (
              <li key={d} className="flex items-center gap-1 rounded-md border border-border px-2 py-1 font-mono text-sm">
                {d}
                <Button size="sm" variant="ghost" aria-label={t.unblock(d)} onClick={() => void run(() => adminApi.unblock(d))}>
                  ×
                </Button>
              </li>
            ))}
          </ul>
          <form onSubmit={block} noValidate className="flex items-end gap-2">
            <Field label={t.domain} className="max-w-xs flex-1">
              <Input value={domain} onChange={(e) => setDomain(e.target.value)} placeholder="spam.example" autoComplete="off" />
            </Field>
            <Button type="submit" variant="outline">
              {t.block}
            </Button>
          </form>
        </div>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    </SettingsSection>
  )
}
