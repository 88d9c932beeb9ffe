// The account's language (docs/decisions/0088): a code the site speaks, or null for none chosen. Imported by
// path, like languages.ts, never through the contracts barrel, whose chunk the dashboard loads.
import { z } from 'zod'
import { isLanguage, LANGUAGES, type Language } from './languages'
import { safeText } from './safe-text'

export const badLanguageMessage = `Language must be one of ${LANGUAGES.join(', ')}, or null for none chosen`

/**
 * A code of the list, exactly as the list spells it ('pt-BR'). A string refined rather than z.enum: the API
 * document then says `type: [string, null]` with the codes and null as its enum, which the docs plugin keeps
 * (an enum's nullable `anyOf` lost its null on the way into the document).
 */
const languageCode = safeText(z.string({ error: badLanguageMessage }).refine(isLanguage, badLanguageMessage), badLanguageMessage)

/** PUT /api/users/me/language body. */
export const accountLanguageBody = z.object(
  { language: languageCode.nullable().meta({ enum: [...LANGUAGES, null], description: 'A language code, or null for none chosen' }) },
  { error: badLanguageMessage },
)
export type AccountLanguageBody = z.infer<typeof accountLanguageBody>

/** GET and PUT /api/users/me/language answer: the account's language, null until one is chosen. */
export interface AccountLanguageDto {
  language: Language | null
}
