// The OpenAPI shapes of /api/admin and of the report form's answer: what moderation-dto.ts types, as JSON
// Schema, merged into the document's components by the composition.
import { ADMIN_PAGE_DEFAULT, ADMIN_PAGE_MAX, ADMIN_QUERY_MAX, MODERATION_ACTIONS, SIGNUP_MODES } from '../contracts/moderation-dto'

const date = { type: 'string', format: 'date-time' }
const object = (properties: Record<string, object>) => ({ type: 'object', required: Object.keys(properties), properties })

export const adminSchemas = {
  AdminMe: object({ admin: { type: 'boolean', description: 'Whether the caller is an admin of this instance (an API key never is)' } }),
  AdminLink: object({
    id: { type: 'integer' },
    shortCode: { type: 'string' },
    domain: { type: ['string', 'null'], description: "Its custom domain's host; null on the instance's own domain" },
    originalUrl: { type: 'string' },
    isActive: { type: 'boolean' },
    clicks: { type: 'integer', minimum: 0 },
    createdAt: date,
    ownerEmail: { type: ['string', 'null'], description: 'null for an anonymous link' },
    takedown: { oneOf: [{ type: 'null' }, object({ reason: { type: 'string' }, at: date })], description: 'Set when an admin took the link down' },
    blocked: { type: 'boolean', description: "Its target's domain (or a parent domain) is on the blocklist" },
  }),
  AdminLinkPage: object({
    items: { type: 'array', items: { $ref: '#/components/schemas/AdminLink' } },
    total: { type: 'integer', minimum: 0, description: 'Links matching q (not only this page)' },
    page: { type: 'integer', minimum: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: ADMIN_PAGE_MAX },
  }),
  AdminLinkListAnswer: {
    description: 'Without page and limit: the first 100 links found, as an array (the original answer). With either: one page { items, total, page, pageSize }',
    oneOf: [{ type: 'array', items: { $ref: '#/components/schemas/AdminLink' } }, { $ref: '#/components/schemas/AdminLinkPage' }],
  },
  AdminUser: object({
    id: { type: 'string' },
    email: { type: 'string' },
    createdAt: date,
    isAdmin: { type: 'boolean' },
    disabled: { type: 'boolean' },
    links: { type: 'integer', minimum: 0 },
  }),
  InstanceSettings: object({
    signupMode: { type: 'string', enum: [...SIGNUP_MODES] },
    anonymousShortening: { type: 'boolean' },
    blockedDomains: { type: 'array', items: { type: 'string' } },
  }),
  Invite: object({ url: { type: 'string', description: 'The sign-up address carrying the invite: shown once, only a hash is kept' } }),
  Report: object({
    id: { type: 'integer' },
    shortCode: { type: 'string' },
    reason: { type: 'string' },
    createdAt: date,
    link: {
      oneOf: [
        { type: 'null' },
        object({ id: { type: 'integer' }, originalUrl: { type: 'string' }, ownerEmail: { type: ['string', 'null'] }, takenDown: { type: 'boolean' } }),
      ],
      description: 'The reported link as it is now; null when no link has that code (any more)',
    },
  }),
  ModerationLogEntry: object({
    action: { type: 'string', description: `What was done: ${MODERATION_ACTIONS.join(', ')}` },
    subject: { type: 'string' },
    reason: { type: 'string' },
    createdAt: date,
  }),
  Reported: object({ reported: { type: 'boolean', const: true } }),
  DeletedFlag: object({ deleted: { type: 'boolean', const: true } }),
  Resolved: object({ resolved: { type: 'boolean', const: true } }),
}

/** The query parameters of GET /api/admin/links. */
export const adminLinkParameters = [
  { name: 'q', in: 'query', required: false, schema: { type: 'string', maxLength: ADMIN_QUERY_MAX }, description: 'Only those containing this text' },
  {
    name: 'page',
    in: 'query',
    required: false,
    schema: { type: 'integer', minimum: 1, default: 1 },
    description: 'Which page, from 1; with page or limit the answer is an AdminLinkPage',
  },
  {
    name: 'limit',
    in: 'query',
    required: false,
    schema: { type: 'integer', minimum: 1, maximum: ADMIN_PAGE_MAX, default: ADMIN_PAGE_DEFAULT },
    description: 'Links per page',
  },
]
