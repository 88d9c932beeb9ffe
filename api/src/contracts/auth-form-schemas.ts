// zod schemas of the sign-in, register and password forms (product-spec §5), built from the plain rules of
// auth-form-rules.ts, which the sign-in pages use without zod (decision 0050). The API's bodies
// (auth-schemas.ts) reuse these fields.
import { z } from 'zod'
import { confirmPasswordRule, currentPasswordRule, emailRule, passwordRule, signInPasswordRule, usernameRule, type FieldRule } from './auth-form-rules'
import { safeText } from './safe-text'

export * from './auth-form-rules'

const byRule = (rule: FieldRule) => (value: string, ctx: z.RefinementCtx) => {
  const message = rule(value)
  if (message) ctx.addIssue({ code: 'custom', message })
}
const passwordsMatch = (v: { password: string; confirmPassword: string }, ctx: z.RefinementCtx) => {
  const message = confirmPasswordRule(v.password, v.confirmPassword)
  if (message) ctx.addIssue({ code: 'custom', message, path: ['confirmPassword'] })
}

export const emailField = safeText(z.string().trim().superRefine(byRule(emailRule)))
/** One e-mail address, trimmed and lower-cased: the profile's new address. */
export const requireEmailSchema = emailField.toLowerCase()
const password = safeText(z.string().superRefine(byRule(passwordRule)))
/** The sign-up form's username rule, also for changing it later (PATCH /api/users/me). */
export const usernameField = safeText(z.string().trim().superRefine(byRule(usernameRule)))

export const loginFormSchema = z.object({ email: emailField, password: safeText(z.string().superRefine(byRule(signInPasswordRule))), rememberMe: z.boolean() })
export const registerFormSchema = z
  .object({ username: usernameField, email: emailField, password, confirmPassword: safeText(z.string()) })
  .superRefine(passwordsMatch)
/** The settings page's password form: the current password (the server checks it) and a new one, twice. */
export const changePasswordFormSchema = z
  .object({ currentPassword: safeText(z.string().superRefine(byRule(currentPasswordRule))), password, confirmPassword: safeText(z.string()) })
  .superRefine(passwordsMatch)
/** The reset-password screen: a new password with the register form's rules (spec §5). */
export const newPasswordFormSchema = z.object({ password, confirmPassword: safeText(z.string()) }).superRefine(passwordsMatch)
