// The island of /app/w/{slug}/audit: a team workspace's audit log for its owners and admins — a table of
// When, Who, Action, Resource and Changes, a page at a time, filtered by action and person. While a page
// loads the table keeps its shape (placeholder rows of the same height), so nothing below it jumps.
import { useStore } from '@nanostores/react'
import { relativeTime } from '../../lib/relative-time'
import { useEffect, useState } from 'react'
import { auditActions, type AuditAction, type AuditEventDto, type AuditPageDto } from '@contracts/audit-actions'
import type { MemberDto } from '@contracts/workspace-schemas'
import { pageLocale } from '@contracts/words'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { PageSpinner } from '../../components/ui/spinner'
import { appPathIn } from '../../lib/workspace-address'
import { $auth, RequireAuth } from '../auth'
import { fetchMembers, roleMay, useCurrentWorkspace, WorkspaceMissing } from '../workspaces'
import { fetchAuditPage, type AuditFilters } from './audit-api'
import { actionNames, auditCopy as t } from './audit-copy'

const PER_PAGE = 25
/** Placeholder rows while the first page loads: the table's shape, not its length. */
const PLACEHOLDER_ROWS = 6
// On a phone each event is a block of labelled lines; from `sm` up, a table row (the page never scrolls sideways).
const cell = 'block px-3 py-1 align-top text-sm sm:table-cell sm:py-2'
const row = 'block border-t border-border py-2 sm:table-row sm:py-0'

/** A cell's column name, shown on a phone only (the table's header says it from `sm` up). */
const Label = ({ name }: { name: string }) => <span className="me-1 text-xs font-semibold text-muted-foreground sm:hidden">{name}:</span>

let whenFormat: Intl.DateTimeFormat | undefined
/** When an event happened, in the page's language: "Nov 29, 2026, 2:05 PM" on an English page. */
const whenText = (at: Date) => (whenFormat ??= new Intl.DateTimeFormat(pageLocale(), { dateStyle: 'medium', timeStyle: 'short' })).format(at)

const valueText = (v: unknown): string => {
  if (v === null || v === undefined || v === '') return t.empty_value
  if (typeof v === 'boolean') return v ? t.yes : t.no
  if (Array.isArray(v)) return v.length ? v.join(', ') : t.empty_value
  return String(v)
}

/** What changed, in words: fields with their values where the log keeps them, the others named only. */
function Changes({ event }: { event: AuditEventDto }) {
  const d = event.details
  const lines: string[] = []
  for (const field of d.fields ?? []) {
    const name = t.fields[field] ?? field
    const change = d.changes?.[field]
    lines.push(change ? t.fieldChange(name, valueText(change.from), valueText(change.to)) : t.fieldChanged(name))
  }
  if (event.action === 'links.bulk' && typeof d.count === 'number') {
    const codes = Array.isArray(d.codes) ? (d.codes as string[]).join(', ') : ''
    const more = typeof d.more === 'number' && d.more > 0 ? ` ${t.more(d.more)}` : ''
    lines.push(`${t.bulkChange(t.links(d.count), t.bulk[String(d.action)] ?? String(d.action), codes)}${more}`)
  } else if (typeof d.count === 'number') lines.push(`${t.links(d.count)}${d.format ? ` (${String(d.format)})` : ''}`)
  else if (event.action === 'links.exported' && d.format) lines.push(String(d.format).toUpperCase())
  if (typeof d.role === 'string' && !d.fields) lines.push(`${t.fields.role}: ${d.role}`)
  if (d.via === 'sso') lines.push(typeof d.provider === 'string' && d.provider ? t.viaSsoWith(d.provider) : t.viaSso)
  if (lines.length === 0) return <span className="text-muted-foreground">{t.none}</span>
  return (
    <ul className="inline-grid gap-0.5 sm:grid">
      {lines.map((line) => (
        <li key={line} className="break-words">
          {line}
        </li>
      ))}
    </ul>
  )
}

function EventRow({ event }: { event: AuditEventDto }) {
  const at = new Date(event.at)
  return (
    <tr className={row}>
      <td className={`${cell} sm:whitespace-nowrap`}>
        <Label name={t.columns.when} />
        <time dateTime={event.at} title={relativeTime(at)}>
          {whenText(at)}
        </time>
      </td>
      <td className={cell}>
        <Label name={t.columns.who} />
        <span className="break-all font-medium">{event.actor.name}</span>
        <span className="ms-1 text-xs text-muted-foreground sm:ms-0 sm:block">{t.actorKinds[event.actor.kind]}</span>
      </td>
      <td className={cell}>
        <Label name={t.columns.action} />
        {actionNames[event.action] ?? event.action}
      </td>
      <td className={cell}>
        <Label name={t.columns.resource} />
        <span className="me-1 text-xs text-muted-foreground sm:block">{t.resources[event.resource.type]}</span>
        <span className="break-all">{event.resource.label ?? t.none}</span>
      </td>
      <td className={`${cell} sm:min-w-48`}>
        <Label name={t.columns.changes} />
        <Changes event={event} />
      </td>
    </tr>
  )
}

function PlaceholderRow() {
  const bar = <span className="block h-4 w-full max-w-32 animate-pulse rounded bg-muted" />
  return (
    <tr className={row}>
      {[0, 1, 2, 3, 4].map((i) => (
        <td key={i} className={cell}>
          {bar}
          <span className="mt-1 block h-3" />
        </td>
      ))}
    </tr>
  )
}

function AuditTable({ page, filtered }: { page: AuditPageDto | null; filtered: boolean }) {
  const c = t.columns
  return (
    <div className="rounded-md border border-border">
      <table className="block w-full border-collapse text-start sm:table" aria-busy={page === null}>
        <caption id="audit-caption" className="sr-only">
          {t.caption}
        </caption>
        <thead className="sr-only sm:not-sr-only sm:table-header-group sm:bg-muted/50">
          <tr>
            {[c.when, c.who, c.action, c.resource, c.changes].map((name) => (
              <th key={name} scope="col" className="px-3 py-2 text-sm font-semibold">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block sm:table-row-group">
          {page === null ? Array.from({ length: PLACEHOLDER_ROWS }, (_, i) => <PlaceholderRow key={i} />) : null}
          {page?.items.map((e) => (
            <EventRow key={e.id} event={e} />
          ))}
          {page && page.items.length === 0 ? (
            <tr className="block sm:table-row">
              <td colSpan={5} className="block px-3 py-10 text-center text-sm text-muted-foreground sm:table-cell">
                {filtered ? t.emptyFiltered : t.empty}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  )
}

const selectClass = 'h-9 w-full rounded-md border border-border bg-surface px-2 text-sm sm:w-56'

function Filters({ filters, members, onChange }: { filters: AuditFilters; members: MemberDto[]; onChange: (f: AuditFilters) => void }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <label className="grid gap-1 text-sm font-medium">
        {t.filterAction}
        <select
          className={selectClass}
          value={filters.action ?? ''}
          onChange={(e) => onChange({ ...filters, action: (e.target.value || undefined) as AuditAction | undefined })}
        >
          <option value="">{t.allActions}</option>
          {auditActions.map((a) => (
            <option key={a} value={a}>
              {actionNames[a]}
            </option>
          ))}
        </select>
      </label>
      <label className="grid gap-1 text-sm font-medium">
        {t.filterPerson}
        <select className={selectClass} value={filters.actor ?? ''} onChange={(e) => onChange({ ...filters, actor: e.target.value || undefined })}>
          <option value="">{t.everyone}</option>
          {members.map((m) => (
            <option key={m.userId} value={m.userId}>
              {m.email ?? m.userId}
            </option>
          ))}
        </select>
      </label>
    </div>
  )
}

function useAuditPage(slug: string | null, pageNo: number, filters: AuditFilters) {
  const [page, setPage] = useState<AuditPageDto | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    if (!slug) return
    let live = true
    setFailed(false)
    fetchAuditPage(slug, pageNo, PER_PAGE, filters).then(
      (p) => live && setPage(p),
      () => live && setFailed(true),
    )
    return () => {
      live = false
    }
  }, [slug, pageNo, filters])
  return { page, failed }
}

function SignedInAuditLog() {
  const auth = useStore($auth)
  const current = useCurrentWorkspace()
  const workspace = current.status === 'ready' ? current.workspace : null
  const allowed = !!workspace && !workspace.personal && roleMay.manage(workspace.role)
  const [filters, setFilters] = useState<AuditFilters>({})
  const [pageNo, setPageNo] = useState(1)
  const [members, setMembers] = useState<MemberDto[]>([])
  const { page, failed } = useAuditPage(allowed ? workspace.slug : null, pageNo, filters)
  useEffect(() => {
    if (allowed) void fetchMembers(workspace.slug).then(setMembers, () => setMembers([]))
  }, [allowed, workspace?.slug])
  if (auth.status !== 'signedIn') return null
  if (current.status === 'missing' || (current.status === 'ready' && (!workspace || workspace.personal))) return <WorkspaceMissing />
  if (current.status === 'loading' || !workspace) return <PageSpinner label={t.loading} />
  const pages = page ? Math.max(1, Math.ceil(page.total / PER_PAGE)) : 1
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold">{t.title(workspace.name)}</h1>
        <p className="text-sm text-muted-foreground">{t.intro}</p>
        <a href={appPathIn(workspace.slug, '/app/settings')} className="text-sm text-primary hover:underline">
          {t.backToSettings}
        </a>
      </div>
      {allowed ? (
        <Card className="grid gap-4 p-4 sm:p-6">
          <Filters
            filters={filters}
            members={members}
            onChange={(f) => {
              setFilters(f)
              setPageNo(1)
            }}
          />
          {failed ? (
            <p role="alert" className="text-sm text-destructive">
              {t.loadFailed}
            </p>
          ) : null}
          <AuditTable page={page} filtered={!!(filters.action || filters.actor)} />
          <nav aria-label={t.caption} className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {page ? t.pageOf(Math.min(pageNo, pages), pages, page.total) : '\u00a0'}
            </p>
            <span className="flex gap-2">
              <Button variant="outline" size="sm" disabled={pageNo <= 1} onClick={() => setPageNo(pageNo - 1)}>
                {t.previous}
              </Button>
              <Button variant="outline" size="sm" disabled={!page || pageNo >= pages} onClick={() => setPageNo(pageNo + 1)}>
                {t.next}
              </Button>
            </span>
          </nav>
        </Card>
      ) : (
        <p className="text-sm text-muted-foreground">{t.notAllowed}</p>
      )}
    </div>
  )
}

export default function AuditLog() {
  return (
    <RequireAuth>
      <SignedInAuditLog />
    </RequireAuth>
  )
}
