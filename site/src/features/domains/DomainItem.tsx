// One domain of the Domains section: its host with a status badge (and 'Provided by this instance' for an
// admin's instance-wide one, which no workspace changes); for a pending one the DNS records to create and
// Verify; for each of the workspace's own what the last check found, in words; for a verified one its
// redirects; Remove. Owners and admins see the controls (`canManage`); other members read.
import { useEffect, useRef, useState } from 'react'
import type { DomainDto } from '@contracts/domain-schemas'
import { pageLocale } from '@contracts/words'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { toast } from '../../stores/toasts'
import { DnsRecordsTable } from './DnsRecordsTable'
import { DomainStatusBadge } from './DomainStatusBadge'
import { verifyDomain } from './domains-api'
import { domainsCopy } from './domains-copy'
import { RedirectsForm } from './RedirectsForm'

const t = domainsCopy
/** A check's time in the page's language (made on first use: the page's language is known by then). */
let checkedFormat: Intl.DateTimeFormat | undefined
const checkedTime = (iso: string) =>
  (checkedFormat ??= new Intl.DateTimeFormat(pageLocale(), { dateStyle: 'medium', timeStyle: 'short' })).format(new Date(iso))
/** What the last check found, in words (a result this page does not know: that it is not verified yet). */
const resultInWords = (result: string) => (Object.hasOwn(t.checkResults, result) ? t.checkResults[result]! : t.checkUnknown)

export interface DomainItemProps {
  slug: string
  domain: DomainDto
  /** The origin its short links start with (the instance's scheme, the domain's host). */
  origin: string
  canManage: boolean
  onChanged: (domain: DomainDto) => void
  onRemove: (domain: DomainDto) => void
}

function RedirectsRead({ domain }: { domain: DomainDto }) {
  return (
    <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
      <dt className="font-medium">{t.redirects.root}</dt>
      <dd className="break-all text-muted-foreground">{domain.rootRedirect ?? t.redirects.none}</dd>
      <dt className="font-medium">{t.redirects.notFound}</dt>
      <dd className="break-all text-muted-foreground">{domain.notFoundRedirect ?? t.redirects.none}</dd>
    </dl>
  )
}

/** What the last DNS check found, in words: a live region, so the words a Verify brings are read out. */
function CheckResult({ domain }: { domain: DomainDto }) {
  const { checkResult, checkedAt } = domain
  return (
    <div role="status" className="grid gap-0.5 text-sm">
      <p className={checkResult === 'found' ? 'text-success-strong' : checkResult ? 'text-foreground' : 'text-muted-foreground'}>
        {checkResult ? resultInWords(checkResult) : t.notChecked}
      </p>
      {checkedAt ? <p className="text-xs text-muted-foreground">{t.checkedAt(checkedTime(checkedAt))}</p> : null}
    </div>
  )
}

export function DomainItem({ slug, domain, origin, canManage, onChanged, onRemove }: DomainItemProps) {
  const [busy, setBusy] = useState(false)
  const instanceWide = domain.workspace === null
  const manage = canManage && !instanceWide
  const headingId = `domain-${domain.id}`
  const heading = useRef<HTMLHeadingElement>(null)
  // Verify goes once the domain is verified: focus moves to its name rather than to the page.
  const [verifiedHere, setVerifiedHere] = useState(false)
  useEffect(() => void (verifiedHere && heading.current?.focus()), [verifiedHere])

  async function verify() {
    if (busy) return
    setBusy(true)
    try {
      const checked = await verifyDomain(slug, domain.id)
      if (checked.status === 'verified' && domain.status !== 'verified') {
        toast({ title: t.verified(checked.host) })
        setVerifiedHere(true)
      }
      onChanged(checked)
    } catch (e) {
      toast({ title: t.verifyFail, description: e instanceof Error ? e.message : undefined, variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <li aria-labelledby={headingId} className="grid gap-3 rounded-md border border-border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <h3 id={headingId} ref={heading} tabIndex={-1} className="break-all font-semibold focus:outline-none">
            {domain.host}
          </h3>
          <DomainStatusBadge status={domain.status} />
          {instanceWide ? <Badge variant="outline">{t.instanceWide}</Badge> : null}
        </div>
        {manage ? (
          <div className="flex flex-wrap gap-2">
            {domain.status === 'pending' ? (
              // not disabled while busy: a disabled button would drop the focus
              <Button size="sm" aria-disabled={busy} className="aria-disabled:opacity-60" onClick={() => void verify()}>
                {busy ? t.verifying : t.verify}
                <span className="sr-only"> {domain.host}</span>
              </Button>
            ) : null}
            <Button size="sm" variant="ghostDestructive" disabled={busy} onClick={() => onRemove(domain)}>
              {t.remove.button}
              <span className="sr-only"> {domain.host}</span>
            </Button>
          </div>
        ) : null}
      </div>
      {instanceWide ? <p className="text-sm text-muted-foreground">{t.instanceWideHelp}</p> : null}
      {domain.status === 'disabled' ? <p className="text-sm text-destructive">{t.disabled}</p> : null}
      {domain.status === 'verified' ? <p className="break-all text-sm text-muted-foreground">{t.verifiedHelp(origin)}</p> : null}
      {domain.status === 'pending' && domain.records.length ? <DnsRecordsTable host={domain.host} records={domain.records} /> : null}
      {instanceWide ? null : <CheckResult domain={domain} />}
      {domain.status === 'verified' && !instanceWide ? (
        manage ? (
          <RedirectsForm slug={slug} domain={domain} origin={origin} onSaved={onChanged} />
        ) : (
          <RedirectsRead domain={domain} />
        )
      ) : null}
    </li>
  )
}
