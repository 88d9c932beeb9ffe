// The header's account part for a signed-in browser (Header.astro hydrates it with client:signed-in): a
// pulsing placeholder while the session loads, then the avatar letter, the username (or 'User') and the user
// menu; if the stored session turns out to have ended, Log in and Sign up.
// variant 'home' (public pages): menu Dashboard · Sign out, sign-out returns to /.
// variant 'app' (/app pages): menu Dashboard · Settings (the profile is its first section) · Sign out,
// sign-out goes to /app/login; before the menu, the workspace switcher.
import { useSyncExternalStore } from 'react'
import { messages, siteMessages } from '../../lib/copy'
import { $account, afterSignOut, useAuth, signOut } from '../auth'
import { AlertIcon, DashboardIcon, LogOutIcon, SettingsIcon } from '../../components/icons'
import { LazyMenu, type MenuEntry } from '../../components/ui/lazy-menu'
import { navigate } from '../../lib/navigation'
import { SignedOutLinks } from './SignedOutLinks'
import { WorkspaceSwitcher } from '../workspaces'

const t = messages.site.header

export default function HeaderAccount({ variant = 'home' }: { variant?: 'home' | 'app' }) {
  const auth = useAuth()
  if (auth.status === 'loading') {
    if (variant !== 'app') return <div data-testid="session-loading" aria-hidden="true" className="h-10 w-28 animate-pulse rounded-md bg-muted" />
    // the switcher's room too (its button has this width from the first paint): nothing moves when it comes
    return (
      <div className="flex items-center gap-2">
        <div aria-hidden="true" className="h-10 w-28 animate-pulse rounded-md bg-muted sm:w-44" />
        <div data-testid="session-loading" aria-hidden="true" className="h-10 w-10 animate-pulse rounded-md bg-muted sm:w-28" />
      </div>
    )
  }
  if (auth.status === 'signedIn') {
    const menu = <UserMenu email={auth.user.email} name={auth.user.username} variant={variant} />
    if (variant !== 'app') return menu
    // /app pages: the workspace this page acts in, and the way to the others (features/workspaces)
    return (
      <div className="flex items-center gap-2">
        <WorkspaceSwitcher />
        {menu}
      </div>
    )
  }
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
      onSelect: () => void signOut(afterSignOut(variant === 'app' ? '/app/login' : '/')),
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
          className={`flex items-center gap-2 rounded-full py-1 ps-1 hover:bg-muted ${variant === 'app' ? 'pe-1 sm:pe-3' : 'pe-3'} focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring`}
        >
          <span aria-hidden="true" className="flex h-8 w-8 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
            {letter}
          </span>
          {/* on a phone's /app pages the switcher takes the name's room: the avatar stays, the button is named anyway */}
          <span className={`max-w-[10rem] truncate text-sm font-medium ${variant === 'app' ? 'hidden sm:inline' : ''}`}>{name}</span>
        </button>
      }
    />
  )
}

/** On /app pages, whether the account is an admin: the page's account answer says (features/auth account-check.ts). */
function useIsAdmin(check: boolean): boolean {
  const account = useSyncExternalStore(subscribeAccount, $account.get, $account.get)
  return check && account?.admin === true
}
const subscribeAccount = (changed: () => void) => $account.listen(changed)
