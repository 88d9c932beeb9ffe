// A link, described once. The API's answer (`linkSchema`) gives the DTO's type (dto.ts) and the OpenAPI
// `Link` schema (system/openapi-parts.ts); the owner's own text fields (`ownerTextFields`) give the request
// bodies' fields (link-organisation-schemas.ts) and, in links/, what the mapper copies, the inserts write
// and an update changes. A new plain field is a line in `ownerTextFields` and a column (db/schema.*.ts and
// a migration): nothing else lists a link's fields one by one.
import { z } from 'zod'
import { limits } from './constants'
import { organisationLimits as org } from './organisation-limits'
import { organisationMessages as m } from './organisation-messages'
import { safeText, textJudgedElsewhere } from './safe-text'
import { hasControlCharacter } from './text-rules'
import { forwardQueryModes, ruleConditionTypes, smartLinkLimits } from './link-rule-values'

export const titleSchema = safeText(
  z
    .string({ error: m.titleInvalid })
    .trim()
    .max(org.titleMax, m.titleTooLong)
    .refine((v) => !hasControlCharacter(v), m.titleControl),
)

export const noteSchema = safeText(z.string({ error: m.noteInvalid }).trim().max(org.noteMax, m.noteTooLong))

interface OwnerTextField {
  /** The field as a request gives it (before blank becomes null). */
  input: z.ZodType<string, string>
  /** Its longest length, for the answer's schema. */
  max: number
  /** What the OpenAPI document says of it. */
  description: string
}

/**
 * The owner's own text fields: stored as given (trimmed), blank or null clears them, absent keeps them, and
 * only the owner's answers carry them. The keys are the row's and the DTO's names alike.
 */
export const ownerTextFields = {
  title: { input: titleSchema, max: org.titleMax, description: "The owner's name for the link; blank or null clears it" },
  note: {
    input: noteSchema,
    max: org.noteMax,
    description: 'Private to the owner: only in answers to the owner (never GET /api/urls/by-code); blank or null clears it',
  },
} satisfies Record<string, OwnerTextField>

export type OwnerTextKey = keyof typeof ownerTextFields
export const ownerTextKeys = Object.keys(ownerTextFields) as OwnerTextKey[]

/** Map each owner text field through `f`, keeping the keys' types. */
export function eachOwnerTextField<T>(f: (field: OwnerTextField, key: OwnerTextKey) => T): Record<OwnerTextKey, T> {
  return Object.fromEntries(ownerTextKeys.map((k) => [k, f(ownerTextFields[k], k)])) as Record<OwnerTextKey, T>
}

/**
 * A string of an answer, `s` fully built (a later call would make a copy the registry does not know): the server
 * writes it and no request is parsed with it, so the text rule for requests does not apply.
 */
const answerText = (s: z.ZodString = z.string()) => s.register(textJudgedElsewhere, { by: 'the server, which writes the answer' })

const ownerTextAnswers = eachOwnerTextField((f) => answerText(z.string().max(f.max)).nullable().meta({ description: f.description }))

const tagPattern = '^[\\p{L}\\p{N}][\\p{L}\\p{N} _.-]*$'
const uri = (description?: string) => ({ format: 'uri', ...(description ? { description } : {}) })

/** A stored redirect rule as answers give it: what the request's rule became (contracts/link-rules.ts). */
const ruleAnswer = z.object({
  conditions: z
    .array(
      z.object({
        type: z.enum(ruleConditionTypes),
        value: answerText().optional().meta({ description: 'The value to meet (a query condition without one needs only the key)' }),
        key: answerText().optional().meta({ description: "A query condition's parameter name" }),
      }),
    )
    .min(1)
    .max(smartLinkLimits.conditionsPerRule),
  target: answerText(z.string().meta(uri())),
})
const variantAnswer = z.object({ target: answerText(z.string().meta(uri())), weight: z.number().int().min(1).max(100) })

/** A link as GET/POST/PUT /api/urls answer it. */
export const linkSchema = z
  .object({
    id: z.number().int().min(1),
    originalUrl: answerText(z.string().meta(uri())),
    shortCode: answerText(z.string().regex(/^[A-Za-z0-9_-]+$/)),
    domain: answerText()
      .nullable()
      .meta({ description: "The custom domain the link is served on (its short address is https://{domain}/{shortCode}); null: the instance's own" }),
    isActive: z.boolean(),
    clicks: z.number().int().min(0),
    createdAt: answerText(z.string().meta({ format: 'date-time' })),
    /** ISO instant after which the link answers 410 (or its fallback); null: never. */
    expiresAt: answerText()
      .nullable()
      .meta({ format: 'date-time', description: 'After this instant the short address answers 410 (or redirects to fallbackUrl); null: never' }),
    /** Follows allowed, counted exactly; null: no cap. */
    maxClicks: z
      .number()
      .int()
      .min(limits.maxClicksMin)
      .max(limits.maxClicksMax)
      .nullable()
      .meta({ description: 'Follows allowed, counted exactly (also across instances); null: no limit' }),
    /** Where an expired or exhausted link redirects instead; null: the Link expired page. */
    fallbackUrl: answerText().nullable().meta(uri('Where an expired or exhausted link redirects instead of the Link expired page')),
    /** Whether following asks for a password (the password and its hash are never returned). */
    hasPassword: z.boolean().meta({ description: 'Whether following asks for a password (never returned itself, nor its hash)' }),
    /** Whether the link has reached its expiry or click cap (the dashboard's Expired status). */
    expired: z.boolean().meta({ description: "Whether the link has reached its expiry or click limit (the dashboard's Expired)" }),
    /** The account that made the link: a member without the right to edit every link edits only these. */
    createdBy: answerText().nullable().meta({
      description:
        'The id of the account that made the link (in a team, a member edits only their own unless the workspace lets members edit all); null for a link made without an account',
    }),
    ...ownerTextAnswers,
    /** The link's tags, normalised (lower case), in name order. */
    tags: z
      .array(answerText(z.string().min(1).max(org.tagMax).meta({ pattern: tagPattern })))
      .max(org.tagsPerLink)
      .meta({
        description:
          'Stored in lower case with spaces collapsed, so names are unique per user regardless of case; on PUT an absent list is kept, [] or null clears it',
      }),
    /** The redirect rules in order, the A/B split and the query forwarding (docs/decisions/0085). */
    rules: z
      .array(ruleAnswer)
      .max(smartLinkLimits.rulesPerLink)
      .meta({ description: 'Ordered redirect rules: the first whose conditions all hold sends the visitor to its target; [] when none' }),
    split: z
      .array(variantAnswer)
      .max(smartLinkLimits.splitVariants)
      .meta({ description: 'The A/B split answering the visits no rule matched, weights adding up to 100; [] when none' }),
    forwardQuery: z
      .enum(forwardQueryModes)
      .nullable()
      .meta({ description: "Whether the visitor's query string is added to the target, and whose values win; null: the instance's FORWARD_QUERY" }),
    /** Only in GET /api/urls pages: an admin took the link down, so it answers 410 Link disabled (decisions 43, 49). */
    takenDown: z.boolean().optional().meta({
      description: 'Only in the pages of GET /api/urls (limit/cursor): an admin took the link down, so it answers 410 Link disabled whatever isActive says',
    }),
  })
  .meta({
    example: {
      id: 42,
      originalUrl: 'https://example.com/page',
      shortCode: 'my-link',
      isActive: true,
      clicks: 3,
      createdAt: '2026-11-24T12:00:00.000Z',
      expiresAt: null,
      maxClicks: 100,
      fallbackUrl: null,
      hasPassword: false,
      expired: false,
      createdBy: '0b6f3c1e-8d2a-4f5e-9c7b-1a2b3c4d5e6f',
      title: 'Spring sale',
      note: null,
      tags: ['campaign', 'spring'],
      rules: [{ conditions: [{ type: 'os', value: 'ios' }], target: 'https://apps.apple.com/app/id1' }],
      split: [],
      forwardQuery: null,
    },
  })

/** The `Link` schema of the OpenAPI document. Open to more properties: CreatedLink adds claimToken to it. */
export function linkJsonSchema(): Record<string, unknown> {
  const { $schema: _, additionalProperties: __, ...schema } = z.toJSONSchema(linkSchema, { io: 'output' }) as Record<string, unknown>
  return schema
}
