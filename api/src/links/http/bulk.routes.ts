// HTTP shape of POST /api/urls/bulk (docs/decisions/0046): signed in only; a result per line.
import { Elysia } from 'elysia'
import { bulkCreateBody } from '../../contracts/link-organisation-schemas'
import { organisationLimits } from '../../contracts/organisation-limits'
import { authorize } from '../../access'
import { actingOf } from '../../http/request-context'
import { operation } from '../../system/openapi-parts'
import type { Links } from '../index'
import { checked } from '../../http/valid-body'

export function bulkRoutes(deps: { links: Links }) {
  return new Elysia({ name: 'bulk' }).post(
    '/urls/bulk',
    async ({ request, body, set }) => {
      const answer = await deps.links.createMany(authorize(await actingOf(request), 'links.write'), body.urls)
      set.status = 200
      return answer
    },
    {
      body: checked(bulkCreateBody),
      detail: operation({
        inWorkspace: true,
        summary: `Shorten up to ${organisationLimits.bulkMaxUrls} URLs at once (signed in): each line is checked as a single create is, good lines are created, bad lines are reported with their code and message`,
        tags: ['links'],
        ok: [200, 'A result per line, in order', 'BulkResult'],
        errors: [400, 401, 413, 503],
      }),
    },
  )
}
