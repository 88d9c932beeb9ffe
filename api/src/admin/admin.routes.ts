// HTTP shape of /api/admin: every route but /me checks the caller is an admin first (401
// without a token, 403 for anyone else), then validates its body with the contract's schema. /me tells any
// signed-in caller whether they are one (200 either way), so the site's menu asks without a failed request.
import { Elysia } from 'elysia'
import type { z } from 'zod'
import {
  adminLinkPageQuery,
  asksForAdminPage,
  blockedDomain,
  blockedDomainBody,
  instanceSettingsBody,
  reasonBody,
  resolveReportBody,
} from '../contracts/moderation'
import { authorize, instanceOf, mayAdminister } from '../access'
import { actorOf } from '../http/request-context'
import type { Actor } from '../http/actor'
import { linkIdOf } from '../http/link-id'
import { jsonBody, operation } from '../system/openapi-parts'
import { validBody } from '../http/valid-body'
import { adminLinkParameters } from './admin-openapi'
import { deleteAnyLink, disableLink, enableLink, pageLinks, searchLinks, type AdminDeps } from './admin-links'
import { moderationLog, listReports, resolve } from './admin-reports'
import { blockDomain, changeSettings, newInvite, readSettings, unblockDomain } from './admin-settings'
import { changeUser, searchUsers } from './admin-users'

type Ctx = { request: Request; body: unknown; params: Record<string, string>; query: Record<string, string | undefined> }
/** An admin operation's document: what it answers (a component), and its body or query when it has one. */
const doc = (summary: string, answer: string, o: { body?: z.ZodType; ok?: number; search?: boolean; parameters?: object[] } = {}) => ({
  detail: operation({
    summary,
    tags: ['admin'],
    ok: [o.ok ?? 200, 'Done', answer],
    errors: [400, 401, 403, 404, 503],
    ...(o.body ? { requestBody: jsonBody(o.body) } : {}),
    ...(o.parameters
      ? { parameters: o.parameters }
      : o.search
        ? { parameters: [{ name: 'q', in: 'query', required: false, schema: { type: 'string' }, description: 'Only those containing this text' }] }
        : {}),
  }),
})

export function adminRoutes(deps: AdminDeps) {
  const instance = instanceOf(deps.db, deps.adminEmails)
  /** The handler, run only for an admin (the actor is passed on). */
  const admin =
    <T>(handle: (c: Ctx, admin: Actor) => Promise<T>) =>
    async (c: Ctx) =>
      handle(c, await authorize(await actorOf(c.request), 'admin.use', instance))
  const reason = (body: unknown) => validBody(reasonBody, body).reason
  return new Elysia({ name: 'admin', prefix: '/admin' })
    .get('/me', async ({ request }) => ({ admin: await mayAdminister(await actorOf(request), instance) }), {
      detail: operation({
        summary: 'Whether the caller is an admin: { admin: true | false } (an API key never is)',
        tags: ['admin'],
        ok: [200, 'Done', 'AdminMe'],
        errors: [401, 503],
      }),
    })
    .get(
      '/links',
      admin(async ({ query }) => (asksForAdminPage(query) ? pageLinks(deps, validBody(adminLinkPageQuery, query)) : searchLinks(deps, query.q ?? ''))),
      doc(
        'Every link, or those whose code, target or owner e-mail contains q: with page or limit one page of them, else the first 100',
        'AdminLinkListAnswer',
        {
          parameters: adminLinkParameters,
        },
      ),
    )
    .post(
      '/links/:id/disable',
      admin(async ({ params, body }, me) => disableLink(deps, me, linkIdOf(params.id), reason(body))),
      doc('Take a link down with a reason: it answers "Link disabled" (410) everywhere', 'AdminLink', { body: reasonBody }),
    )
    .post(
      '/links/:id/enable',
      admin(async ({ params }, me) => enableLink(deps, me, linkIdOf(params.id))),
      doc('Undo a takedown', 'AdminLink'),
    )
    .post(
      '/links/:id/delete',
      admin(async ({ params, body }, me) => (await deleteAnyLink(deps, me, linkIdOf(params.id), reason(body)), { deleted: true })),
      doc('Delete any link with a reason', 'DeletedFlag', { body: reasonBody }),
    )
    .get(
      '/users',
      admin(async ({ query }) => searchUsers(deps, query.q ?? '')),
      doc('Accounts whose e-mail contains q', '[AdminUser]', { search: true }),
    )
    .post(
      '/users/:id/disable',
      admin(async ({ params, body }, me) => changeUser(deps, me.userId, params.id, true, reason(body))),
      doc('Disable an account with a reason: signed out, no sign-in, links down', 'AdminUser', { body: reasonBody }),
    )
    .post(
      '/users/:id/enable',
      admin(async ({ params }, me) => changeUser(deps, me.userId, params.id, false, '')),
      doc('Enable an account again', 'AdminUser'),
    )
    .get(
      '/settings',
      admin(async () => readSettings(deps)),
      doc('Sign-up mode, anonymous shortening and the blocklist', 'InstanceSettings'),
    )
    .patch(
      '/settings',
      admin(async ({ body }) => changeSettings(deps, validBody(instanceSettingsBody, body))),
      doc('Change the sign-up mode or anonymous shortening', 'InstanceSettings', { body: instanceSettingsBody }),
    )
    .post(
      '/blocklist',
      admin(async ({ body }) => blockDomain(deps, validBody(blockedDomainBody, body).domain)),
      doc('Block a target domain and its subdomains', 'InstanceSettings', { body: blockedDomainBody }),
    )
    .delete(
      '/blocklist/:domain',
      admin(async ({ params }) => unblockDomain(deps, validBody(blockedDomain, decodeURIComponent(params.domain)))),
      doc('Unblock a domain', 'InstanceSettings'),
    )
    .post(
      '/invites',
      admin(async () => newInvite(deps)),
      doc('A new single-use sign-up invite address', 'Invite'),
    )
    .get(
      '/reports',
      admin(async () => listReports(deps)),
      doc('Open reports, oldest first', '[Report]'),
    )
    .post(
      '/reports/:id/resolve',
      admin(async ({ params, body }, me) => (await resolve(deps, me, Number(params.id) || 0, validBody(resolveReportBody, body).action), { resolved: true })),
      doc('Dismiss a report or take its link down', 'Resolved', { body: resolveReportBody }),
    )
    .get(
      '/log',
      admin(async () => moderationLog(deps)),
      doc('What admins did lately, and why', '[ModerationLogEntry]'),
    )
}
