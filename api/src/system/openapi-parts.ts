// The parts of the OpenAPI document the route schemas cannot say by themselves: the bearer scheme and
// which operations need it, the `{code, message}` error shape with every code, the response bodies of
// every status, numeric ids, and the redirect and sign-in a script writer needs.
import { z } from 'zod'
import { apiKeyScopes, errorCodes, importFormats, limits } from '../contracts'
import { linkJsonSchema } from '../contracts/link'
import { LANGUAGES } from '../contracts/languages'
import { qrStyleErrorCodes } from '../contracts/qr-style-messages'
import { moderationErrorCodes } from '../contracts/moderation-messages'
import { tagErrorCodes } from '../contracts/organisation-messages'
import { workspaceErrorCodes, workspaceLimits, workspaceRoles } from '../contracts/workspace-schemas'
import { domainErrorCodes } from '../contracts/domain-schemas'
import { webhookErrorCodes } from '../contracts/webhook-schemas'
import { organisationLimits as org } from '../contracts/organisation-limits'

const json = (schema: object, example?: unknown) => ({ 'application/json': { schema, ...(example === undefined ? {} : { example }) } })
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })

const errorText: Record<number, string> = {
  400: 'The request is invalid: the message says what to change',
  401: 'No valid access token or API key (Authorization: Bearer …); `invalid_api_key` for a revoked or expired key',
  403: "An API key cannot do this: use a signed-in session's access token",
  404: 'No such link, or not yours (ids of other users answer the same)',
  409: 'A request with this Idempotency-Key is still being processed',
  410: 'The link has reached its expiry or click limit (`link_expired`) and has no fallback URL',
  413: `The body is larger than ${limits.bodyMaxBytes} bytes`,
  422: 'This Idempotency-Key was already used for a different request',
  429: 'Too many requests from this address: try again after Retry-After seconds',
  501: 'The HTTP method is not implemented',
  503: 'The database is not available right now: try again after Retry-After seconds',
}

/** The refusals of an operation acting in a workspace (docs/decisions/0081). */
const inWorkspaceText: Record<number, string> = {
  403: "The caller's role in the workspace does not allow this (`insufficient_role`); an API key without the scope it needs (`insufficient_scope`: the message names the scope); a session's operation asked with an API key (`api_key_not_allowed`)",
  404: 'No such link or workspace, or not in the workspace acted in (ids of other workspaces answer the same)',
}

/** A 403 of /api/workspaces/{slug}/…: a role too low, or an API key without workspace:admin (or not allowed this at all). */
export const workspaceForbidden =
  "The caller's role does not allow this (`insufficient_role`); an API key without the workspace:admin scope (`insufficient_scope`), or asking what only a session may: delete, transfer or leave a workspace, create or list workspaces (`api_key_not_allowed`)"

/** Every `code` an error answer of /api can carry: the shared ones and those of the rooms with codes of their own. */
export const documentedErrorCodes = [
  ...new Set([
    ...Object.values(errorCodes),
    ...Object.values(qrStyleErrorCodes),
    ...Object.values(moderationErrorCodes),
    ...Object.values(tagErrorCodes),
    ...Object.values(workspaceErrorCodes),
    ...Object.values(domainErrorCodes),
    ...Object.values(webhookErrorCodes),
  ]),
]

export const openapiComponents = {
  securitySchemes: {
    bearerAuth: {
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
      description:
        'An access token from the embedded auth service: POST /auth/v1/token?grant_type=password with the header `apikey: <anon key from GET /api/config>` and the body {"email","password"} answers {"access_token", …}. Or an API key (`snip_…`, created in the account settings or with POST /api/keys): it acts in its one workspace with its scopes (links:read, links:write, analytics:read, workspace:admin), within its creator\'s current role there, until revoked or expired; an operation outside its scopes answers 403 insufficient_scope naming the scope. It is never accepted by /auth/v1.',
    },
  },
  schemas: {
    Error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', enum: documentedErrorCodes, description: 'Stable: clients branch on it' },
        message: { type: 'string', description: 'For people; may change' },
      },
      example: { code: errorCodes.linkNotFound, message: 'Link not found' },
    },
    Link: linkJsonSchema(),
    CreatedLink: {
      allOf: [
        ref('Link'),
        {
          type: 'object',
          properties: {
            claimToken: {
              type: 'string',
              description:
                'Anonymous creations only, in this answer only (not in a replay with the same Idempotency-Key): proof that this caller made the link, for POST /api/urls/claim after signing up. Stored only as a hash; keep it like a password.',
            },
          },
        },
      ],
    },
    ClaimResults: {
      type: 'object',
      required: ['results'],
      properties: {
        results: {
          type: 'array',
          items: {
            type: 'object',
            required: ['claimed'],
            properties: {
              id: { type: 'integer', minimum: 1 },
              shortCode: { type: 'string' },
              claimed: { type: 'boolean' },
              link: { ...ref('Link'), description: "When claimed: the link, now the caller's" },
              code: {
                type: 'string',
                enum: ['claim_refused'],
                description: 'When not claimed: the same for a missing link, a wrong token and a link already owned',
              },
              message: { type: 'string' },
            },
          },
        },
      },
      example: {
        results: [
          {
            id: 42,
            claimed: true,
            link: {
              id: 42,
              originalUrl: 'https://example.com/page',
              shortCode: 'aB3dE9x',
              isActive: true,
              clicks: 0,
              createdAt: '2026-11-24T12:00:00.000Z',
              expiresAt: null,
              maxClicks: null,
              fallbackUrl: null,
              hasPassword: false,
              expired: false,
            },
          },
          { shortCode: 'zz9Yy8x', claimed: false, code: 'claim_refused', message: 'This link cannot be claimed with this token' },
        ],
      },
    },
    Stats: {
      type: 'object',
      required: ['totalUrls', 'totalClicks', 'averageCTR', 'clicksLast7Days', 'clicksPrevious7Days'],
      properties: {
        totalUrls: { type: 'integer' },
        totalClicks: { type: 'integer' },
        averageCTR: { type: 'number', description: 'Clicks per link' },
        clicksLast7Days: { type: 'integer', description: 'The last 7 UTC days, today included' },
        clicksPrevious7Days: { type: 'integer', description: 'The 7 days before those' },
      },
    },
    UserRecord: {
      type: 'object',
      required: ['userId', 'email', 'username'],
      properties: { userId: { type: 'string' }, email: { type: 'string', format: 'email' }, username: { type: 'string' } },
    },
    TimeZone: {
      type: 'object',
      required: ['timeZone', 'chosen'],
      properties: {
        timeZone: { type: 'string', description: 'IANA time zone name the hourly analytics are read in, e.g. Europe/Paris', examples: ['UTC'] },
        chosen: { type: 'boolean', description: 'false: none chosen yet, UTC' },
      },
    },
    AccountLanguage: {
      type: 'object',
      required: ['language'],
      properties: {
        language: {
          type: ['string', 'null'],
          enum: [...LANGUAGES, null],
          description: "The account's language for the mails Snip sends it; null: none chosen (the request's language is used)",
        },
      },
    },
    AccountSession: {
      type: 'object',
      required: ['id', 'createdOn', 'lastActiveOn', 'current'],
      properties: {
        id: { type: 'string' },
        createdOn: { type: 'string', format: 'date' },
        lastActiveOn: { type: 'string', format: 'date' },
        current: { type: 'boolean' },
      },
    },
    PublicConfig: {
      type: 'object',
      required: ['publicUrl', 'supabaseUrl', 'supabaseAnonKey', 'repositoryUrl', 'emailEnabled'],
      properties: {
        publicUrl: { type: 'string', format: 'uri' },
        supabaseUrl: { type: 'string', format: 'uri' },
        supabaseAnonKey: { type: 'string' },
        repositoryUrl: { type: 'string', format: 'uri' },
        emailEnabled: { type: 'boolean' },
      },
    },
    AccountExport: {
      type: 'object',
      description: 'GET /api/users/me/export?format=json (docs/decisions/0034-data-export.md)',
      required: ['exportedAt', 'profile', 'links'],
      properties: {
        exportedAt: { type: 'string', format: 'date-time' },
        profile: {
          type: 'object',
          required: ['userId', 'username', 'email', 'createdAt', 'language', 'timeZone'],
          properties: {
            userId: { type: 'string' },
            username: { type: ['string', 'null'] },
            email: { type: 'string', format: 'email' },
            createdAt: { type: 'string', format: 'date-time' },
            language: { type: ['string', 'null'], description: 'The account language (null: none chosen)' },
            timeZone: { type: ['string', 'null'], description: 'The IANA time zone analytics are read in (null: none chosen, UTC)' },
          },
        },
        links: {
          type: 'array',
          description: 'Newest first, as GET /api/urls lists them; clicks exactly as it shows them',
          items: {
            allOf: [
              ref('Link'),
              {
                type: 'object',
                required: ['clicksByDay', 'clickDetailsByDay'],
                properties: {
                  clickDetailsByDay: {
                    type: 'array',
                    description:
                      'The per-day analytics rows (UTC days; dimension country, device, browser, os, referrer, or rule for a link with redirect rules — key rule:N, variant:N or default; never an address, agent or path), kept CLICK_DETAIL_RETENTION_DAYS',
                    items: {
                      type: 'object',
                      required: ['day', 'dimension', 'key', 'clicks'],
                      properties: {
                        day: { type: 'string', format: 'date' },
                        dimension: { type: 'string' },
                        key: { type: 'string' },
                        clicks: { type: 'integer', minimum: 0 },
                      },
                    },
                  },
                  clicksByDay: {
                    type: 'array',
                    description:
                      'The per-day counters (UTC days, oldest first) GET /api/stats sums; written once a second, so the last second of clicks may be in `clicks` only',
                    items: {
                      type: 'object',
                      required: ['day', 'clicks'],
                      properties: { day: { type: 'string', format: 'date' }, clicks: { type: 'integer', minimum: 0 } },
                    },
                  },
                },
              },
            ],
          },
        },
      },
    },
    ApiKey: {
      type: 'object',
      required: ['id', 'name', 'prefix', 'createdAt', 'expiresAt', 'lastUsedDay', 'scopes', 'workspace', 'createdBy'],
      properties: {
        id: { type: 'string', format: 'uuid' },
        name: { type: 'string', minLength: 1, maxLength: limits.apiKeyNameMax },
        prefix: { type: 'string', description: "The key's first characters, to tell keys apart" },
        createdAt: { type: 'string', format: 'date-time' },
        expiresAt: { type: ['string', 'null'], format: 'date-time', description: 'null: never expires' },
        lastUsedDay: { type: ['string', 'null'], format: 'date', description: 'UTC day of the last use (day granularity, for privacy); null: never used' },
        scopes: {
          type: 'array',
          minItems: 1,
          items: { type: 'string', enum: [...apiKeyScopes] },
          description:
            "What the key may do in its workspace, always within its creator's current role there: links:read (links, tags, QR codes, export), links:write (create, edit, delete, tags, import), analytics:read (stats and a link's analytics), workspace:admin (members and settings). A key made before scopes lists all four",
        },
        workspace: { type: 'string', description: 'The slug of the workspace the key acts in' },
        createdBy: { type: ['string', 'null'], description: 'The address of the person who made the key' },
      },
    },
    CreatedApiKey: {
      allOf: [
        { $ref: '#/components/schemas/ApiKey' },
        {
          type: 'object',
          required: ['key'],
          properties: { key: { type: 'string', pattern: '^snip_', description: 'The full key: shown only in this answer, stored only as a hash' } },
        },
      ],
    },
    ImportReport: {
      type: 'object',
      description: 'What POST /api/urls/import/preview would do, or POST /api/urls/import did (docs/decisions/0041)',
      required: ['format', 'rows', 'created', 'alreadyImported', 'taken', 'invalid'],
      properties: {
        format: { type: 'string', enum: [...importFormats] },
        rows: { type: 'integer', description: 'Rows read from the file' },
        created: { type: 'integer', description: 'Links to be created (preview) or created (import)' },
        alreadyImported: {
          type: 'integer',
          description: 'Rows an earlier import already made (same code and target, or a code-less row whose target an import made): never created twice',
        },
        taken: {
          type: 'array',
          items: { type: 'object', required: ['row', 'code'], properties: { row: { type: 'integer' }, code: { type: 'string' } } },
          description: 'Rows whose code is used by anyone, reserved, or held',
        },
        invalid: {
          type: 'array',
          items: { type: 'object', required: ['row', 'message'], properties: { row: { type: 'integer' }, message: { type: 'string' } } },
          description: 'Rows that break a rule: CSV line (or JSON/SQL record position) and the rule’s message',
        },
        notes: {
          type: 'array',
          items: { type: 'object', required: ['row', 'message'], properties: { row: { type: 'integer' }, message: { type: 'string' } } },
          description: 'Only when there are some: what was left out of rows whose links are made (a Shlink redirect rule Snip has no condition for)',
        },
      },
    },
    Tag: {
      type: 'object',
      required: ['id', 'name', 'links'],
      properties: {
        id: { type: 'integer', minimum: 1 },
        name: { type: 'string', maxLength: org.tagMax },
        links: { type: 'integer', minimum: 0, description: "How many of the caller's links carry it" },
      },
    },
    BulkResult: {
      type: 'object',
      description: `POST /api/urls/bulk: up to ${org.bulkMaxUrls} URLs, a result per line in order (docs/decisions/0046)`,
      required: ['created', 'failed', 'results'],
      properties: {
        created: { type: 'integer' },
        failed: { type: 'integer' },
        results: {
          type: 'array',
          items: {
            type: 'object',
            required: ['line', 'url'],
            properties: {
              line: { type: 'integer', minimum: 1 },
              url: { type: 'string' },
              link: ref('Link'),
              code: { type: 'string', description: 'Why the line was refused (as a single create would be)' },
              message: { type: 'string' },
            },
          },
        },
      },
    },
    Workspace: {
      type: 'object',
      description: 'A workspace the caller is a member of, with their role (docs/decisions/0081)',
      required: ['slug', 'name', 'personal', 'role', 'membersEditAll', 'createdAt'],
      properties: {
        slug: { type: 'string', description: 'Its address: `?workspace=` takes it; `personal-<n>` for a personal workspace' },
        name: { type: 'string', maxLength: workspaceLimits.nameMax },
        personal: { type: 'boolean', description: "The caller's personal workspace: never deleted, left or shared" },
        role: { type: 'string', enum: [...workspaceRoles] },
        membersEditAll: { type: 'boolean', description: 'Members may edit and delete every link, not only their own' },
        createdAt: { type: 'string', format: 'date-time' },
      },
    },
    WorkspaceMember: {
      type: 'object',
      required: ['userId', 'email', 'role', 'joinedAt'],
      properties: {
        userId: { type: 'string' },
        email: { type: ['string', 'null'], description: "The account's address, null when this instance does not hold it" },
        role: { type: 'string', enum: [...workspaceRoles] },
        joinedAt: { type: 'string', format: 'date-time' },
      },
    },
    Invitation: {
      type: 'object',
      description: 'A pending workspace invitation as owners and admins see it (never its token)',
      required: ['id', 'email', 'role', 'invitedBy', 'createdAt', 'expiresAt'],
      properties: {
        id: { type: 'string' },
        email: { type: 'string', description: 'The invited address, lower-cased' },
        role: { type: 'string', enum: [...workspaceRoles] },
        invitedBy: { type: ['string', 'null'], description: "The inviter's address, null when this instance does not hold it" },
        createdAt: { type: 'string', format: 'date-time' },
        expiresAt: { type: 'string', format: 'date-time', description: '7 days after it was made' },
      },
    },
    InvitationCreated: {
      type: 'object',
      required: ['invitation', 'mailed'],
      properties: {
        invitation: ref('Invitation'),
        mailed: { type: 'boolean', description: 'The mail server took the invitation mail (SMTP_URL is set)' },
        link: {
          type: 'string',
          format: 'uri',
          description: '`{PUBLIC_URL}/app/invite#<token>`, only when not mailed (no SMTP, or the mail server refused): hand it over yourself',
        },
      },
    },
    InvitationPreview: {
      type: 'object',
      required: ['workspace', 'role', 'email', 'invitedBy', 'expiresAt'],
      properties: {
        workspace: { type: 'object', required: ['name', 'slug'], properties: { name: { type: 'string' }, slug: { type: 'string' } } },
        role: { type: 'string', enum: [...workspaceRoles] },
        email: { type: 'string', description: 'The invited address: only an account with it may accept' },
        invitedBy: { type: ['string', 'null'] },
        expiresAt: { type: 'string', format: 'date-time' },
      },
    },
    RulePreviewAnswer: {
      type: 'object',
      required: ['target', 'matched', 'location'],
      properties: {
        target: { type: 'string', format: 'uri', description: 'The target that answered' },
        matched: {
          type: ['string', 'null'],
          pattern: '^(rule|variant):[0-9]+$',
          description: "`rule:N` or `variant:N` (1-based) for what answered; null: the link's own target. A split's preview is one real draw",
        },
        location: { type: 'string', format: 'uri', description: "The target with the visitor's query forwarded as the link says" },
      },
    },
    ResolvedLink: { type: 'object', required: ['originalUrl'], properties: { originalUrl: { type: 'string', format: 'uri' } } },
    Deleted: { type: 'object', required: ['deleted'], properties: { deleted: { type: 'boolean', const: true } } },
    Health: {
      type: 'object',
      required: ['status'],
      properties: {
        status: { type: 'string', enum: ['ok', 'unavailable'] },
        version: { type: 'string', description: "This build's semantic version (package.json), when the database answers" },
      },
    },
    Ready: {
      type: 'object',
      required: ['status'],
      properties: {
        status: { type: 'string', enum: ['ready', 'migrating', 'unavailable'] },
        migrations: { type: 'object', properties: { applied: { type: 'integer' }, shipped: { type: 'integer' } } },
      },
    },
  },
}

export interface OperationDoc {
  summary: string
  tags: string[]
  /** Needs a Bearer token (the default: every operation on someone's links); 'optional' when it only adds. */
  auth?: boolean | 'optional'
  /** The success status, what it means and its body schema (a component name, 'binary', or none). */
  ok: [status: number, description: string, body?: string]
  /** The error statuses this operation can answer. */
  errors: number[]
  /** A numeric {id} path parameter. */
  idParam?: boolean
  /** Acts in a workspace: the `workspace` query parameter picks a session's (docs/decisions/0081); 403 and 404 say why. */
  inWorkspace?: boolean
  /** What a 403 means here, when not what errorText says. */
  forbidden?: string
  parameters?: object[]
  /** A second success status with the same body (e.g. 200 when a create finds the thing already there). */
  alsoOk?: [status: number, description: string]
  /** The request body (for routes that validate theirs in the handler, so Elysia cannot describe it). */
  requestBody?: Record<string, unknown>
  /** What an error status means for this operation, where the general sentence would mislead. */
  errorNotes?: Partial<Record<number, string>>
}

/** Which workspace a request acts in: an API key's own always; a session's, by slug, else the personal one. */
const workspaceParameter = {
  name: 'workspace',
  in: 'query',
  required: false,
  schema: { type: 'string' },
  description:
    "The slug of the workspace a session acts in (default: the person's personal workspace); 404 workspace_not_found for one they are not in. An API key acts in its own workspace only.",
}

/** The `detail` of a route: summary, tags, security and a response for every status. */
export function operation(o: OperationDoc): Record<string, unknown> {
  const [status, description, body] = o.ok
  const content =
    body === undefined
      ? undefined
      : body === 'binary'
        ? {
            'image/svg+xml': { schema: { type: 'string' } },
            'image/png': { schema: { type: 'string', format: 'binary' } },
            'application/json': { schema: { type: 'object', properties: { dataUrl: { type: 'string' } } } },
          }
        : json(body.startsWith('[') ? { type: 'array', items: ref(body.slice(1, -1)) } : ref(body))
  const responses: Record<string, unknown> = { [status]: { description, ...(content ? { content } : {}) } }
  if (o.alsoOk) responses[o.alsoOk[0]] = { description: o.alsoOk[1], ...(content ? { content } : {}) }
  // acting in a workspace can always meet a role too low or a key's missing scope (403) and a workspace not the caller's (404)
  const errors = o.inWorkspace ? [...new Set([...o.errors, 403, 404])].sort((a, b) => a - b) : o.errors
  for (const s of errors)
    responses[s] = {
      description: o.errorNotes?.[s] ?? ((s === 403 && o.forbidden) || (o.inWorkspace && inWorkspaceText[s]) || errorText[s] || 'Error'),
      content: json(ref('Error')),
    }
  responses[500] = { description: 'Something went wrong on the server (never with details)', content: json(ref('Error')) }
  const parameters = [
    ...(o.idParam ? [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 }, description: 'The link id' }] : []),
    ...(o.inWorkspace ? [workspaceParameter] : []),
    ...(o.parameters ?? []),
  ]
  return {
    summary: o.summary,
    tags: o.tags,
    security: o.auth === false ? [] : o.auth === 'optional' ? [{}, { bearerAuth: [] }] : [{ bearerAuth: [] }],
    responses,
    ...(parameters.length ? { parameters } : {}),
    ...(o.requestBody ? { requestBody: o.requestBody } : {}),
  }
}

/** The redirect, which is not under /api but is what short links are for. */
export const redirectPath = {
  '/{code}': {
    get: {
      summary: 'Follow a short link',
      description:
        'Answers the configured redirect (302 by default) to the target; counts one click (not for bots or link previews, HEAD requests or prefetches, which analytics counts apart; no address, agent or referrer path is stored). Unknown or inactive codes get the Link Not Found page with 404. A link past its expiresAt or maxClicks redirects to its fallbackUrl, or answers the Link expired page with 410; a link taken down by moderation answers the Link disabled page with 410. A password-protected link answers its password page (200), whose form posts to POST /{code}.',
      tags: ['redirect'],
      security: [],
      parameters: [{ name: 'code', in: 'path', required: true, schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } }],
      responses: {
        302: {
          description:
            'Redirect to the target (Location header; it ends with an empty fragment, #, unless the target has one of its own, so a fragment the short link was opened with never reaches the target)',
          headers: { Location: { schema: { type: 'string', format: 'uri' } } },
        },
        404: { description: 'Link Not Found page (HTML)', content: { 'text/html': { schema: { type: 'string' } } } },
        410: { description: 'Link expired page (HTML): past its expiry or click limit, no fallback', content: { 'text/html': { schema: { type: 'string' } } } },
        429: { description: 'Too many unknown codes from this address', content: { 'text/plain': { schema: { type: 'string' } } } },
      },
    },
    post: {
      summary: "Open a password-protected link (the password page's form)",
      description: `A urlencoded form with one field, password. The right password redirects to the target (counting one click; a click limit holds); a wrong one answers the password page again with 403. At most ${limits.linkPasswordAttempts} attempts a minute per client address (an IPv6 client by its network), and ${limits.linkPasswordAttemptsPerLink} a minute per link from all addresses, then 429. No cookie is set.`,
      tags: ['redirect'],
      security: [],
      parameters: [{ name: 'code', in: 'path', required: true, schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } }],
      requestBody: {
        required: true,
        content: {
          'application/x-www-form-urlencoded': {
            schema: {
              type: 'object',
              required: ['password'],
              properties: { password: { type: 'string', minLength: limits.linkPasswordMin, maxLength: limits.linkPasswordMax } },
            },
          },
        },
      },
      responses: {
        302: { description: 'The right password: redirect to the target', headers: { Location: { schema: { type: 'string', format: 'uri' } } } },
        403: { description: 'Wrong password: the password page again, with its error (HTML)', content: { 'text/html': { schema: { type: 'string' } } } },
        404: { description: 'No password-protected link with this code: Link Not Found page (HTML)', content: { 'text/html': { schema: { type: 'string' } } } },
        410: { description: 'Link expired page (HTML)', content: { 'text/html': { schema: { type: 'string' } } } },
        429: { description: 'Too many attempts for this link or from this address', content: { 'text/plain': { schema: { type: 'string' } } } },
      },
    },
  },
}

/** A JSON request body described by the contract's zod schema, as clients send it (a transform's input side). */
export function jsonBody(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _, ...described } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>
  return { required: true, content: { 'application/json': { schema: described } } }
}
