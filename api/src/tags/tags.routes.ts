// HTTP shape of /api/tags (docs/decisions/0046): one service call per route, then the status code.
import { Elysia } from 'elysia'
import { z } from 'zod'
import { safeText } from '../contracts/safe-text'
import { renameTagBody } from '../contracts/link-organisation-schemas'
import type { Database } from '../db/database'
import { authorize } from '../access'
import { actingOf } from '../http/request-context'
import { linkIdOf } from '../http/link-id'
import { operation } from '../system/openapi-parts'
import { deleteTag, listTags, renameTag } from './tags.service'
import { checked } from '../http/valid-body'

const tagIdParams = z.object({ id: safeText(z.string()).meta({ type: 'integer', minimum: 1, description: 'The tag id' }) })

export function tagsRoutes(deps: { db: Database }) {
  return new Elysia({ name: 'tags' })
    .get('/tags', async ({ request }) => listTags(deps.db, authorize(await actingOf(request), 'tags.read')), {
      detail: operation({
        inWorkspace: true,
        summary: "The caller's tags in name order, with how many links carry each",
        tags: ['tags'],
        ok: [200, 'The tags', '[Tag]'],
        errors: [401, 503],
      }),
    })
    .patch(
      '/tags/:id',
      async ({ request, params, body }) => renameTag(deps.db, authorize(await actingOf(request), 'tags.manage'), linkIdOf(params.id), body.name),
      {
        params: checked(tagIdParams),
        body: checked(renameTagBody),
        detail: operation({
          inWorkspace: true,
          summary: 'Rename a tag on every link (a name the caller already has merges the two into that tag)',
          tags: ['tags'],
          idParam: true,
          ok: [200, 'The tag as renamed (or merged into)', 'Tag'],
          errors: [400, 401, 404, 413, 503],
        }),
      },
    )
    .delete(
      '/tags/:id',
      async ({ request, params }) => {
        await deleteTag(deps.db, authorize(await actingOf(request), 'tags.manage'), linkIdOf(params.id))
        return { deleted: true }
      },
      {
        params: checked(tagIdParams),
        detail: operation({
          inWorkspace: true,
          summary: 'Delete a tag: it is removed from every link',
          tags: ['tags'],
          idParam: true,
          ok: [200, 'Deleted', 'Deleted'],
          errors: [401, 404, 503],
        }),
      },
    )
}
