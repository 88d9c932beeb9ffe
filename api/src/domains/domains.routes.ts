// HTTP shape of custom domains (docs/decisions/0083): a workspace's under /api/workspaces/{slug}/domains,
// the admin's under /api/admin/domains, and Caddy's on-demand TLS question, GET /api/domains/allowed.
import { Elysia } from 'elysia'
import { z } from 'zod'
import type { InstanceResource } from '../access'
import { addDomainBody, adminDomainBody, domainErrorCodes, domainMessages, normalizedHost, updateDomainBody } from '../contracts/domain-schemas'
import { AppError } from '../http/app-error'
import { safeText } from '../contracts/safe-text'
import { linkIdOf } from '../http/link-id'
import { actorOf } from '../http/request-context'
import { checked } from '../http/valid-body'
import { operation, workspaceForbidden } from '../system/openapi-parts'
import * as service from './domains.service'

const slugParam = safeText(z.string()).meta({ description: "The workspace's slug" })
const idParam = safeText(z.string()).meta({ type: 'integer', minimum: 1, description: 'The domain id' })
const slugParams = z.object({ slug: slugParam })
const domainParams = z.object({ slug: slugParam, id: idParam })
const adminParams = z.object({ id: idParam })
const allowedQuery = z.object({ domain: safeText(z.string()).optional().meta({ description: 'The host a certificate is asked for' }) })
const tags = ['domains']

export function domainsRoutes(deps: service.DomainDeps & { instance: InstanceResource }) {
  const { instance } = deps
  return new Elysia({ name: 'domains' })
    .get(
      '/domains/allowed',
      async ({ query }) => {
        const host = normalizedHost(query.domain ?? '')
        if (host === null || !(await service.isAllowedHost(deps, host))) throw new AppError(404, domainErrorCodes.domainNotFound, domainMessages.domainNotFound)
        return { allowed: true }
      },
      {
        query: checked(allowedQuery),
        detail: operation({
          summary:
            "For a reverse proxy's on-demand TLS (Caddy's `ask`): 200 when the domain is served here (verified, not disabled), 404 otherwise; no token needed",
          tags,
          auth: false,
          ok: [200, 'A certificate may be obtained for the domain', 'DomainAllowed'],
          errors: [404],
        }),
      },
    )
    .get('/workspaces/:slug/domains', async ({ request, params }) => service.listDomains(deps, await actorOf(request), params.slug), {
      params: checked(slugParams),
      detail: operation({
        summary: "The workspace's custom domains and the instance-wide ones: any member",
        tags,
        forbidden: workspaceForbidden,
        ok: [200, 'The domains, by host', '[Domain]'],
        errors: [401, 403, 404, 503],
      }),
    })
    .post(
      '/workspaces/:slug/domains',
      async ({ request, params, body, set }) => {
        const made = await service.addDomain(deps, await actorOf(request), params.slug, body)
        set.status = 201
        return made
      },
      {
        params: checked(slugParams),
        body: checked(addDomainBody),
        detail: operation({
          summary: 'Add a custom domain: an owner or admin; it serves links once its DNS records are verified',
          tags,
          forbidden: workspaceForbidden,
          ok: [201, 'The domain with the DNS records to create', 'Domain'],
          errors: [400, 401, 403, 404, 409, 413, 503],
        }),
      },
    )
    .get('/workspaces/:slug/domains/:id', async ({ request, params }) => service.getDomain(deps, await actorOf(request), params.slug, linkIdOf(params.id)), {
      params: checked(domainParams),
      detail: operation({
        summary: 'One domain of the workspace (or an instance-wide one): any member',
        tags,
        forbidden: workspaceForbidden,
        ok: [200, 'The domain', 'Domain'],
        errors: [401, 403, 404, 503],
      }),
    })
    .post(
      '/workspaces/:slug/domains/:id/verify',
      async ({ request, params }) => service.verifyDomain(deps, await actorOf(request), params.slug, linkIdOf(params.id)),
      {
        params: checked(domainParams),
        detail: operation({
          summary: "Check the domain's DNS records now: an owner or admin; `checkResult` says what was found",
          tags,
          forbidden: workspaceForbidden,
          ok: [200, 'The domain after the check', 'Domain'],
          errors: [401, 403, 404, 503],
        }),
      },
    )
    .patch(
      '/workspaces/:slug/domains/:id',
      async ({ request, params, body }) => service.updateDomainRedirects(deps, await actorOf(request), params.slug, linkIdOf(params.id), body),
      {
        params: checked(domainParams),
        body: checked(updateDomainBody),
        detail: operation({
          summary: "Set where the domain's root and its unknown codes send a visitor (null: Snip's own page): an owner or admin",
          tags,
          forbidden: workspaceForbidden,
          ok: [200, 'The domain as changed', 'Domain'],
          errors: [400, 401, 403, 404, 413, 503],
        }),
      },
    )
    .delete(
      '/workspaces/:slug/domains/:id',
      async ({ request, params }) => {
        await service.removeDomain(deps, await actorOf(request), params.slug, linkIdOf(params.id))
        return { deleted: true }
      },
      {
        params: checked(domainParams),
        detail: operation({
          summary: 'Remove a custom domain and every link on it: an owner or admin',
          tags,
          forbidden: workspaceForbidden,
          ok: [200, 'Removed', 'Deleted'],
          errors: [401, 403, 404, 503],
        }),
      },
    )
    .get('/admin/domains', async ({ request }) => service.listAllDomains(deps, await actorOf(request), instance), {
      detail: operation({
        summary: 'Every custom domain on the instance: an admin',
        tags: ['admin'],
        ok: [200, 'The domains, by host', '[Domain]'],
        errors: [401, 403, 503],
      }),
    })
    .post(
      '/admin/domains',
      async ({ request, body, set }) => {
        const made = await service.addInstanceDomain(deps, await actorOf(request), instance, body)
        set.status = 201
        return made
      },
      {
        body: checked(addDomainBody),
        detail: operation({
          summary: 'Add an instance-wide domain, served at once without a DNS check (the operator controls its DNS): an admin',
          tags: ['admin'],
          ok: [201, 'The domain', 'Domain'],
          errors: [400, 401, 403, 409, 413, 503],
        }),
      },
    )
    .patch(
      '/admin/domains/:id',
      async ({ request, params, body }) => service.setDomainDisabled(deps, await actorOf(request), instance, linkIdOf(params.id), body),
      {
        params: checked(adminParams),
        body: checked(adminDomainBody),
        detail: operation({
          summary: 'Disable a domain (its links answer "Link disabled") or enable it again: an admin',
          tags: ['admin'],
          ok: [200, 'The domain as changed', 'Domain'],
          errors: [400, 401, 403, 404, 413, 503],
        }),
      },
    )
    .delete(
      '/admin/domains/:id',
      async ({ request, params }) => {
        await service.removeInstanceDomain(deps, await actorOf(request), instance, linkIdOf(params.id))
        return { deleted: true }
      },
      {
        params: checked(adminParams),
        detail: operation({
          summary: 'Remove a domain and every link on it: an admin',
          tags: ['admin'],
          ok: [200, 'Removed', 'Deleted'],
          errors: [401, 403, 404, 503],
        }),
      },
    )
}
