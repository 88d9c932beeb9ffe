// What an account adds, shown to signed-out visitors under the shortener (spec §2). The spec's four hints
// are two pairs, each a thing an account adds and the way to get it: shown as two lines, each said once.
import { homeCopy } from '../../lib/home-copy'
import { ChartIcon, CodeIcon } from '../../components/icons'

const t = homeCopy

export function ShortenHints() {
  return (
    <ul className="grid gap-2 text-sm text-muted-foreground" aria-label={t.hintsLabel}>
      <li className="flex items-center gap-2">
        <CodeIcon className="shrink-0 text-primary" />
        <span>
          {t.hintCustomCodes}
          <span aria-hidden="true"> · </span>
          <a href="/app/login" className="font-medium text-primary hover:underline">
            {t.hintSignIn}
          </a>
        </span>
      </li>
      <li className="flex items-center gap-2">
        <ChartIcon className="shrink-0 text-primary" />
        <span>
          {t.hintAnalytics}
          <span aria-hidden="true"> · </span>
          <a href="/app/register" className="font-medium text-primary hover:underline">
            {t.hintCreateAccount}
          </a>
        </span>
      </li>
    </ul>
  )
}
