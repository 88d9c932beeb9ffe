// The header's account part for a signed-in browser (Header.astro hydrates it with client:signed-in): a
// pulsing placeholder while the session loads, then the avatar letter, the username (or 'User') and the user
// menu; if the stored session turns out to have ended, Log in and Sign up.
// variant 'home' (public pages): menu Dashboard · Sign out, sign-out returns to /.
// variant 'app' (/app pages): menu Dashboard · Settings (the profile is its first section) · Sign out,
// sign-out goes to /app/login.
import { useEffect, useState } from 'react'
import { messages, siteMessages } from '../../lib/copy'
import { useAuth, signOut } from '../auth'
import { AlertIcon, DashboardIcon, LogOutIcon, SettingsIcon } from '../../components/icons'
import { LazyMenu, type MenuEntry } from '../../components/ui/lazy-menu'
import { navigate } from '../../lib/navigation'
import { SignedOutLinks } from './SignedOutLinks'
import { currentIdentity } from '../../lib/stored-session'

const t = messages.site.header

export default function HeaderAccount({ variant = 'home' }: { variant?: 'home' | 'app' }) {
  const auth = useAuth()
  if (auth.status === 'loading') {
    return <div data-testid="session-loading" aria-hidden="true" className="h-10 w-28 animate-pulse rounded-md bg-muted" />
  }
  if (auth.status === 'signedIn') return <UserMenu email={auth.user.email} name={auth.user.username} variant={variant} />
  return <SignedOutLinks /> // the hint said signed in, but the stored session had ended
}

/** The account menu, named with the username chosen at sign-up (not the e-mail's local part). */
function UserMenu({ email, name: chosen, variant }: { email: string; name: string; variant: 'home' | 'app' }) {
  const name = chosen || t.userFallback
  const isAdmin = useIsAdmin(variant === 'app')
  const letter = (name[0] ?? email[0] ?? 'U').toUpperCase()
  const go = (path: string) => () => navigate(path)
  const places: MenuEntry[] =
    variant === 'app'
      ? [
          {
            kind: 'item',
            label: (
              <>
                <DashboardIcon /> {t.dashboard}
              </>
            ),
            onSelect: go('/app/dashboard'),
          },
          {
            kind: 'item',
            label: (
              <>
                <SettingsIcon /> {t.settings}
              </>
            ),
            onSelect: go('/app/settings'),
          },
          ...(isAdmin
            ? [
                {
                  kind: 'item',
                  label: (
                    <>
                      <AlertIcon /> {siteMessages.admin}
                    </>
                  ),
                  onSelect: go('/app/admin'),
                } as const,
              ]
            : []),
        ]
      : [
          {
            kind: 'item',
            label: (
              <>
                <DashboardIcon /> {t.dashboard}
              </>
            ),
            onSelect: go('/app/dashboard'),
          },
        ]
  const entries: MenuEntry[] = [
    { kind: 'label', label: email },
    { kind: 'separator' },
    ...places,
    { kind: 'separator' },
    {
      kind: 'item',
      label: (
        <>
          <LogOutIcon /> {t.signOut}
        </>
      ),
      onSelect: () => void signOut(variant === 'app' ? '/app/login' : '/'),
    },
  ]
  return (
    <LazyMenu
      modal={false}
      entries={entries}
      trigger={
        <button
          type="button"
          aria-label={`${t.userMenu}: ${name}`}
          className="flex items-center gap-2 rounded-full py-1 pl-1 pr-3 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <span aria-hidden="true" className="flex h-8 w-8 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
            {letter}
          </span>
          <span className="max-w-[10rem] truncate text-sm font-medium">{name}</span>
        </button>
      }
    />
  )
}

/** On /app pages, whether the account is an admin (GET /api/admin/me answers { admin }). */
function useIsAdmin(check: boolean): boolean {
  const [isAdmin, setIsAdmin] = useState(false)
  useEffect(() => {
    if (check)
      void currentIdentity()
        .then((id) => id && fetch('/api/admin/me', { headers: { authorization: `Bearer ${id.token}` } }))
        .then((res) => (res?.ok ? (res.json() as Promise<{ admin?: unknown }>) : null))
        .then(
          (me) => setIsAdmin(me?.admin === true),
          () => {},
        )
  }, [check])
  return isAdmin
}
