// Your data: the export's formats and the account deletion's body, shared by the API and the
// settings page.
import { z } from 'zod'
import { messages } from './messages'
import { safeText } from './safe-text'

export const exportFormats = ['json', 'csv'] as const
export type ExportFormat = (typeof exportFormats)[number]

/** The word a person types to confirm that the account goes (exactly, in capitals). */
export const DELETE_ACCOUNT_CONFIRMATION = 'DELETE'

/** DELETE /api/users/me body: the typed confirmation, the current password and, with two-factor on, a code. */
export const deleteAccountBody = z.object(
  {
    confirmation: z
      .literal(DELETE_ACCOUNT_CONFIRMATION, { error: messages.account.confirmationRequired })
      .meta({ description: 'Typed by the person: exactly DELETE' }),
    password: safeText(z.string({ error: messages.account.passwordRequired }).min(1, messages.account.passwordRequired)).meta({
      description: 'The current password',
    }),
    code: safeText(z.string().trim(), messages.account.secondFactorInvalid)
      .optional()
      .meta({ description: 'The 6-digit authenticator code, when two-factor authentication is on' }),
  },
  { error: messages.api.bodyNotObject },
)
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>
