// The instance's custom domains (docs/decisions/0083): every workspace's and the instance-wide ones. An admin
// adds an instance-wide domain (served at once, no DNS check: the operator controls its DNS), disables or
// enables any domain (a disabled one's links answer "Link disabled"), and removes one with its links.
import { useEffect, useState, type FormEvent } from 'react'
import type { DomainDto } from '@contracts/domain-schemas'
import { Button } from '../../components/ui/button'
import { TextField } from '../../components/ui/field'
import { DomainStatusBadge } from '../domains'
import { SettingsSection } from '../settings'
import { adminCopy } from './admin-copy'
import { adminApi } from './admin-api'
import { useReportFirstLoad } from './first-loads'

const t = adminCopy.domains

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e))

export function DomainsSection({ onChange }: { onChange(): void }) {
  const [domains, setDomains] = useState<DomainDto[]>()
  const [error, setError] = useState<string>()
  const [host, setHost] = useState('')
  const [fieldError, setFieldError] = useState<string>()
  const [removing, setRemoving] = useState<number>()
  const load = async () => {
    try {
      setDomains(await adminApi.domains())
      setError(undefined)
    } catch (e) {
      setError(messageOf(e))
    }
  }
  useEffect(() => void load(), [])
  useReportFirstLoad(domains !== undefined || error !== undefined)

  /** Runs an admin action, then reads the list again (and the log, through onChange). */
  const act = async (work: () => Promise<unknown>) => {
    try {
      await work()
      setError(undefined)
      onChange()
    } catch (e) {
      setError(messageOf(e))
    }
    await load()
  }

  async function add(event: FormEvent) {
    event.preventDefault()
    try {
      await adminApi.addDomain(host)
      setHost('')
      setFieldError(undefined)
      onChange()
      await load()
    } catch (e) {
      setFieldError(messageOf(e))
    }
  }

  return (
    <SettingsSection id="domains" title={t.title}>
      <div className="grid gap-4">
        <p className="text-sm text-muted-foreground">{t.help}</p>
        <form noValidate onSubmit={(e) => void add(e)} className="flex flex-wrap items-end gap-2">
          <TextField className="min-w-0 flex-1" label={t.domain} value={host} error={fieldError} onChange={(e) => setHost(e.target.value)} />
          <Button type="submit">{t.add}</Button>
        </form>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        {domains?.length === 0 ? <p className="text-sm text-muted-foreground">{t.none}</p> : null}
        {domains?.length ? (
          <ul aria-label={t.title} className="grid gap-2">
            {domains.map((d) => (
              <li key={d.id} className="grid gap-2 rounded-md border p-3">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium break-all">{d.host}</span>
                  <DomainStatusBadge status={d.status} />
                  <span className="text-xs text-muted-foreground">{d.workspace === null ? t.instanceWide : t.workspace(d.workspace)}</span>
                  <span className="ms-auto flex gap-2">
                    <Button size="sm" variant="outline" onClick={() => void act(() => adminApi.setDomainDisabled(d.id, d.status !== 'disabled'))}>
                      {d.status === 'disabled' ? t.enable : t.disable}
                      <span className="sr-only"> {d.host}</span>
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => setRemoving(d.id)}>
                      {t.remove}
                      <span className="sr-only"> {d.host}</span>
                    </Button>
                  </span>
                </div>
                {removing === d.id ? (
                  <div className="flex flex-wrap items-center gap-2 text-sm">
                    <span>{t.removeQuestion(d.host)}</span>
                    <Button size="sm" variant="destructive" onClick={() => void act(async () => (await adminApi.removeDomain(d.id), setRemoving(undefined)))}>
                      {t.remove}
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => setRemoving(undefined)}>
                      {t.cancel}
                    </Button>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </SettingsSection>
  )
}
