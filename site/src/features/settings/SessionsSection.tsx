// Settings section 'sessions': where the account is signed in (created and last-active day only,
// this session marked), 'Sign out other sessions' and 'Sign out everywhere'. The list loads again whenever
// `reloadOn` changes (a password change ended the other sessions).
import { useEffect, useState } from 'react'
import { useBusyAction } from './use-busy-action'
import type { AccountSessionDto } from '@contracts'
import { settingsCopy } from './copy/settings-copy'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { toast } from '../../stores/toasts'
import { signOut } from '../auth'
import { SettingsSection } from './SettingsSection'
import { listSessions, signOutOtherSessions } from './sessions-api'
import { formatDay } from './day-format'

const t = settingsCopy.sessions

export function SessionsSection({ reloadOn }: { reloadOn: number }) {
  const [sessions, setSessions] = useState<AccountSessionDto[] | null>(null)
  const [failed, setFailed] = useState(false)
  const { busy: action, run } = useBusyAction()
  const busy = action !== null

  async function load() {
    try {
      setSessions(await listSessions())
      setFailed(false)
    } catch (e) {
      console.warn('Sessions could not be loaded', e)
      setFailed(true)
    }
  }
  useEffect(() => void load(), [reloadOn])

  const onSignOutOthers = () =>
    run(
      'busy',
      async () => {
        await signOutOtherSessions()
        toast({ title: t.othersSignedOut })
        await load()
      },
      t.signOutFailed,
    )

  return (
    <SettingsSection id="sessions" title={t.title} description={t.description}>
      {failed ? (
        <p role="alert" className="text-sm text-destructive">
          {t.loadFailed}
        </p>
      ) : null}
      {!sessions && !failed ? <p className="text-sm text-muted-foreground">{t.loading}</p> : null}
      {sessions ? (
        <ul aria-label={t.list} className="divide-y divide-border rounded-md border border-border">
          {sessions.map((s, i) => (
            <li key={s.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-sm">
              <span className="font-medium">{t.session(i + 1)}</span>
              {s.current ? <Badge variant="success">{t.current}</Badge> : null}
              <span className="text-muted-foreground">
                {t.signedIn(formatDay(s.createdOn))}, {t.lastActive(formatDay(s.lastActiveOn))}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="outline" disabled={busy || (sessions !== null && sessions.length < 2)} onClick={() => void onSignOutOthers()}>
          {t.signOutOthers}
        </Button>
        <Button variant="destructive" disabled={busy} onClick={() => void signOut('/app/login', { scope: 'global' })}>
          {t.signOutEverywhere}
        </Button>
      </div>
    </SettingsSection>
  )
}
