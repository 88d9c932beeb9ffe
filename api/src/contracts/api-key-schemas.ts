// zod schemas for API keys: the create body the API checks and the settings form, one set of rules.
import { z } from 'zod'
import { limits } from './constants'
import { messages } from './messages'
import { hasControlCharacter } from './text-rules'
import { safeText } from './safe-text'
import { apiKeyScopes, scopeMessages } from './api-key-scopes'

export * from './api-key-scopes'

const m = messages.apiKeys

/** A key's scopes as listed: known values, at least one, each once, in the order of apiKeyScopes. */
export const apiKeyScopeList = z
  .array(safeText(z.enum(apiKeyScopes, { error: scopeMessages.scopeUnknown }), scopeMessages.scopeUnknown), { error: scopeMessages.scopesRequired })
  .min(1, scopeMessages.scopesRequired)
  .transform((chosen) => apiKeyScopes.filter((s) => chosen.includes(s)))

/** A key's name: 1 to 100 characters on one line. */
export const apiKeyName = safeText(
  z
    .string({ error: m.nameRequired })
    .trim()
    .min(1, m.nameRequired)
    .max(limits.apiKeyNameMax, m.nameTooLong)
    .refine((v) => !hasControlCharacter(v), messages.api.controlCharacters),
)

/**
 * POST /api/keys body: a name, the scopes and, optionally, when the key stops working (ISO 8601 with an offset).
 * Without scopes a key gets every scope the creator's role grants: a script written before scopes keeps working.
 */
export const createApiKeyBody = z.object(
  {
    name: apiKeyName,
    scopes: apiKeyScopeList.optional(),
    expiresAt: safeText(z.iso.datetime({ offset: true, error: m.expiryInvalid }), m.expiryInvalid)
      .refine((v) => Date.parse(v) > Date.now(), m.expiryInPast)
      .nullable()
      .optional(),
  },
  { error: messages.api.bodyNotObject },
)
export type CreateApiKeyBody = z.infer<typeof createApiKeyBody>

/** The end of a calendar day (YYYY-MM-DD) in the browser's time zone: a key chosen to expire on a day works through it. */
export function endOfLocalDay(day: string): Date {
  const [y, mo, d] = day.split('-').map(Number) as [number, number, number]
  return new Date(y, mo - 1, d, 23, 59, 59, 999)
}

/** The settings page's create form: a name, the scopes ticked and an optional expiry day. */
export const apiKeyFormSchema = z.object({
  name: apiKeyName,
  scopes: apiKeyScopeList,
  expiresOn: safeText(z.string(), m.expiryInvalid)
    .refine((v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(endOfLocalDay(v).getTime())), m.expiryInvalid)
    .refine((v) => v === '' || endOfLocalDay(v).getTime() > Date.now(), m.expiryInPast),
})
export type ApiKeyForm = z.infer<typeof apiKeyFormSchema>
