// A link to the source repository; the address comes from the server's configuration at run time.
import { GithubIcon } from '../../components/icons'
import { buttonClasses } from '../../components/ui/button'
import { useRepositoryUrl } from './use-repository-url'

export default function RepositoryLink({ fallback, label }: { fallback: string; label: string }) {
  const url = useRepositoryUrl(fallback)
  return (
    <a href={url} rel="noopener noreferrer" className={buttonClasses('outline', 'lg')}>
      <GithubIcon /> {label}
    </a>
  )
}
