// The custom domains feature's door (api/src/domains): the Domains section a workspace's settings show (the
// account's settings for the personal workspace, a team's settings page), and the link dialog's Domain field.
export { DomainsSection } from './DomainsSection'
export { LinkDomainField } from './LinkDomainField'
export { DomainStatusBadge } from './DomainStatusBadge'
