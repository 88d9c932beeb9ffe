// Top bar (spec §2): product name → /; pulsing placeholder while the session loads; signed in: avatar letter,
// e-mail local part (or 'User') and the user menu; signed out: Log in and Sign up.
// variant 'home' (public pages): menu Dashboard · Sign out, sign-out returns to /.
// variant 'app' (/app pages): menu Profile · Settings (both open /app/settings, issue 14) · Sign out, sign-out
// goes to /app/login.
import { useEffect, useState } from 'react'
import { messages, siteMessages } from '../../lib/copy'
import { useAuth } from '../auth/use-auth'
import { AlertIcon, DashboardIcon, LinkIcon, LogOutIcon, SettingsIcon, UserIcon } from '../../components/icons'
import { Button } from '../../components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu'
import { navigate } from '../../lib/navigation'
import { signOut } from '../auth/auth-actions'
import { currentIdentity } from '../auth/stored-session'
import { ThemeToggle } from '../theme/ThemeToggle'

const t = messages.site.header

export default function Header({ variant = 'home' }: { variant?: 'home' | 'app' }) {
  const auth = useAuth()
  return (
    <header className="border-b border-border bg-surface">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <a href="/" className="flex items-center gap-2 text-lg font-bold text-foreground">
          <LinkIcon className="text-primary" width={22} height={22} />
          {messages.site.productName}
        </a>
        <div className="flex items-center gap-2">
        <ThemeToggle />
        <nav aria-label="Account" className="flex items-center gap-2">
          {auth.status === 'loading' ? (
            <div data-testid="session-loading" aria-hidden="true" className="h-9 w-28 animate-pulse rounded-md bg-muted" />
          ) : auth.status === 'signedIn' ? (
            <UserMenu email={auth.user.email} name={auth.user.username} variant={variant} />
          ) : (
            <>
              <Button asChild variant="ghost" size="sm">
                <a href="/app/login">{t.logIn}</a>
              </Button>
              <Button asChild size="sm">
                <a href="/app/register">{t.signUp}</a>
              </Button>
            </>
          )}
        </nav>
        </div>
      </div>
    </header>
  )
}

/** The account menu, named with the username chosen at sign-up (issue 13: not the e-mail's local part). */
function UserMenu({ email, name: chosen, variant }: { email: string; name: string; variant: 'home' | 'app' }) {
  const name = chosen || t.userFallback
  const isAdmin = useIsAdmin(variant === 'app')
  const letter = (name[0] ?? email[0] ?? 'U').toUpperCase()
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
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
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="truncate font-normal text-muted-foreground">{email}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {variant === 'app' ? (
          <>
            <DropdownMenuItem onSelect={() => navigate('/app/settings#profile')}>
              <UserIcon /> {t.profile}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => navigate('/app/settings')}>
              <SettingsIcon /> {t.settings}
            </DropdownMenuItem>
            {isAdmin ? (
              <DropdownMenuItem onSelect={() => navigate('/app/admin')}>
                <AlertIcon /> {siteMessages.admin}
              </DropdownMenuItem>
            ) : null}
          </>
        ) : (
          <DropdownMenuItem onSelect={() => navigate('/app/dashboard')}>
            <DashboardIcon /> {t.dashboard}
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut(variant === 'app' ? '/app/login' : '/')}>
          <LogOutIcon /> {t.signOut}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

/** On /app pages, whether the account is an admin (GET /api/admin/me answers 200; issue 17 point 4). */
function useIsAdmin(check: boolean): boolean {
  const [isAdmin, setIsAdmin] = useState(false)
  useEffect(() => {
    if (check) void currentIdentity().then((id) => id && fetch('/api/admin/me', { headers: { authorization: `Bearer ${id.token}` } })).then((res) => setIsAdmin(!!res && res.ok), () => {})
  }, [check])
  return isAdmin
}
