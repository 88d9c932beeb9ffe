// The settings page's invitations, for owners and admins (docs/decisions/0081): invite an address with a
// role, see the pending invitations and revoke them. Without e-mail on the server (or when the mail server
// refused) the answer carries the link, shown here to copy and hand over.
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react'
import type { InvitationDto, WorkspaceDto, WorkspaceRole } from '@contracts/workspace-schemas'
import { pageLocale } from '@contracts/words'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { TextField } from '../../components/ui/field'
import { copyText } from '../../lib/clipboard'
import { toast } from '../../stores/toasts'
import { createInvitation, fetchInvitations, revokeInvitation } from './workspaces-api'
import { roleNames, workspacesCopy } from './workspaces-copy'
import { roleMay } from './workspaces-store'

const t = workspacesCopy.invitations
const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e))

function CopyLink({ email, link }: { email: string; link: string }) {
  async function copy() {
    toast((await copyText(link)) ? { title: t.copied } : { title: t.copyFailed, variant: 'destructive' })
  }
  return (
    <div className="grid gap-2 rounded-md border border-border p-3">
      <p className="text-sm">{t.copyHelp(email)}</p>
      <div className="flex flex-wrap gap-2">
        <input readOnly value={link} aria-label={t.linkLabel} className="h-9 min-w-0 flex-1 rounded-md border border-border bg-muted px-2 font-mono text-xs" />
        <Button size="sm" variant="outline" onClick={() => void copy()}>
          {t.copy}
        </Button>
      </div>
    </div>
  )
}

function InviteForm({ workspace, onInvited }: { workspace: WorkspaceDto; onInvited: () => Promise<void> }) {
  const roles: readonly WorkspaceRole[] = roleMay.own(workspace.role) ? ['owner', 'admin', 'member', 'viewer'] : ['admin', 'member', 'viewer']
  const roleId = useId()
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<WorkspaceRole>('member')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const [handOver, setHandOver] = useState<{ email: string; link: string } | null>(null)
  async function invite(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    try {
      const made = await createInvitation(workspace.slug, { email, role })
      setError(undefined)
      setEmail('')
      setHandOver(made.link ? { email: made.invitation.email, link: made.link } : null)
      if (made.mailed) toast({ title: t.mailed(made.invitation.email) })
      await onInvited()
    } catch (e) {
      setError(messageOf(e))
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <form noValidate onSubmit={(e) => void invite(e)} className="flex flex-wrap items-end gap-2">
        <TextField
          className="min-w-0 flex-1 basis-56"
          label={t.email}
          type="email"
          autoComplete="off"
          value={email}
          error={error}
          onChange={(e) => setEmail(e.target.value)}
        />
        <div className="grid gap-1.5">
          <label htmlFor={roleId} className="text-sm font-medium">
            {t.role}
          </label>
          <select
            id={roleId}
            value={role}
            onChange={(e) => setRole(e.target.value as WorkspaceRole)}
            className="h-10 rounded-md border border-border bg-surface px-2 text-sm"
          >
            {roles.map((r) => (
              <option key={r} value={r}>
                {roleNames[r]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" disabled={busy}>
          {busy ? t.sending : t.send}
        </Button>
      </form>
      {handOver ? <CopyLink {...handOver} /> : null}
    </>
  )
}

export function Invitations({ workspace }: { workspace: WorkspaceDto }) {
  const [pending, setPending] = useState<InvitationDto[]>([])
  const reload = useCallback(async () => {
    await fetchInvitations(workspace.slug).then(setPending, () => undefined)
  }, [workspace.slug])
  useEffect(() => void reload(), [reload])
  async function revoke(invitation: InvitationDto) {
    try {
      await revokeInvitation(workspace.slug, invitation.id)
      toast({ title: t.revoked(invitation.email) })
      await reload()
    } catch (e) {
      toast({ title: messageOf(e), variant: 'destructive' })
    }
  }
  const owner = roleMay.own(workspace.role)
  return (
    <section aria-labelledby="invite-title">
      <Card className="grid gap-4 p-6">
        <div className="grid gap-1">
          <h2 id="invite-title" className="text-lg font-semibold">
            {t.invite}
          </h2>
          <p className="text-sm text-muted-foreground">{t.inviteHelp}</p>
        </div>
        <InviteForm workspace={workspace} onInvited={reload} />
        <h3 className="font-semibold">{t.pending}</h3>
        {pending.length === 0 ? <p className="text-sm text-muted-foreground">{t.none}</p> : null}
        <ul className="grid gap-2">
          {pending.map((i) => (
            <li key={i.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3">
              <span className="grid min-w-0">
                <span className="truncate text-sm font-medium">{t.entry(i.email, roleNames[i.role])}</span>
                <span className="text-xs text-muted-foreground">{t.expires(new Date(i.expiresAt).toLocaleDateString(pageLocale()))}</span>
              </span>
              {owner || i.role !== 'owner' ? (
                <Button size="sm" variant="ghostDestructive" aria-label={t.revokeFor(i.email)} onClick={() => void revoke(i)}>
                  {t.revoke}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      </Card>
    </section>
  )
}
