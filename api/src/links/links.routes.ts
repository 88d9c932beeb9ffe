// HTTP shape of /api/urls: one service call per route, then the status code.
import { Elysia } from 'elysia'
import { createLinkBody, patchLinkBody, updateLinkBody } from '../contracts'
import type { ApiDeps } from '../http/api-deps'
import { AppError } from '../http/app-error'
import { clientIpOf } from '../http/request-context'
import * as links from './links.service'

/** Path ids are positive integers; anything else names no link. */
export function linkIdOf(raw: string): number {
  const id = Number(raw)
  if (!/^\d{1,15}$/.test(raw) || !Number.isSafeInteger(id) || id < 1) throw AppError.linkNotFound()
  return id
}

export function linksRoutes(deps: ApiDeps) {
  return new Elysia({ name: 'links' })
    .get('/urls', async ({ request }) => links.listLinks(deps.links, await deps.identify(request)), {
      detail: { summary: "The caller's links, newest first", tags: ['links'] },
    })
    .post(
      '/urls',
      async ({ request, body, set }) => {
        const actor = await deps.identify(request)
        if (!actor && !deps.anonCreateLimiter.hit(clientIpOf(request))) throw AppError.rateLimited()
        set.status = 201
        return links.createLink(deps.links, actor, body)
      },
      { body: createLinkBody, detail: { summary: 'Shorten a URL (custom codes need an account)', tags: ['links'] } },
    )
    .get('/urls/by-code/:code', ({ params }) => links.resolveCode(deps.links, params.code), {
      detail: { summary: 'Resolve an active short code to its target', tags: ['links'] },
    })
    .put(
      '/urls/:id',
      async ({ request, params, body }) => links.updateLink(deps.links, await deps.identify(request), linkIdOf(params.id), body),
      { body: updateLinkBody, detail: { summary: 'Edit a link (owner only)', tags: ['links'] } },
    )
    .patch(
      '/urls/:id',
      async ({ request, params, body }) => links.updateLink(deps.links, await deps.identify(request), linkIdOf(params.id), body),
      { body: patchLinkBody, detail: { summary: "Change a link's short code (owner only)", tags: ['links'] } },
    )
    .delete(
      '/urls/:id',
      async ({ request, params, set }) => {
        await links.deleteLink(deps.links, await deps.identify(request), linkIdOf(params.id))
        set.status = 200
        return { deleted: true }
      },
      { detail: { summary: 'Delete a link (owner only)', tags: ['links'] } },
    )
}
