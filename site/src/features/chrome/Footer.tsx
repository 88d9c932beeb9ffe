// Footer (spec §2): About, Terms, Privacy and Dashboard (→ /app/dashboard when signed in, else /app/login),
// the API documentation, the source repository link and the copyright line.
import { messages } from '../../lib/copy'
import { useAuth } from '../auth/use-auth'
import { GithubIcon } from '../../components/icons'
import { useRepositoryUrl } from './use-repository-url'

const t = messages.site.footer
const linkClass = 'text-muted-foreground hover:text-foreground hover:underline underline-offset-4'

export default function Footer({ repositoryUrl, year }: { repositoryUrl: string; year: number }) {
  const auth = useAuth()
  const repo = useRepositoryUrl(repositoryUrl)
  return (
    <footer className="mt-auto border-t border-border bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            <li><a className={linkClass} href="/about">{t.about}</a></li>
            <li><a className={linkClass} href="/terms">{t.terms}</a></li>
            <li><a className={linkClass} href="/privacy">{t.privacy}</a></li>
            <li>
              <a className={linkClass} href={auth.status === 'signedIn' ? '/app/dashboard' : '/app/login'}>
                {t.dashboard}
              </a>
            </li>
            <li><a className={linkClass} href="/api/docs">{t.apiDocs}</a></li>
            <li>
              <a className={`${linkClass} inline-flex items-center gap-1`} href={repo} rel="noopener noreferrer">
                <GithubIcon /> {t.repository}
              </a>
            </li>
          </ul>
        </nav>
        <p className="text-muted-foreground">{t.copyright(year)}</p>
      </div>
    </footer>
  )
}
