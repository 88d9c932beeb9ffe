// The API's bodies for the product user record (spec §7), from the forms' field rules (auth-form-schemas.ts).
import { z } from 'zod'
import { emailField, usernameField } from './auth-form-schemas'
import { hasControlCharacter } from './text-rules'
import { messages } from './messages'
import { safeText } from './safe-text'

export * from './auth-form-schemas'

/** Single-line text: no control characters. */
const singleLine = (schema: z.ZodString) => safeText(schema.refine((v) => !hasControlCharacter(v), messages.api.controlCharacters))

/** POST /api/users body (spec §7). The user id always comes from the access token, never from here. */
export const createUserRecordBody = z.object({
  email: emailField.optional(),
  username: singleLine(z.string().trim().max(100)).optional(),
  password: safeText(z.string().max(200)).optional(),
  userId: safeText(z.string().max(100)).optional(),
})
export type CreateUserRecordBody = z.infer<typeof createUserRecordBody>

/** PATCH /api/users/me body and the settings page's profile form: a new username, by the sign-up rule. */
export const updateUserRecordBody = z.object({ username: usernameField })
export type UpdateUserRecordBody = z.infer<typeof updateUserRecordBody>
