// The link dialog's Domain field, when the workspace has a domain that serves links (verified, not disabled):
// for a new link a choice of the instance's own host (chosen first) and those domains; for an existing link
// its domain, shown and not changed. Nothing while the list loads, when it fails (the instance's own host is
// used) or when there is no such domain. The list is asked once per page and workspace.
import { useEffect, useId, useState } from 'react'
import type { DomainDto } from '@contracts/domain-schemas'
import { Input } from '../../components/ui/input'
import { Label } from '../../components/ui/label'
import { usePublicOrigin } from '../../lib/use-public-origin'
import { fetchDomains } from './domains-api'
import { domainsFrameCopy } from './domains-frame-copy'

const t = domainsFrameCopy.picker
const asked = new Map<string, Promise<string[]>>()

/** The hosts a new link of workspace `slug` may use besides the instance's own. */
function servingHosts(slug: string): Promise<string[]> {
  let hosts = asked.get(slug)
  if (!hosts) {
    hosts = fetchDomains(slug).then((list: DomainDto[]) => list.filter((d) => d.status === 'verified').map((d) => d.host))
    hosts.catch(() => asked.delete(slug)) // asked again at the next opening
    asked.set(slug, hosts)
  }
  return hosts
}

function useServingHosts(slug: string | undefined): string[] {
  const [hosts, setHosts] = useState<string[]>([])
  useEffect(() => {
    if (!slug) return
    let current = true
    servingHosts(slug).then(
      (found) => current && setHosts(found),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [slug])
  return hosts
}

export interface LinkDomainFieldProps {
  /** The workspace the link is made in (undefined: not known yet). */
  slug: string | undefined
  /** The link being edited, whose domain is shown; null for a new link. */
  existing: { domain: string | null } | null
  /** The host chosen for a new link; '' for the instance's own. */
  value: string
  onChange: (host: string) => void
  disabled?: boolean
}

export function LinkDomainField({ slug, existing, value, onChange, disabled }: LinkDomainFieldProps) {
  const id = useId()
  // an existing link on a custom domain shows it without asking for the list
  const hosts = useServingHosts(existing?.domain ? undefined : slug)
  const origin = usePublicOrigin()
  const ownHost = origin ? new URL(origin).host : ''
  if (!existing?.domain && hosts.length === 0) return null
  return (
    <div data-slot="field" className="grid content-start gap-1.5">
      <Label htmlFor={id}>{t.label}</Label>
      {existing ? (
        <Input id={id} aria-describedby={`${id}-help`} readOnly value={existing.domain ?? ownHost} />
      ) : (
        <select
          id={id}
          aria-describedby={`${id}-help`}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
          className="h-10 rounded-md border border-border bg-surface px-3 text-base text-foreground disabled:opacity-60 sm:text-sm"
        >
          <option value="">{ownHost}</option>
          {hosts.map((host) => (
            <option key={host} value={host}>
              {host}
            </option>
          ))}
        </select>
      )}
      <p id={`${id}-help`} className="text-xs text-muted-foreground">
        {existing ? t.fixedHelp : t.help}
      </p>
    </div>
  )
}
