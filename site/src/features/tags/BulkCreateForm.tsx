// The Bulk create dialog's content (docs/decisions/0046): a box for up to 1,000 URLs, one a line, sent
// to POST /api/urls/bulk; then a result per line — the short URL made, or why not — and "Copy all".
import { useState, type FormEvent } from 'react'
import type { LinkDto } from '@contracts/dto'
import type { BulkResultDto } from '@contracts/organisation-dto'
import { linkOriginOf, shortUrlOf } from '@contracts/short-url'
import { organisationLimits } from '@contracts/organisation-limits'
import { organisationMessages } from '@contracts/organisation-messages'
import { ApiError } from '../../lib/api-client'
import { copyText } from '../../lib/clipboard'
import { toast } from '../../stores/toasts'
import { Button } from '../../components/ui/button'
import { DialogFooter } from '../../components/ui/dialog'
import { FieldError } from '../../components/ui/field'
import { Label } from '../../components/ui/label'
import { bulkCreate } from './tags-api'
import { tagsCopy as t } from './tags-copy'

export function BulkCreateForm({ origin, onCreated, onClose }: { origin: string; onCreated(): void; onClose(): void }) {
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [result, setResult] = useState<BulkResultDto | null>(null)
  const addressOf = (link: LinkDto) => shortUrlOf(linkOriginOf(origin, link.domain), link.shortCode)
  const shortUrls = result?.results.flatMap((r) => ('link' in r ? [addressOf(r.link)] : [])) ?? []

  async function submit(e: FormEvent) {
    e.preventDefault()
    const urls = text
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean)
    if (urls.length === 0) return setError(organisationMessages.bulkEmpty)
    if (urls.length > organisationLimits.bulkMaxUrls) return setError(organisationMessages.bulkTooMany)
    setError(null)
    setBusy(true)
    try {
      setResult(await bulkCreate(urls))
      onCreated()
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t.bulkFailed)
    } finally {
      setBusy(false)
    }
  }

  if (result)
    return (
      <div className="grid gap-3">
        <p role="status" className="text-sm font-medium">
          {result.failed ? t.bulkResultFailed(result.created, result.failed) : t.bulkResult(result.created)}
        </p>
        <ol className="grid max-h-72 gap-1 overflow-y-auto text-sm">
          {result.results.map((r) => (
            <li key={r.line} className="grid gap-0.5 break-all">
              <span className="text-xs text-muted-foreground">
                {t.bulkLine(r.line)}: {r.url}
              </span>
              {'link' in r ? <span className="text-primary">{addressOf(r.link)}</span> : <span className="text-destructive">{r.message}</span>}
            </li>
          ))}
        </ol>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t.close}
          </Button>
          <Button disabled={shortUrls.length === 0} onClick={() => void copyText(shortUrls.join('\n')).then((ok) => ok && toast({ title: t.copiedAll }))}>
            {t.copyAll}
          </Button>
        </DialogFooter>
      </div>
    )

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-3">
      <Label htmlFor="bulk-urls">{t.bulkUrls}</Label>
      <textarea
        id="bulk-urls"
        rows={8}
        value={text}
        disabled={busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'bulk-urls-error' : undefined}
        onChange={(e) => setText(e.target.value)}
        className="w-full rounded-md border border-border bg-surface px-3 py-2 font-mono text-sm text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      />
      <FieldError id="bulk-urls-error" error={error ?? undefined} />
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {t.cancel}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? t.bulkCreating : t.bulkSubmit}
        </Button>
      </DialogFooter>
    </form>
  )
}
