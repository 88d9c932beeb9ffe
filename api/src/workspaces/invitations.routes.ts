// HTTP shape of workspace invitations (docs/decisions/0081): made, listed and withdrawn under
// /api/workspaces/{slug}/invitations by owners and admins; seen and accepted by their token under
// /api/invitations/{token}. One service call per route, then the status code.
import { Elysia } from 'elysia'
import { z } from 'zod'
import { authorize } from '../access'
import { safeText } from '../contracts/safe-text'
import { createInvitationBody } from '../contracts/workspace-schemas'
import { actorOf } from '../http/request-context'
import { negotiateLanguage } from '../languages'
import { checked } from '../http/valid-body'
import { operation } from '../system/openapi-parts'
import { acceptInvitation, createInvitation, listInvitations, previewInvitation, revokeInvitation, type InvitationDeps } from './invitations.service'

const slugParam = safeText(z.string()).meta({ description: "The workspace's slug" })
const slugParams = z.object({ slug: slugParam })
const invitationParams = z.object({ slug: slugParam, id: safeText(z.string()).meta({ description: "The invitation's id" }) })
const tokenParams = z.object({ token: safeText(z.string()).meta({ description: "The token after '#' in the invitation's link" }) })
const tags = ['workspaces']
const tokenErrors = {
  404: 'No invitation has this token (`invitation_not_found`)',
  410: 'The invitation was used (`invitation_used`), withdrawn (`invitation_revoked`) or has expired (`invitation_expired`)',
}

export function invitationsRoutes(deps: InvitationDeps) {
  return new Elysia({ name: 'workspace-invitations' })
    .post(
      '/workspaces/:slug/invitations',
      async ({ request, params, body, set }) => {
        const made = await createInvitation(deps, await actorOf(request), params.slug, body, negotiateLanguage(request.headers).language)
        set.status = 201
        return made
      },
      {
        params: checked(slugParams),
        body: checked(createInvitationBody),
        detail: operation({
          summary:
            'Invite an address with a role (an owner or admin; only an owner invites owners): the link is mailed with SMTP, else answered to copy; an open invitation to the same address is replaced',
          tags,
          ok: [201, 'The invitation, whether it was mailed, and the link when it was not', 'InvitationCreated'],
          errors: [400, 401, 403, 404, 409, 413, 503],
          errorNotes: { 409: 'The address is a member already (`already_member`), or the workspace is a personal one (`personal_workspace`)' },
        }),
      },
    )
    .get('/workspaces/:slug/invitations', async ({ request, params }) => listInvitations(deps, await actorOf(request), params.slug), {
      params: checked(slugParams),
      detail: operation({
        summary: "A workspace's pending invitations, oldest first (never their tokens): an owner or admin",
        tags,
        ok: [200, 'The pending invitations', '[Invitation]'],
        errors: [401, 403, 404, 503],
      }),
    })
    .delete(
      '/workspaces/:slug/invitations/:id',
      async ({ request, params }) => {
        await revokeInvitation(deps, await actorOf(request), params.slug, params.id)
        return { deleted: true }
      },
      {
        params: checked(invitationParams),
        detail: operation({
          summary: 'Withdraw a pending invitation: its link then answers 410 (an owner or admin; an owner invitation, an owner)',
          tags,
          ok: [200, 'Withdrawn', 'Deleted'],
          errors: [401, 403, 404, 503],
        }),
      },
    )
    .get('/invitations/:token', async ({ request, params }) => previewInvitation(deps, await actorOf(request), params.token), {
      params: checked(tokenParams),
      detail: operation({
        summary: 'What an invitation is: its workspace, role, address and inviter; the token is the credential, no session needed',
        tags,
        auth: false,
        ok: [200, 'The invitation', 'InvitationPreview'],
        errors: [404, 410, 503],
        errorNotes: tokenErrors,
      }),
    })
    .post(
      '/invitations/:token/accept',
      async ({ request, params }) => acceptInvitation(deps, authorize(await actorOf(request), 'invitation.accept'), params.token),
      {
        params: checked(tokenParams),
        detail: operation({
          summary: "Join the invitation's workspace with its role: a session of the account with the invited address; the link then is used",
          tags,
          ok: [200, 'The workspace joined, with the role', 'Workspace'],
          errors: [401, 403, 404, 409, 410, 503],
          errorNotes: {
            ...tokenErrors,
            403: 'The account signed in is not the invited address (`invitation_other_address`), or an API key was used',
            409: 'The account is a member already (`already_member`); the invitation stays open',
          },
        }),
      },
    )
}
