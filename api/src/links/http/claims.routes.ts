// POST /api/urls/claim: a signed-in user takes over the links this browser made anonymously (docs/decisions/0047).
import { Elysia } from 'elysia'
import { claimBody } from '../../contracts/claim-schemas'
import { AppError } from '../../http/app-error'
import type { LimiterFactory } from '../../http/rate-limit'
import { actingOf } from '../../http/request-context'
import type { Links } from '../index'
import { authorize } from '../../access'
import { operation } from '../../system/openapi-parts'
import { checked } from '../../http/valid-body'

/** Claim requests one account may make a minute (each carries up to CLAIM_BATCH_MAX links). */
export const CLAIMS_PER_MINUTE = 10
const MINUTE_MS = 60_000

export function claimsRoutes(deps: { links: Links; limiters: LimiterFactory }) {
  const limiter = deps.limiters('link-claims', CLAIMS_PER_MINUTE, MINUTE_MS)
  return new Elysia({ name: 'claims' }).post(
    '/urls/claim',
    async ({ request, body }) => {
      const actor = authorize(await actingOf(request), 'links.write')
      if (!(await limiter.hit(`user:${actor.userId}`))) throw AppError.rateLimited(MINUTE_MS)
      return { results: await deps.links.claim(actor, body.links) }
    },
    {
      body: checked(claimBody),
      detail: operation({
        inWorkspace: true,
        summary:
          'Claim links made anonymously in this browser: each item names a link (id or shortCode) and the claimToken POST /api/urls returned once; each is answered on its own (`claimed: true` with the link, or `claimed: false` with `claim_refused`)',
        tags: ['links'],
        ok: [200, 'One result per item, in order', 'ClaimResults'],
        errors: [400, 401, 429, 503],
      }),
    },
  )
}
