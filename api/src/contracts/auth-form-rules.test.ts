// The sign-in forms' plain rules (decision 0050): the same messages as the zod schemas built from them, and
// zod's own e-mail pattern.
import { regexes } from 'zod/v4/core'
import { describe, expect, test } from 'vitest'
import { checkLoginForm, checkRegisterForm, EMAIL_PATTERN, loginFormSchema, registerFormSchema } from './auth-schemas'
import { homeUrlMessage, checkTargetUrl } from './url-rules'
import { messages } from './messages'

describe('auth form rules', () => {
  test("checks e-mail addresses with zod's own z.email() pattern", () => {
    expect(EMAIL_PATTERN.source).toBe(regexes.email.source)
    expect(EMAIL_PATTERN.flags).toBe(regexes.email.flags)
  })

  test('a login form: trimmed address, each field its first message', () => {
    expect(checkLoginForm({ email: ' a@b.co ', password: 'secret1', rememberMe: true })).toEqual({
      ok: true,
      data: { email: 'a@b.co', password: 'secret1', rememberMe: true },
    })
    expect(checkLoginForm({ email: 'nope', password: '123', rememberMe: false })).toEqual({
      ok: false,
      errors: { email: messages.auth.invalidEmail, password: messages.auth.signInPasswordTooShort },
    })
  })

  test('a register form says what the zod schema says, field by field', () => {
    const cases = [
      { username: 'an', email: 'x', password: '1', confirmPassword: '2' },
      { username: ' ann ', email: 'a@b.co', password: 'secret12', confirmPassword: 'secret13' },
      { username: 'a\u0007bc', email: 'a@b.co', password: 'secret12', confirmPassword: 'secret12' },
      { username: 'x'.repeat(101), email: 'a@b.co', password: 'secret12', confirmPassword: 'secret12' },
      { username: 'ann', email: 'a@b.co', password: 'secret1', confirmPassword: 'secret1' },
    ]
    for (const values of cases) {
      const checked = checkRegisterForm(values)
      const parsed = registerFormSchema.safeParse(values)
      const zodErrors = Object.fromEntries((parsed.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]))
      expect(checked.ok ? {} : checked.errors).toEqual(zodErrors)
    }
    expect(checkRegisterForm({ username: ' ann ', email: ' a@b.co', password: 'secret12', confirmPassword: 'secret12' })).toEqual({
      ok: true,
      data: { username: 'ann', email: 'a@b.co', password: 'secret12', confirmPassword: 'secret12' },
    })
    // A new password is counted in characters, as the auth service counts it.
    expect(checkRegisterForm({ username: 'ann', email: 'a@b.co', password: 'éééééééé', confirmPassword: 'éééééééé' }).ok).toBe(true)
    expect(checkRegisterForm({ username: 'ann', email: 'a@b.co', password: '🔑🔑🔑🔑🔑🔑🔑', confirmPassword: '🔑🔑🔑🔑🔑🔑🔑' })).toEqual({
      ok: false,
      errors: { password: messages.auth.passwordTooShort },
    })
    expect(loginFormSchema.safeParse({ email: ' a@b.co ', password: 'secret1', rememberMe: false }).data?.email).toBe('a@b.co')
  })

  test("the home page's URL sentences for each problem of the one URL rule", () => {
    const problem = (url: string) => {
      const checked = checkTargetUrl(url)
      return checked.ok ? undefined : homeUrlMessage(checked.problem, 'example.com')
    }
    expect(problem('')).toBe(messages.url.required)
    expect(problem('localhost')).toBe(messages.url.needsDomain('example.com'))
    expect(problem('example.')).toBe(messages.url.needsTld)
    expect(problem('http://[nope')).toBe(messages.url.invalidHome)
    expect(problem('example.com/a')).toBeUndefined()
  })
})
