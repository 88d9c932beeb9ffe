// What an account adds, shown to signed-out visitors under the shortener (spec §2).
import { messages } from '../../lib/copy'
import { ChartIcon, CodeIcon, LinkIcon, UserIcon } from '../../components/icons'

const t = messages.site.home

export function ShortenHints() {
  return (
    <ul className="grid gap-2 text-sm text-muted-foreground sm:grid-cols-2" aria-label="With an account">
      <li className="flex items-center gap-2">
        <LinkIcon className="text-primary" />
        <a href="/app/login" className="font-medium text-primary hover:underline">
          {t.hintSignIn}
        </a>
      </li>
      <li className="flex items-center gap-2">
        <CodeIcon className="text-primary" /> {t.hintCustomCodes}
      </li>
      <li className="flex items-center gap-2">
        <ChartIcon className="text-primary" /> {t.hintAnalytics}
      </li>
      <li className="flex items-center gap-2">
        <UserIcon className="text-primary" />
        <a href="/app/register" className="font-medium text-primary hover:underline">
          {t.hintCreateAccount}
        </a>
      </li>
    </ul>
  )
}
