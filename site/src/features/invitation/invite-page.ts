// The invitation page's script: reads the token from the address's fragment (or, back from signing in or up,
// from where the page kept it), asks the API what the invitation is, and offers to join — to a signed-in
// person an Accept button, to anyone else Sign in / Create account links that come back here afterwards.
// Accepting goes to the workspace's dashboard.
import type { InvitationPreview, WorkspaceDto } from '@contracts/workspace-schemas'
import { api } from '../../lib/api-client'
import { navigate } from '../../lib/navigation'
import { PENDING_INVITATION_KEY, pendingInvitation, REDIRECT_URL_KEY } from '../../lib/session-storage'
import { readStoredSession } from '../../lib/stored-session'
import { appPathIn } from '../../lib/workspace-address'
import { toast } from '../../stores/toasts'
import { invitationCopy as t } from './invitation-copy'

const store = (key: string, value: string | null) => {
  try {
    if (value === null) localStorage.removeItem(key)
    else localStorage.setItem(key, value)
  } catch {
    // storage unavailable: the person opens the link again after signing in
  }
}

/** The token in the fragment, kept for the way back from signing in; the fragment leaves the address bar. */
function tokenOfPage(): string | null {
  const fromAddress = decodeURIComponent(window.location.hash.slice(1))
  if (!fromAddress) return pendingInvitation()
  store(PENDING_INVITATION_KEY, fromAddress)
  history.replaceState(history.state, '', window.location.pathname)
  return fromAddress
}

async function wire(root: HTMLElement): Promise<void> {
  const part = <E extends HTMLElement = HTMLElement>(name: string) => root.querySelector<E>(`[data-${name}]`)!
  const problem = part('problem')
  const fail = (message: string) => {
    part('loading').hidden = true
    problem.textContent = message
  }
  const token = tokenOfPage()
  if (!token) return fail(t.noToken)
  let invitation: InvitationPreview
  try {
    invitation = await api.get<InvitationPreview>(`/api/invitations/${encodeURIComponent(token)}`)
  } catch (e) {
    store(PENDING_INVITATION_KEY, null) // used, withdrawn, expired or unknown: nothing to come back to
    return fail(e instanceof Error ? e.message : String(e))
  }
  part('loading').hidden = true
  part('join').textContent = t.join[invitation.role](invitation.workspace.name)
  part('sent-to').textContent = invitation.invitedBy ? t.sentBy(invitation.invitedBy, invitation.email) : t.sentTo(invitation.email)
  part('open').hidden = false
  const session = readStoredSession()
  if (!session) {
    part('signed-out').hidden = false
    for (const link of root.querySelectorAll('[data-comes-back]')) link.addEventListener('click', () => store(REDIRECT_URL_KEY, '/app/invite'))
    return
  }
  part('who').textContent = t.signedInAs(session.user.email ?? '')
  part('signed-in').hidden = false
  const accept = part<HTMLButtonElement>('accept')
  accept.addEventListener('click', async () => {
    accept.disabled = true
    accept.textContent = t.accepting
    problem.textContent = ''
    try {
      const joined = await api.post<WorkspaceDto>(`/api/invitations/${encodeURIComponent(token)}/accept`)
      store(PENDING_INVITATION_KEY, null)
      toast({ title: t.joined(joined.name) })
      navigate(appPathIn(joined.slug, '/app/dashboard'))
    } catch (e) {
      problem.textContent = e instanceof Error ? e.message : String(e)
      accept.disabled = false
      accept.textContent = t.accept
    }
  })
}

const root = document.querySelector<HTMLElement>('[data-invite]')
if (root) void wire(root)
