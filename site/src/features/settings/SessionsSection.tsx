// Settings section 'sessions': where the account is signed in (this session first; the others named by the
// day they were signed in and their order that day, with their last-active day: session-rows.ts), a 'Sign out'
// for each other session, 'Sign out other sessions' and 'Sign out everywhere'. The list loads again whenever
// `reloadOn` changes (a password change ended the other sessions).
import { useEffect, useState } from 'react'
import { useBusyAction } from './use-busy-action'
import type { AccountSessionDto } from '@contracts'
import { settingsCopy } from './copy/settings-copy'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { toast } from '../../stores/toasts'
import { afterSignOut, signOut } from '../auth'
import { SettingsSection } from './SettingsSection'
import { listSessions, signOutOtherSessions, signOutSession } from './sessions-api'
import { sessionRows } from './session-rows'

const t = settingsCopy.sessions

export function SessionsSection({ reloadOn }: { reloadOn: number }) {
  const [sessions, setSessions] = useState<AccountSessionDto[] | null>(null)
  const [failed, setFailed] = useState(false)
  const { busy: action, run } = useBusyAction<string>()
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
      'others',
      async () => {
        await signOutOtherSessions()
        toast({ title: t.othersSignedOut })
        await load()
      },
      t.signOutFailed,
    )

  const onSignOutOne = (id: string) =>
    run(
      id,
      async () => {
        await signOutSession(id)
        toast({ title: t.oneSignedOut })
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
          {sessionRows(sessions).map((s) => (
            <li key={s.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-sm">
              {s.current ? <Badge variant="success">{s.title}</Badge> : <span className="font-medium">{s.title}</span>}
              <span className="text-muted-foreground">{s.detail}</span>
              {s.current ? null : (
                <Button
                  variant="outline"
                  size="sm"
                  className="ms-auto"
                  aria-label={t.signOutOneLabel(s.title)}
                  disabled={busy}
                  onClick={() => void onSignOutOne(s.id)}
                >
                  {t.signOutOne}
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="outline" disabled={busy || (sessions !== null && sessions.length < 2)} onClick={() => void onSignOutOthers()}>
          {t.signOutOthers}
        </Button>
        <Button variant="destructive" disabled={busy} onClick={() => void signOut(afterSignOut('/app/login'), { scope: 'global' })}>
          {t.signOutEverywhere}
        </Button>
      </div>
    </SettingsSection>
  )
}
