// Custom domains' part of the OpenAPI document: the answers' schemas (docs/decisions/0083).
import { domainLimits } from '../contracts/domain-schemas'

const date = { type: ['string', 'null'], format: 'date-time' }
const redirect = (what: string) => ({
  type: ['string', 'null'],
  maxLength: domainLimits.redirectMax,
  description: `Where ${what} sends a visitor; null: Snip's own page`,
})

export const domainSchemas = {
  Domain: {
    type: 'object',
    description: 'A custom domain links can be made on (docs/decisions/0083)',
    required: ['id', 'host', 'workspace', 'status', 'verifiedAt', 'checkedAt', 'checkResult', 'records', 'rootRedirect', 'notFoundRedirect', 'createdAt'],
    properties: {
      id: { type: 'integer', minimum: 1 },
      host: { type: 'string', maxLength: domainLimits.hostMax, description: 'Lower case; an internationalised name in its punycode form' },
      workspace: { type: ['string', 'null'], description: "The slug of the workspace that holds it; null: an instance-wide domain (an admin's)" },
      status: {
        type: 'string',
        enum: ['pending', 'verified', 'disabled'],
        description: 'Only a verified domain serves links; a disabled one answers "Link disabled"',
      },
      verifiedAt: date,
      checkedAt: date,
      checkResult: {
        type: ['string', 'null'],
        description:
          'What the last DNS check found: found, missing, wrong (another token), elsewhere (pointing at another server), unreachable, or cname/address trouble',
      },
      records: {
        type: 'array',
        description:
          "The DNS records to create: a TXT record proving ownership, and a CNAME to this instance (or A/AAAA records to its addresses); none for an admin's",
        items: {
          type: 'object',
          required: ['type', 'name', 'value'],
          properties: { type: { type: 'string', enum: ['TXT', 'CNAME', 'A', 'AAAA'] }, name: { type: 'string' }, value: { type: 'string' } },
        },
      },
      rootRedirect: redirect("the domain's root (/)"),
      notFoundRedirect: redirect('an unknown code on the domain'),
      createdAt: { type: 'string', format: 'date-time' },
    },
  },
  DomainAllowed: { type: 'object', required: ['allowed'], properties: { allowed: { type: 'boolean' } } },
}
