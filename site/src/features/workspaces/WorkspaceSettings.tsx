// The island of /app/w/{slug}/settings: a team workspace's name, whether members edit every link, its members
// with their roles, its invitations (Invitations.tsx), its custom domains (the domains feature), its webhooks
// (the webhooks feature), leaving, transferring ownership and deleting it. Each control shows only to the roles that may use it (decision 0081's
// table); the API refuses the others anyway.
import { useStore } from '@nanostores/react'
import { useCallback, useEffect, useState, type FormEvent } from 'react'
import type { MemberDto, WorkspaceDto, WorkspaceRole } from '@contracts/workspace-schemas'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { PageSpinner } from '../../components/ui/spinner'
import { TextField } from '../../components/ui/field'
import { navigate } from '../../lib/navigation'
import { appPathIn } from '../../lib/workspace-address'
import { toast } from '../../stores/toasts'
import { $auth, RequireAuth } from '../auth'
import { DomainsSection } from '../domains'
import { WebhooksSection } from '../webhooks'
import { changeRole, deleteWorkspace, fetchMembers, leaveWorkspace, removeMember, transferOwnership, updateWorkspace } from './workspaces-api'
import { roleNames, workspacesCopy } from './workspaces-copy'
import { loadWorkspaces, roleMay, useCurrentWorkspace } from './workspaces-store'
import { Invitations } from './Invitations'
import { WorkspaceMissing } from './WorkspaceMissing'

/**
 * A member's action names them ("Remove ana@example.com"): a long address wraps inside a phone's card (the
 * button's own one-line, fixed-height look is overridden, hence the important marks).
 */
const NAMED_ACTION = 'h-auto! min-h-9 max-w-full whitespace-normal! py-1 text-start [overflow-wrap:anywhere]'

const t = workspacesCopy.settings
const failed = (e: unknown) => toast({ title: e instanceof Error ? e.message : String(e), variant: 'destructive' })

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`}>
      <Card className="grid gap-4 p-6">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        {children}
      </Card>
    </section>
  )
}

function General({ workspace }: { workspace: WorkspaceDto }) {
  const [name, setName] = useState(workspace.name)
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  async function rename(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    try {
      await updateWorkspace(workspace.slug, { name })
      setError(undefined)
      toast({ title: t.saved })
      await loadWorkspaces(true)
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e))
    } finally {
      setBusy(false)
    }
  }
  async function setEditAll(membersEditAll: boolean) {
    try {
      await updateWorkspace(workspace.slug, { membersEditAll })
      toast({ title: t.editAllSaved })
      await loadWorkspaces(true)
    } catch (e) {
      failed(e)
    }
  }
  return (
    <Section id="general" title={t.general}>
      <form noValidate onSubmit={(e) => void rename(e)} className="flex flex-wrap items-end gap-2">
        <TextField className="min-w-0 flex-1" label={t.name} value={name} error={error} onChange={(e) => setName(e.target.value)} />
        <Button type="submit" disabled={busy}>
          {t.save}
        </Button>
      </form>
      <label className="flex items-start gap-3 text-sm">
        <input type="checkbox" className="mt-1 h-4 w-4" checked={workspace.membersEditAll} onChange={(e) => void setEditAll(e.target.checked)} />
        <span>
          <span className="font-medium">{t.editAll}</span>
          <span className="block text-muted-foreground">{t.editAllHelp}</span>
        </span>
      </label>
    </Section>
  )
}

/** The members, loaded before the page shows (so no section moves when they come), and how to load them again. */
function useMembers(slug: string | null) {
  const [members, setMembers] = useState<MemberDto[] | null>(null)
  const [loadError, setLoadError] = useState(false)
  const reload = useCallback(async () => {
    if (slug) await fetchMembers(slug).then(setMembers, () => setLoadError(true))
  }, [slug])
  useEffect(() => void reload(), [reload])
  return { members, loadError, reload }
}

function Members({ workspace, me, members, loadError, reload }: { workspace: WorkspaceDto; me: string } & ReturnType<typeof useMembers>) {
  const slug = workspace.slug
  const manage = roleMay.manage(workspace.role)
  const owner = roleMay.own(workspace.role)
  const nameOf = (m: MemberDto) => (m.userId === me ? t.yourself(m.email ?? t.unknownMember) : (m.email ?? t.unknownMember))
  // An admin neither makes nor unmakes owners; only an owner does.
  const rolesFor = (m: MemberDto): readonly WorkspaceRole[] =>
    owner ? ['owner', 'admin', 'member', 'viewer'] : m.role === 'owner' ? [] : ['admin', 'member', 'viewer']
  async function act(work: () => Promise<unknown>, done: string) {
    try {
      await work()
      toast({ title: done })
      await reload()
    } catch (e) {
      failed(e)
    }
  }
  return (
    <Section id="members" title={t.members}>
      {loadError ? <p className="text-sm text-destructive">{t.loadFailed}</p> : null}
      <ul className="grid gap-2">
        {(members ?? []).map((m) => {
          const who = nameOf(m)
          const choices = m.userId === me ? [] : manage ? rolesFor(m) : []
          return (
            <li key={m.userId} className="flex min-w-0 flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3">
              <span className="min-w-0 truncate text-sm font-medium">{who}</span>
              <span className="flex min-w-0 max-w-full flex-wrap items-center gap-2">
                {choices.length ? (
                  <select
                    aria-label={t.roleOf(who)}
                    value={m.role}
                    onChange={(e) => {
                      const role = e.target.value as WorkspaceRole
                      void act(() => changeRole(slug, m.userId, role), t.roleChanged(who, roleNames[role]))
                    }}
                    className="h-9 rounded-md border border-border bg-surface px-2 text-sm"
                  >
                    {choices.map((r) => (
                      <option key={r} value={r}>
                        {roleNames[r]}
                      </option>
                    ))}
                  </select>
                ) : (
                  <span className="text-sm text-muted-foreground">{roleNames[m.role]}</span>
                )}
                {owner && m.userId !== me && m.role !== 'owner' ? (
                  <Button
                    size="sm"
                    variant="outline"
                    className={NAMED_ACTION}
                    onClick={() => void act(() => transferOwnership(slug, m.userId).then(() => loadWorkspaces(true)), t.transferred(who))}
                  >
                    {t.makeOwner(who)}
                  </Button>
                ) : null}
                {manage && m.userId !== me && (owner || m.role !== 'owner') ? (
                  <Button
                    size="sm"
                    variant="ghostDestructive"
                    className={NAMED_ACTION}
                    onClick={() => void act(() => removeMember(slug, m.userId), t.removed(who))}
                  >
                    {t.remove(who)}
                  </Button>
                ) : null}
              </span>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}

function Leave({ workspace }: { workspace: WorkspaceDto }) {
  async function leave() {
    if (!window.confirm(t.leaveConfirm)) return
    try {
      await leaveWorkspace(workspace.slug)
      toast({ title: t.left(workspace.name) })
      navigate('/app/dashboard')
    } catch (e) {
      failed(e)
    }
  }
  return (
    <div>
      <Button variant="outline" onClick={() => void leave()}>
        {t.leave}
      </Button>
    </div>
  )
}

function DeleteWorkspace({ workspace }: { workspace: WorkspaceDto }) {
  const [typed, setTyped] = useState('')
  const [busy, setBusy] = useState(false)
  async function remove(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    try {
      await deleteWorkspace(workspace.slug)
      toast({ title: t.deleted(workspace.name) })
      navigate('/app/dashboard')
    } catch (e) {
      failed(e)
      setBusy(false)
    }
  }
  return (
    <Section id="delete" title={t.danger}>
      <p className="text-sm text-muted-foreground">{t.deleteHelp}</p>
      <form noValidate onSubmit={(e) => void remove(e)} className="flex flex-wrap items-end gap-2">
        <TextField
          className="min-w-0 flex-1"
          label={t.deleteLabel(workspace.name)}
          value={typed}
          autoComplete="off"
          onChange={(e) => setTyped(e.target.value)}
        />
        <Button type="submit" variant="destructive" disabled={busy || typed !== workspace.name}>
          {t.deleteButton(workspace.name)}
        </Button>
      </form>
    </Section>
  )
}

function SignedInWorkspaceSettings() {
  const auth = useStore($auth)
  const current = useCurrentWorkspace()
  const members = useMembers(current.status === 'ready' && current.workspace && !current.workspace.personal ? current.workspace.slug : null)
  if (auth.status !== 'signedIn') return null
  if (current.status === 'missing' || (current.status === 'ready' && (!current.workspace || current.workspace.personal))) return <WorkspaceMissing />
  if (current.status === 'loading' || !current.workspace || (members.members === null && !members.loadError)) return <PageSpinner label={t.loading} />
  const workspace = current.workspace
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold">{t.title(workspace.name)}</h1>
        <p className="text-sm text-muted-foreground">{t.yourRole(roleNames[workspace.role])}</p>
        <a href={appPathIn(workspace.slug, '/app/dashboard')} className="text-sm text-primary hover:underline">
          {t.backToDashboard}
        </a>
        {roleMay.manage(workspace.role) ? (
          <a href={appPathIn(workspace.slug, '/app/audit')} className="text-sm text-primary hover:underline">
            {t.auditLog}
          </a>
        ) : null}
      </div>
      {roleMay.manage(workspace.role) ? <General workspace={workspace} /> : null}
      <Members workspace={workspace} me={auth.user.id} {...members} />
      {roleMay.manage(workspace.role) ? <Invitations workspace={workspace} /> : null}
      <DomainsSection slug={workspace.slug} canManage={roleMay.manage(workspace.role)} personal={false} />
      {roleMay.manage(workspace.role) ? <WebhooksSection slug={workspace.slug} /> : null}
      <Leave workspace={workspace} />
      {roleMay.own(workspace.role) ? <DeleteWorkspace workspace={workspace} /> : null}
    </div>
  )
}

export default function WorkspaceSettings() {
  return (
    <RequireAuth>
      <SignedInWorkspaceSettings />
    </RequireAuth>
  )
}
