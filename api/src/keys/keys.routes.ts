// HTTP shape of /api/keys: one service call per route, then the status code.
import { Elysia } from 'elysia'
import { z } from 'zod'
import { safeText } from '../contracts/safe-text'
import { createApiKeyBody } from '../contracts'
import { authorize } from '../access'
import type { Actor } from '../http/actor'
import { actingOf, actorOf } from '../http/request-context'
import { operation } from '../system/openapi-parts'
import * as keys from './keys.service'
import { checked } from '../http/valid-body'

/** The {id} path parameter: any text (an id that names none of the caller's keys answers 404). */
const keyIdParams = z.object({ id: safeText(z.string()).meta({ format: 'uuid', description: 'The API key id' }) })

/**
 * A session managing keys, acting in the workspace the `workspace` parameter names (as every route that acts
 * in one: docs/decisions/0081), else the personal one. Asked in this order so an API key hears 403 first.
 */
async function manager(request: Request): Promise<Actor> {
  authorize(await actorOf(request), 'keys.manage')
  return authorize(await actingOf(request), 'keys.manage')
}

export function keysRoutes(deps: keys.KeyDeps) {
  return new Elysia({ name: 'keys' })
    .get('/keys', async ({ request }) => keys.listKeys(deps, await manager(request)), {
      detail: operation({
        summary:
          "The workspace's API keys (never the keys themselves): an owner or admin sees every key, anyone else their own; needs a session, not an API key",
        tags: ['keys'],
        inWorkspace: true,
        ok: [200, 'The keys', '[ApiKey]'],
        errors: [401, 403, 404, 503],
      }),
    })
    .post(
      '/keys',
      async ({ request, body, set }) => {
        const created = await keys.createKey(deps, await manager(request), body)
        set.status = 201
        return created
      },
      {
        body: checked(createApiKeyBody),
        detail: operation({
          summary:
            "Create an API key in the workspace, with its scopes (none above what the caller's role there allows: 403 insufficient_role naming the scope): the answer is the only time the full key is shown; needs a session",
          tags: ['keys'],
          inWorkspace: true,
          ok: [201, 'The new key, with `key` in full', 'CreatedApiKey'],
          errors: [400, 401, 403, 404, 413, 503],
        }),
      },
    )
    .delete(
      '/keys/:id',
      async ({ request, params }) => {
        await keys.revokeKey(deps, await manager(request), params.id)
        return { deleted: true }
      },
      {
        params: checked(keyIdParams),
        detail: operation({
          summary: 'Revoke an API key the caller made, or (an owner or admin) any key of the workspace, with a session: it is refused from then on',
          tags: ['keys'],
          inWorkspace: true,
          ok: [200, 'Revoked', 'Deleted'],
          errors: [401, 403, 404, 503],
        }),
      },
    )
}
