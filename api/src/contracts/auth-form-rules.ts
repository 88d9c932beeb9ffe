// The sign-in, register and password forms' rules (product-spec §5) as plain functions: each field's rule
// answers the message of its first broken rule. The sign-in pages check their forms with these alone (no
// zod in those pages, decision 0050); the zod schemas of the same forms and the API's bodies are built from
// them (auth-form-schemas.ts), so every rule and message is written once.
import { limits } from './constants'
import { messages } from './messages'
import { hasControlCharacter } from './text-rules'

/** The message of the first rule the value breaks, or undefined. */
export type FieldRule = (value: string) => string | undefined

/**
 * The pattern `z.email()` checks with (zod's `regexes.email`, the same source: contracts.test.ts), written
 * here because importing it from zod brings every zod pattern into the sign-in pages.
 */
// biome-ignore lint/complexity/noUselessEscapeInRegex: zod's pattern character for character; a test compares the source
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/

/** Trimmed before it is checked and kept. */
export const emailRule: FieldRule = (v) => (EMAIL_PATTERN.test(v.trim()) ? undefined : messages.auth.invalidEmail)
/**
 * A new password's length (sign-up, change, reset), counted in characters as the auth service counts it. The
 * service also refuses common passwords; the list stays on the server, so the pages learn that from its answer.
 */
export const passwordRule: FieldRule = (v) => ([...v].length >= limits.passwordMin ? undefined : messages.auth.passwordTooShort)
/** Signing in takes any password an account could have chosen, older shorter ones too. */
export const signInPasswordRule: FieldRule = (v) => ([...v].length >= limits.signInPasswordMin ? undefined : messages.auth.signInPasswordTooShort)
export const currentPasswordRule: FieldRule = (v) => (v.length >= 1 ? undefined : messages.auth.currentPasswordRequired)
/** Trimmed before it is checked and kept; single-line text. */
export const usernameRule: FieldRule = (raw) => {
  const v = raw.trim()
  if (v.length < limits.usernameMin) return messages.auth.usernameTooShort
  if (v.length > limits.usernameMax) return messages.auth.usernameTooLong
  return hasControlCharacter(v) ? messages.api.controlCharacters : undefined
}
export const confirmPasswordRule = (password: string, confirm: string) => (password === confirm ? undefined : messages.auth.passwordsDontMatch)

export interface LoginForm {
  email: string
  password: string
  rememberMe: boolean
}
export interface RegisterForm {
  username: string
  email: string
  password: string
  confirmPassword: string
}
export interface ChangePasswordForm {
  currentPassword: string
  password: string
  confirmPassword: string
}

export type FormErrors<T> = Partial<Record<keyof T, string>>
/** A checked form: the values to send (trimmed where the rule says so), or each failing field's message. */
export type FormCheck<T> = { ok: true; data: T } | { ok: false; errors: FormErrors<T> }

function result<T>(data: T, errors: FormErrors<T>): FormCheck<T> {
  for (const key of Object.keys(errors) as Array<keyof T>) if (!errors[key]) delete errors[key]
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, data }
}

export function checkLoginForm(v: LoginForm): FormCheck<LoginForm> {
  return result({ ...v, email: v.email.trim() }, { email: emailRule(v.email), password: signInPasswordRule(v.password) })
}

export function checkRegisterForm(v: RegisterForm): FormCheck<RegisterForm> {
  return result(
    { ...v, username: v.username.trim(), email: v.email.trim() },
    {
      username: usernameRule(v.username),
      email: emailRule(v.email),
      password: passwordRule(v.password),
      confirmPassword: confirmPasswordRule(v.password, v.confirmPassword),
    },
  )
}

export function checkChangePasswordForm(v: ChangePasswordForm): FormCheck<ChangePasswordForm> {
  return result(v, {
    currentPassword: currentPasswordRule(v.currentPassword),
    password: passwordRule(v.password),
    confirmPassword: confirmPasswordRule(v.password, v.confirmPassword),
  })
}
