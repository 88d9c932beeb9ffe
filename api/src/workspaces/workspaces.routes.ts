// HTTP shape of /api/workspaces (docs/decisions/0081): one service call per route, then the status code.
import { Elysia } from 'elysia'
import { z } from 'zod'
import { authorize } from '../access'
import { safeText } from '../contracts/safe-text'
import { changeRoleBody, createWorkspaceBody, transferBody, updateWorkspaceBody } from '../contracts/workspace-schemas'
import type { Database } from '../db/database'
import { actorOf } from '../http/request-context'
import { checked } from '../http/valid-body'
import { operation, workspaceForbidden } from '../system/openapi-parts'
import { changeRole, leaveWorkspace, listMembers, removeMember, transferOwnership } from './members.service'
import { invitationsRoutes } from './invitations.routes'
import type { InvitationDeps } from './invitations.service'
import { createTeamWorkspace, deleteWorkspace, listMyWorkspaces, updateWorkspace, type WorkspaceLinks } from './workspaces.service'
import { readAuditLog } from './audit-log'
import { auditQuerySchema } from '../contracts/audit-schemas'
import { auditParameters } from '../audit'

const slugParam = safeText(z.string()).meta({ description: "The workspace's slug" })
const slugParams = z.object({ slug: slugParam })
const memberParams = z.object({ slug: slugParam, userId: safeText(z.string()).meta({ description: "The member's account id" }) })
const tags = ['workspaces']

export function workspacesRoutes(deps: { db: Database; links: WorkspaceLinks; invitations: Omit<InvitationDeps, 'db'> }) {
  const { db } = deps
  const person = async (request: Request) => authorize(await actorOf(request), 'workspaces.use')
  return new Elysia({ name: 'workspaces' })
    .use(invitationsRoutes({ db, ...deps.invitations }))
    .get('/workspaces', async ({ request }) => listMyWorkspaces(db, await person(request)), {
      detail: operation({
        summary: "The caller's workspaces, personal first, each with the caller's role; needs a session",
        tags,
        forbidden: workspaceForbidden,
        ok: [200, 'The workspaces', '[Workspace]'],
        errors: [401, 403, 503],
      }),
    })
    .post(
      '/workspaces',
      async ({ request, body, set }) => {
        const made = await createTeamWorkspace(db, await person(request), body)
        set.status = 201
        return made
      },
      {
        body: checked(createWorkspaceBody),
        detail: operation({
          summary: 'Create a team workspace: the caller is its owner; needs a session',
          tags,
          forbidden: workspaceForbidden,
          ok: [201, 'The new workspace', 'Workspace'],
          errors: [400, 401, 403, 409, 413, 503],
        }),
      },
    )
    .patch('/workspaces/:slug', async ({ request, params, body }) => updateWorkspace(db, await actorOf(request), params.slug, body), {
      params: checked(slugParams),
      body: checked(updateWorkspaceBody),
      detail: operation({
        summary: 'Rename a workspace or set whether members edit every link: an owner or admin, signed in with a session',
        tags,
        forbidden: workspaceForbidden,
        ok: [200, 'The workspace as changed', 'Workspace'],
        errors: [400, 401, 403, 404, 413, 503],
      }),
    })
    .delete(
      '/workspaces/:slug',
      async ({ request, params }) => {
        await deleteWorkspace(db, deps.links, await actorOf(request), params.slug)
        return { deleted: true }
      },
      {
        params: checked(slugParams),
        detail: operation({
          summary: 'Delete a team workspace with its links, tags and keys: an owner',
          tags,
          forbidden: workspaceForbidden,
          ok: [200, 'Deleted', 'Deleted'],
          errors: [401, 403, 404, 409, 503],
        }),
      },
    )
    .get('/workspaces/:slug/members', async ({ request, params }) => listMembers(db, await actorOf(request), params.slug), {
      params: checked(slugParams),
      detail: operation({
        summary: "A workspace's members and their roles: any member",
        tags,
        forbidden: workspaceForbidden,
        ok: [200, 'The members, owners first', '[WorkspaceMember]'],
        errors: [401, 403, 404, 503],
      }),
    })
    .patch(
      '/workspaces/:slug/members/:userId',
      async ({ request, params, body }) => changeRole(db, await actorOf(request), params.slug, params.userId, body.role),
      {
        params: checked(memberParams),
        body: checked(changeRoleBody),
        detail: operation({
          summary: "Change a member's role: an owner or admin (only an owner makes or unmakes owners); the last owner stays",
          tags,
          forbidden: workspaceForbidden,
          ok: [200, 'The members as changed', '[WorkspaceMember]'],
          errors: [400, 401, 403, 404, 409, 413, 503],
        }),
      },
    )
    .delete(
      '/workspaces/:slug/members/:userId',
      async ({ request, params }) => {
        await removeMember(db, await actorOf(request), params.slug, params.userId)
        return { deleted: true }
      },
      {
        params: checked(memberParams),
        detail: operation({
          summary: 'Remove a member (their links stay): an owner or admin; the last owner stays',
          tags,
          forbidden: workspaceForbidden,
          ok: [200, 'Removed', 'Deleted'],
          errors: [401, 403, 404, 409, 503],
        }),
      },
    )
    .post(
      '/workspaces/:slug/leave',
      async ({ request, params }) => {
        await leaveWorkspace(db, await actorOf(request), params.slug)
        return { deleted: true }
      },
      {
        params: checked(slugParams),
        detail: operation({
          summary: "Leave a workspace (the caller's links stay with it); the last owner cannot",
          tags,
          forbidden: workspaceForbidden,
          ok: [200, 'Left', 'Deleted'],
          errors: [401, 403, 404, 409, 503],
        }),
      },
    )
    .get('/workspaces/:slug/audit', async ({ request, params, query }) => readAuditLog(db, await actorOf(request), params.slug, query), {
      params: checked(slugParams),
      query: checked(auditQuerySchema),
      detail: operation({
        summary: "A page of the workspace's audit log, newest first, with the number of events matching: an owner or admin, signed in with a session",
        tags,
        ok: [200, 'The page', 'AuditPage'],
        errors: [400, 401, 403, 404, 503],
        parameters: auditParameters,
      }),
    })
    .post('/workspaces/:slug/transfer', async ({ request, params, body }) => transferOwnership(db, await actorOf(request), params.slug, body.userId), {
      params: checked(slugParams),
      body: checked(transferBody),
      detail: operation({
        summary: 'Make another member an owner; the caller becomes an admin: an owner',
        tags,
        forbidden: workspaceForbidden,
        ok: [200, 'The members as changed', '[WorkspaceMember]'],
        errors: [400, 401, 403, 404, 409, 413, 503],
      }),
    })
}
