// HTTP shape of /api/urls: one service call per route, then the status code.
import { Elysia } from 'elysia'
import { errorCodes, messages, patchLinkBody } from '../../contracts'
import { createLinkRequest, updateLinkRequest, type CreateLinkRequest } from '../../contracts/link-lifecycle-schemas'
import type { Database } from '../../db/database'
import { AppError } from '../../http/app-error'
import { jsonResponse } from '../../http/error-response'
import type { LimiterFactory } from '../../http/rate-limit'
import { authorize, newLink } from '../../access'
import { actingOf, actorOf, limitKeyOfRequest, isAbandoned } from '../../http/request-context'
import { idempotencyKeyOf, idempotent } from '../../idempotency/idempotent'
import { createLink } from '../links.service'
import type { Links } from '../index'
import { depsOf, eventsOf } from '../face-deps'
import { holdAnnouncements } from '../held-announcements'
import { hashPassword } from '../../auth'
import { linkIdOf, linkIdParams } from '../../http/link-id'
import { operation } from '../../system/openapi-parts'
import { asksForPage } from '../../contracts/link-listing-schemas'
import { linkPage } from './listing.routes'
import { listingParameters } from './listing-openapi'
import { checked } from '../../http/valid-body'
import { PERSONAL_SLUG_PREFIX } from '../../contracts/workspace-schemas'
import type { Actor } from '../../http/actor'
import { rulePreviewSchema } from '../../contracts/link-rule-preview'

/**
 * What an Idempotency-Key's stored fingerprint (a SHA-256 of the body) is taken over: the body without a
 * link password's text, so no fast hash of a password is ever stored (docs/decisions/0040).
 */
const withoutPassword = (body: CreateLinkRequest) => (typeof body.password === 'string' ? { ...body, password: true } : body)

/**
 * A team's slug joins the fingerprint: the same key sent for another workspace is another request (422),
 * never the replay of a link made elsewhere. The personal workspace adds nothing, so keys stored before
 * workspaces still replay.
 */
const fingerprintOf = (body: CreateLinkRequest, actor: Actor | null) => {
  const slug = actor?.workspace?.slug
  return slug && !slug.startsWith(PERSONAL_SLUG_PREFIX) ? { ...withoutPassword(body), workspace: slug } : withoutPassword(body)
}

/** What the /api/urls routes need. */
export interface LinksRoutesDeps {
  db: Database
  links: Links
  notFoundLimit: number
  limiters: LimiterFactory
}

export function linksRoutes(deps: LinksRoutesDeps) {
  // by-code answers what GET /{code} answers, so misses are limited per IP the same way (NOT_FOUND_LIMIT a
  // minute): otherwise probing for codes through the API would go around the redirect's limit.
  const misses = deps.limiters('not-found', deps.notFoundLimit, 60_000) // one count with the redirect's misses
  return new Elysia({ name: 'links' })
    .get(
      '/urls',
      async ({ request, query }) =>
        asksForPage(query) ? linkPage(deps.links, request, query) : deps.links.list(authorize(await actingOf(request), 'links.read')),
      {
        detail: operation({
          inWorkspace: true,
          summary: "The caller's links: all of them newest first, or with `limit`/`cursor` a page filtered and sorted on the server (docs/decisions/0048)",
          tags: ['links'],
          ok: [200, 'The links, or one page of them', 'LinkListAnswer'],
          errors: [400, 401, 503],
          parameters: listingParameters,
        }),
      },
    )
    .post(
      '/urls',
      async ({ request, body, set }) => {
        const actor = await actingOf(request)
        const key = idempotencyKeyOf(request)
        if (key === undefined) {
          set.status = 201
          return deps.links.create(actor, body)
        }
        const scope = actor ? `user:${actor.userId}` : 'anon'
        // The claim token goes to this answer only, never into the stored one (no plain token in the database).
        let claimToken: string | undefined
        // The new code is announced once the transaction committed, never from inside it (held-announcements.ts).
        const linkDeps = depsOf(deps.links)
        const announcements = holdAnnouncements(linkDeps)
        // A link password is hashed before the transaction opens: on SQLite an open transaction holds every
        // other write of the process, and argon2id takes 20–30 ms (docs/decisions/0064).
        const hashed = typeof body.password === 'string' ? await hashPassword(body.password) : undefined
        // Moderation's facts are read on the pool before the transaction holds a connection (link-policy.ts).
        const policy = await linkDeps.policy?.readNow()
        const create = async (tx: Database) => {
          const { claimToken: token, ...link } = await createLink(
            { ...linkDeps, db: tx, policy, ...announcements.holding, ...(hashed && { hashPassword: async () => hashed }) },
            actor,
            body,
          )
          claimToken = token
          return { status: 201, body: link }
        }
        const answer = await idempotent(deps.db, { scope, key }, fingerprintOf(body, actor), create, () => isAbandoned(request))
        await announcements.send()
        // Told once, by the request that made the link (a replay made none).
        const events = eventsOf(deps.links)
        if (!answer.replayed && answer.status === 201 && events.listens('created')) {
          const made = answer.body as { id: number; shortCode: string }
          events.emit('created', { id: made.id, code: made.shortCode, owner: actor?.userId ?? null })
        }
        set.status = answer.status
        if (answer.replayed) set.headers['idempotency-replayed'] = 'true'
        return claimToken && !answer.replayed ? { ...(answer.body as object), claimToken } : answer.body
      },
      {
        body: checked(createLinkRequest),
        // Runs before the body is validated: an anonymous caller's custom code is refused for want of an
        // account (401), not for its form, which they could not use anyway.
        transform: async ({ request, body }) => {
          const code = (body as { shortCode?: unknown } | null)?.shortCode
          if (typeof code === 'string' && code.trim()) authorize(await actorOf(request), 'links.create', newLink({ customCode: true }))
        },
        detail: {
          ...operation({
            inWorkspace: true,
            summary: 'Shorten a URL (custom codes need an account)',
            tags: ['links'],
            auth: 'optional',
            ok: [
              201,
              'The new link (or, with a repeated Idempotency-Key, the first answer again); for an anonymous caller, its claimToken once',
              'CreatedLink',
            ],
            errors: [400, 401, 409, 413, 422, 429, 503],
            parameters: [
              {
                name: 'Idempotency-Key',
                in: 'header',
                required: false,
                schema: { type: 'string', minLength: 1, maxLength: 255 },
                description: 'A retry with the same key and body returns the first answer (kept 24 h); docs/decisions/0015',
              },
            ],
          }),
        },
      },
    )
    .get(
      '/urls/by-code/:code',
      async ({ request, params }) => {
        try {
          return await deps.links.byCode(params.code)
        } catch (error) {
          const missed = error instanceof AppError && error.code === errorCodes.linkNotFound
          if (missed && !(await misses.hit(limitKeyOfRequest(request)))) {
            return jsonResponse({ code: errorCodes.rateLimited, message: messages.api.rateLimited }, 429, { 'retry-after': '60' })
          }
          throw error
        }
      },
      {
        detail: operation({
          summary:
            'Resolve an active short code to its target (an expired one to its fallback URL; 410 without one; 401 `link_password_required` for a password-protected one, whose target it never reveals)',
          tags: ['links'],
          auth: false,
          ok: [200, 'The target', 'ResolvedLink'],
          errors: [400, 401, 404, 410, 429, 503],
        }),
      },
    )
    .put('/urls/:id', async ({ request, params, body }) => deps.links.update(await actingOf(request), linkIdOf(params.id), body), {
      params: checked(linkIdParams),
      body: checked(updateLinkRequest),
      detail: operation({
        inWorkspace: true,
        summary: 'Edit a link (owner only)',
        tags: ['links'],
        idParam: true,
        ok: [200, 'The link as edited', 'Link'],
        errors: [400, 401, 404, 413, 503],
      }),
    })
    .post('/urls/:id/preview', async ({ request, params, body }) => deps.links.preview(await actingOf(request), linkIdOf(params.id), body), {
      params: checked(linkIdParams),
      body: checked(rulePreviewSchema),
      detail: operation({
        inWorkspace: true,
        summary:
          "Where a visitor described by device, OS, browser, country, language, time and query would be sent by the link's redirect rules, and under which rule or variant (docs/decisions/0085)",
        tags: ['links'],
        idParam: true,
        ok: [200, "The target, the rule or variant that answered (null: the link's own target) and the Location with the query forwarded", 'RulePreviewAnswer'],
        errors: [400, 401, 404, 413, 503],
      }),
    })
    .patch('/urls/:id', async ({ request, params, body }) => deps.links.update(await actingOf(request), linkIdOf(params.id), body), {
      params: checked(linkIdParams),
      body: checked(patchLinkBody),
      detail: operation({
        inWorkspace: true,
        summary: "Change a link's short code (owner only)",
        tags: ['links'],
        idParam: true,
        ok: [200, 'The link with its new code', 'Link'],
        errors: [400, 401, 404, 413, 503],
      }),
    })
    .delete(
      '/urls/:id',
      async ({ request, params, set }) => {
        await deps.links.remove(await actingOf(request), linkIdOf(params.id))
        set.status = 200
        return { deleted: true }
      },
      {
        params: checked(linkIdParams),
        detail: operation({
          inWorkspace: true,
          summary: "Delete a link (its workspace's owners and admins, or a member: their own, or any with membersEditAll)",
          tags: ['links'],
          idParam: true,
          ok: [200, 'Deleted', 'Deleted'],
          errors: [401, 404, 503],
        }),
      },
    )
}
