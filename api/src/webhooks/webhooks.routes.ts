// HTTP shape of a workspace's webhook endpoints (docs/decisions/0086), under /api/workspaces/{slug}/webhooks:
// owners and admins only, for reading too (an endpoint's address may carry the receiver's token).
import { Elysia } from 'elysia'
import { z } from 'zod'
import type { Caller } from '../access'
import { createWebhookBody, updateWebhookBody, webhookDeliveriesQuery } from '../contracts/webhook-schemas'
import { safeText } from '../contracts/safe-text'
import { actorOf } from '../http/request-context'
import type { LimiterFactory } from '../http/rate-limit'
import { checked } from '../http/valid-body'
import { operation, workspaceForbidden } from '../system/openapi-parts'
import { testEventLimits, TESTS_PER_ENDPOINT_PER_MINUTE, TESTS_PER_WORKSPACE_PER_HOUR } from './test-event-limits'
import * as service from './webhooks.service'

const slugParam = safeText(z.string()).meta({ description: "The workspace's slug" })
const idParam = safeText(z.string()).meta({ description: 'The endpoint id (`whe_…`)' })
const slugParams = z.object({ slug: slugParam })
const endpointParams = z.object({ slug: slugParam, id: idParam })
const tags = ['webhooks']
const who = ': an owner or admin'

/** Who asks: the service hands them to the one policy through the workspaces door (workspace.manage). */
const callerOf = (request: Request): Promise<Caller> => actorOf(request)

export function webhooksRoutes(deps: service.WebhookDeps, limiters: LimiterFactory) {
  const testLimits = testEventLimits(limiters)
  return new Elysia({ name: 'webhooks' })
    .get('/workspaces/:slug/webhooks', async ({ request, params }) => service.listWebhooks(deps, await callerOf(request), params.slug), {
      params: checked(slugParams),
      detail: operation({
        summary: `The workspace's webhook endpoints (each secret only as its first characters), the limit and the event types${who}`,
        tags,
        forbidden: workspaceForbidden,
        ok: [200, 'The endpoints, oldest first', 'WebhookList'],
        errors: [401, 403, 404, 503],
      }),
    })
    .post(
      '/workspaces/:slug/webhooks',
      async ({ request, params, body, set }) => {
        const made = await service.createWebhook(deps, await callerOf(request), params.slug, body)
        set.status = 201
        return made
      },
      {
        params: checked(slugParams),
        body: checked(createWebhookBody),
        detail: operation({
          summary: `Add an endpoint: its secret (\`whsec_…\`, to verify the Standard Webhooks signature) is in this answer only${who}`,
          tags,
          forbidden: workspaceForbidden,
          ok: [201, 'The endpoint and its secret', 'CreatedWebhook'],
          errors: [400, 401, 403, 404, 409, 413, 422, 503],
          errorNotes: {
            409: 'The workspace has WEBHOOKS_PER_WORKSPACE endpoints already (`webhook_limit_reached`)',
            422: 'The address is loopback, private, link-local (the cloud metadata address) or otherwise not public, and WEBHOOKS_ALLOW_PRIVATE is off (`webhook_url_refused`; the message names the kind of range, never the address)',
          },
        }),
      },
    )
    .patch(
      '/workspaces/:slug/webhooks/:id',
      async ({ request, params, body }) => service.updateWebhook(deps, await callerOf(request), params.slug, params.id, body),
      {
        params: checked(endpointParams),
        body: checked(updateWebhookBody),
        detail: operation({
          summary: `Change an endpoint's address or events, pause it (enabled: false) or enable it again (which also forgets its failures)${who}`,
          tags,
          forbidden: workspaceForbidden,
          ok: [200, 'The endpoint as changed', 'WebhookChanged'],
          errors: [400, 401, 403, 404, 413, 422, 503],
          errorNotes: {
            404: 'No such endpoint in this workspace (`webhook_not_found`; another workspace’s answers the same), or no such workspace',
            422: 'The new address is not public and WEBHOOKS_ALLOW_PRIVATE is off (`webhook_url_refused`)',
          },
        }),
      },
    )
    .delete(
      '/workspaces/:slug/webhooks/:id',
      async ({ request, params, set }) => {
        await service.deleteWebhook(deps, await callerOf(request), params.slug, params.id)
        set.status = 204
      },
      {
        params: checked(endpointParams),
        detail: operation({
          summary: `Remove an endpoint and its delivery log${who}`,
          tags,
          forbidden: workspaceForbidden,
          ok: [204, 'Removed'],
          errors: [401, 403, 404, 503],
        }),
      },
    )
    .post(
      '/workspaces/:slug/webhooks/:id/test',
      async ({ request, params }) => service.testWebhook(deps, await callerOf(request), params.slug, params.id, testLimits),
      {
        params: checked(endpointParams),
        detail: operation({
          summary: `Send one signed \`webhook.test\` event to the endpoint now (not queued, not retried; a paused endpoint too) and answer how it went; it is in the delivery log. At most ${TESTS_PER_ENDPOINT_PER_MINUTE} a minute per endpoint and ${TESTS_PER_WORKSPACE_PER_HOUR} an hour per workspace${who}`,
          tags,
          forbidden: workspaceForbidden,
          ok: [200, 'The outcome of the one attempt', 'WebhookTestResult'],
          errors: [401, 403, 404, 429, 503],
          errorNotes: {
            429: `More than ${TESTS_PER_ENDPOINT_PER_MINUTE} test events to this endpoint in a minute (Retry-After: 60) or ${TESTS_PER_WORKSPACE_PER_HOUR} in the workspace in an hour (Retry-After: 3600); \`rate_limited\``,
          },
        }),
      },
    )
    .get(
      '/workspaces/:slug/webhooks/:id/deliveries',
      async ({ request, params, query }) => service.listWebhookDeliveries(deps, await callerOf(request), params.slug, params.id, query.before),
      {
        params: checked(endpointParams),
        query: checked(webhookDeliveriesQuery),
        detail: operation({
          summary: `The endpoint's deliveries, newest first, 50 a page (never a receiver's answer; bodies are dropped after 30 days)${who}`,
          tags,
          forbidden: workspaceForbidden,
          ok: [200, 'A page of the delivery log', 'WebhookDeliveries'],
          errors: [400, 401, 403, 404, 503],
        }),
      },
    )
}
