// zod schemas for a link's lifecycle (docs/decisions/0040): expiry, click cap, fallback URL and
// password, shared by POST and PUT /api/urls and the dashboard's "More options". Each field is optional;
// null clears it. The fallback's URL rules (scheme, length, not Snip itself) run in the service, as the target's do.
// Imported by its path, not through the contracts' index, and never by the site: every page that imports
// '@contracts' would carry zod's number schema for them (the dialog's own form: link-options-form.ts).
import { z } from 'zod'
import { limits } from './constants'
import { createLinkBody, updateLinkBody } from './link-schemas'
import { lifecycleMessages as m } from './lifecycle-messages'
import { organisationFields } from './link-organisation-schemas'
import { smartLinkFields } from './link-rules'
import { safeText } from './safe-text'

/** When the link stops working: an ISO 8601 instant with an offset, in the future when set. */
export const expiresAtSchema = safeText(z.iso.datetime({ offset: true, error: m.expiryInvalid }), m.expiryInvalid).refine(
  (v) => Date.parse(v) > Date.now(),
  m.expiryInPast,
)

/** How many follows the link allows, counted exactly. */
export const maxClicksSchema = z
  .number({ error: m.maxClicksInvalid })
  .int(m.maxClicksInvalid)
  .min(limits.maxClicksMin, m.maxClicksRange)
  .max(limits.maxClicksMax, m.maxClicksRange)

/** The link's password as typed: never trimmed (spaces count), stored only as an argon2id hash. */
export const linkPasswordSchema = safeText(
  z.string({ error: m.passwordInvalid }).min(limits.linkPasswordMin, m.passwordTooShort).max(limits.linkPasswordMax, m.passwordTooLong),
)

/** The lifecycle fields of a create or update body. */
const lifecycleFields = {
  expiresAt: expiresAtSchema.nullable().optional(),
  maxClicks: maxClicksSchema.nullable().optional(),
  /** Blank clears it, as null does (links.service.ts). */
  fallbackUrl: safeText(z.string({ error: m.fallbackInvalid }).trim(), m.fallbackInvalid)
    .nullable()
    .optional(),
  password: linkPasswordSchema.nullable().optional(),
}

/** POST /api/urls body: the spec's fields, the lifecycle's and the title, note and tags (docs/decisions/0046). */
/** The custom domain a new link is made on, by host (docs/decisions/0083); absent or null: the instance's own. */
const domainField = {
  domain: safeText(z.string({ error: 'domain must be a domain name or null' }).trim().max(253, 'domain must be a domain name or null'))
    .nullable()
    .optional()
    .meta({ description: "One of the workspace's verified domains (or an instance-wide one) to make the link on; absent or null: the instance's own" }),
}

/** The redirect rules, split and forwarding (docs/decisions/0085): absent keeps them, [] clears a list, null forwarding is the instance's. */
const smartFields = {
  rules: smartLinkFields.rules.meta({ description: 'Ordered redirect rules: the first whose conditions all hold sends the visitor to its target' }),
  split: smartLinkFields.split.meta({ description: 'A weighted A/B split (2–10 variants, weights adding up to 100) for visits no rule matched' }),
  forwardQuery: smartLinkFields.forwardQuery.meta({
    description: "Whether the visitor's query string is added to the target, and whose values win on a conflict; null: the instance's FORWARD_QUERY",
  }),
}

export const createLinkRequest = createLinkBody.extend(lifecycleFields).extend(organisationFields).extend(domainField).extend(smartFields)
export type CreateLinkRequest = z.infer<typeof createLinkRequest>

/** PUT /api/urls/{id} body: an absent lifecycle field is kept, null clears it. */
export const updateLinkRequest = updateLinkBody.extend(lifecycleFields).extend(organisationFields).extend(smartFields)
export type UpdateLinkRequest = z.infer<typeof updateLinkRequest>
