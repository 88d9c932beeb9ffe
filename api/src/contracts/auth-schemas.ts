// zod schemas for the sign-in and register forms (product-spec §5).
import { z } from 'zod'
import { limits } from './constants'
import { messages } from './messages'
import { hasControlCharacter } from './text-rules'

/** Single-line text: no control characters. */
const singleLine = (schema: z.ZodString) => schema.refine((v) => !hasControlCharacter(v), messages.api.controlCharacters)

const email = z.string().trim().email(messages.auth.invalidEmail)
/** One e-mail address, trimmed and lower-cased: the profile's new address. */
export const requireEmailSchema = email.toLowerCase()
const password = z.string().min(limits.passwordMin, messages.auth.passwordTooShort)
/** The sign-up form's username rule, also for changing it later (PATCH /api/users/me). */
const username = singleLine(
  z.string().trim().min(limits.usernameMin, messages.auth.usernameTooShort).max(limits.usernameMax, messages.auth.usernameTooLong),
)

export const loginFormSchema = z.object({
  email,
  password,
  rememberMe: z.boolean(),
})
export type LoginForm = z.infer<typeof loginFormSchema>

export const registerFormSchema = z
  .object({
    username,
    email,
    password,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: messages.auth.passwordsDontMatch,
    path: ['confirmPassword'],
  })
export type RegisterForm = z.infer<typeof registerFormSchema>

/** POST /api/users body (spec §7). The user id always comes from the access token, never from here. */
export const createUserRecordBody = z.object({
  email: z.string().trim().email(messages.auth.invalidEmail).optional(),
  username: singleLine(z.string().trim().max(100)).optional(),
  password: z.string().max(200).optional(),
  userId: z.string().max(100).optional(),
})
export type CreateUserRecordBody = z.infer<typeof createUserRecordBody>

/** PATCH /api/users/me body and the settings page's profile form: a new username, by the sign-up rule. */
export const updateUserRecordBody = z.object({ username })
export type UpdateUserRecordBody = z.infer<typeof updateUserRecordBody>

/** The settings page's password form: the current password (the server checks it) and a new one, twice. */
export const changePasswordFormSchema = z
  .object({ currentPassword: z.string().min(1, messages.auth.currentPasswordRequired), password, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: messages.auth.passwordsDontMatch,
    path: ['confirmPassword'],
  })

/** The reset-password screen: a new password with the register form's rules (spec §5). */
export const newPasswordFormSchema = z
  .object({ password, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: messages.auth.passwordsDontMatch,
    path: ['confirmPassword'],
  })
