// HTTP shape of /api/keys: one service call per route, then the status code.
import { Elysia } from 'elysia'
import { z } from 'zod'
import { safeText } from '../contracts/safe-text'
import { createApiKeyBody } from '../contracts'
import { authorize } from '../access'
import { actorOf } from '../http/request-context'
import { operation } from '../system/openapi-parts'
import * as keys from './keys.service'
import { checked } from '../http/valid-body'

/** The {id} path parameter: any text (an id that names none of the caller's keys answers 404). */
const keyIdParams = z.object({ id: safeText(z.string()).meta({ format: 'uuid', description: 'The API key id' }) })

export function keysRoutes(deps: keys.KeyDeps) {
  return new Elysia({ name: 'keys' })
    .get('/keys', async ({ request }) => keys.listKeys(deps, authorize(await actorOf(request), 'keys.manage')), {
      detail: operation({
        summary: "The caller's API keys (never the keys themselves); needs a session, not an API key",
        tags: ['keys'],
        ok: [200, 'The keys', '[ApiKey]'],
        errors: [401, 403, 503],
      }),
    })
    .post(
      '/keys',
      async ({ request, body, set }) => {
        const created = await keys.createKey(deps, authorize(await actorOf(request), 'keys.manage'), body)
        set.status = 201
        return created
      },
      {
        body: checked(createApiKeyBody),
        detail: operation({
          summary: 'Create an API key: the answer is the only time the full key is shown; needs a session',
          tags: ['keys'],
          ok: [201, 'The new key, with `key` in full', 'CreatedApiKey'],
          errors: [400, 401, 403, 413, 503],
        }),
      },
    )
    .delete(
      '/keys/:id',
      async ({ request, params }) => {
        await keys.revokeKey(deps, authorize(await actorOf(request), 'keys.manage'), params.id)
        return { deleted: true }
      },
      {
        params: checked(keyIdParams),
        detail: operation({
          summary: 'Revoke an API key (owner only, with a session): it is refused from then on',
          tags: ['keys'],
          ok: [200, 'Revoked', 'Deleted'],
          errors: [401, 403, 404, 503],
        }),
      },
    )
}
