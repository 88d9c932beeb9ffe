// The OpenAPI shapes and query parameters of the server-side list and bulk actions (docs/decisions/0048),
// merged into system/openapi-parts.ts's components and used by the routes.
import { sortOptions } from '../../contracts'
import { bulkActions, listingLimits as l, listingStatuses } from '../../contracts/link-listing-schemas'

const link = { $ref: '#/components/schemas/Link' }
const filter = {
  q: { type: 'string', maxLength: l.queryMax, description: 'Case-insensitive substring of the short code, target, title or note (% and _ match themselves)' },
  status: { type: 'string', enum: [...listingStatuses] },
  tag: { type: 'string', maxLength: 32, description: 'Only links with this tag' },
}

export const listingSchemas = {
  LinkPage: {
    type: 'object',
    required: ['items', 'nextCursor', 'total'],
    properties: {
      items: { type: 'array', items: link },
      nextCursor: { type: ['string', 'null'], description: 'Pass as `cursor` for the next page (same sort); null on the last page' },
      total: { type: 'integer', minimum: 0, description: 'Links matching the filter' },
    },
  },
  LinkListAnswer: {
    description: 'Without `limit` and `cursor`: every link as an array (the original answer). With either: one page { items, nextCursor, total }',
    oneOf: [{ type: 'array', items: link }, { $ref: '#/components/schemas/LinkPage' }],
  },
  BulkActionResult: {
    type: 'object',
    required: ['action', 'changed'],
    properties: {
      action: { type: 'string', enum: [...bulkActions] },
      changed: { type: 'integer', minimum: 0, description: 'Links changed (activate skips links already active, deactivate those already inactive)' },
    },
  },
}

/** The query parameters of GET /api/urls. */
export const listingParameters = [
  ...Object.entries(filter).map(([name, schema]) => ({ name, in: 'query', required: false, schema })),
  { name: 'sort', in: 'query', required: false, schema: { type: 'string', enum: [...sortOptions], default: 'newest' } },
  { name: 'cursor', in: 'query', required: false, schema: { type: 'string' }, description: 'nextCursor of the previous page' },
  {
    name: 'limit',
    in: 'query',
    required: false,
    schema: { type: 'integer', minimum: 1, maximum: l.pageMax, default: 50 },
    description: 'Page size; with limit or cursor the answer is a LinkPage',
  },
]
