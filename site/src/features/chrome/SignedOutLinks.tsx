// Log in and Sign up: the header's account part for a signed-out browser. Header.astro renders it as plain
// HTML; HeaderAccount shows it when a stored session turns out to have ended.
import { messages } from '../../lib/copy'
import { Button } from '../../components/ui/button'

const t = messages.site.header

export function SignedOutLinks() {
  return (
    <span className="flex items-center gap-2">
      <Button asChild variant="ghost" size="sm">
        <a href="/app/login">{t.logIn}</a>
      </Button>
      <Button asChild size="sm">
        <a href="/app/register">{t.signUp}</a>
      </Button>
    </span>
  )
}
