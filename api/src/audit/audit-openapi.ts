// The audit log's part of the OpenAPI document: the query's parameters and the answer's schemas.
import { auditActions, auditActorKinds, auditLimits, auditResourceTypes } from '../contracts/audit-schemas'

const q = (name: string, schema: object, description: string) => ({ name, in: 'query', required: false, schema, description })

export const auditParameters = [
  q('page', { type: 'integer', minimum: 1, default: 1 }, 'The page, from 1'),
  q('perPage', { type: 'integer', minimum: 1, maximum: auditLimits.perPageMax, default: auditLimits.perPageDefault }, 'Events per page'),
  q('action', { type: 'string', enum: [...auditActions] }, 'Only this action'),
  q(
    'actor',
    { type: 'string', maxLength: auditLimits.actorMax },
    'Only events by this account id or key id, or by this name (an e-mail or a key name, any case)',
  ),
  q('resource', { type: 'string' }, `Only events about this kind of resource (${auditResourceTypes.join(', ')}), or one resource: \`link:42\``),
  q('from', { type: 'string' }, 'From this date (YYYY-MM-DD, UTC) or ISO 8601 time'),
  q('to', { type: 'string' }, 'Up to this date (its whole day, UTC) or ISO 8601 time'),
]

export const auditSchemas = {
  AuditEvent: {
    type: 'object',
    description: 'Who did what to which resource, and when (docs/decisions/0081); never anything about a visitor, never a password',
    required: ['id', 'at', 'actor', 'action', 'resource', 'details'],
    properties: {
      id: { type: 'integer' },
      at: { type: 'string', format: 'date-time' },
      actor: {
        type: 'object',
        required: ['kind', 'id', 'name'],
        properties: {
          kind: {
            type: 'string',
            enum: [...auditActorKinds],
            description: 'member: a session; key: an API key; admin: an instance admin; system: Snip itself',
          },
          id: { type: ['string', 'null'], description: 'The account id or key id' },
          name: { type: 'string', description: "The member's e-mail or the key's name at the time" },
        },
      },
      action: { type: 'string', enum: [...auditActions] },
      resource: {
        type: 'object',
        required: ['type', 'id', 'label'],
        properties: {
          type: { type: 'string', enum: [...auditResourceTypes] },
          id: { type: ['string', 'null'] },
          label: { type: ['string', 'null'], description: "A short code, a tag's name, a member's e-mail, a key's name, as it was" },
        },
      },
      details: {
        type: 'object',
        description:
          'fields: the names of the fields changed; changes: their values before and after where they are safe to show (a password is named only); a bulk action: action, count, codes (at most 50) and more',
        properties: { fields: { type: 'array', items: { type: 'string' } }, changes: { type: 'object' } },
      },
    },
  },
  AuditPage: {
    type: 'object',
    required: ['items', 'total', 'page', 'perPage'],
    properties: {
      items: { type: 'array', items: { $ref: '#/components/schemas/AuditEvent' } },
      total: { type: 'integer', description: 'Events matching the filters' },
      page: { type: 'integer' },
      perPage: { type: 'integer' },
    },
  },
}
