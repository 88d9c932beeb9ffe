// The custom domains room's door (docs/decisions/0083): the directory the redirect asks which host is which
// domain, the routes, and what links ask (which domain a workspace may make a link on).
export { createDomainDirectory, type DomainDirectory, type ServedDomain } from './directory'
export { domainsRoutes } from './domains.routes'
export { domainSchemas } from './domains-openapi'
export type { DomainDeps } from './domains.service'
export { domainForLink } from './link-domains'
export { startDomainRechecks } from './domain-rechecks'
export { recheckPendingDomains } from './domains.service'
export { requestHost } from './request-host'
