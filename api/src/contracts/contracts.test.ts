// Every shared rule, with the spec's exact message (product-spec §5, §8, §9).
import { describe, expect, test } from 'vitest'
import {
  checkHomeUrl,
  checkTargetUrl,
  homeCodeEditSchema,
  homeCustomCodeSchema,
  homeUrlSchema,
  isReservedCode,
  limits,
  linkFormSchema,
  loginFormSchema,
  messages,
  registerFormSchema,
  shortCodeSchema,
  withScheme,
} from '.'

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? null : r.error!.issues[0]!.message)

describe('URL rules', () => {
  test('withScheme prefixes https:// unless http:// or https:// is there', () => {
    expect(withScheme('example.com')).toBe('https://example.com')
    expect(withScheme('http://example.com')).toBe('http://example.com')
    expect(withScheme('HTTPS://example.com')).toBe('HTTPS://example.com')
  })

  test.each([
    ['example.com/a', 'https://example.com/a'],
    ['http://example.com:8080/x', 'http://example.com:8080/x'],
    ['example.com:8080/x', 'https://example.com:8080/x'],
  ])('the server accepts %s as %s', (raw, url) => {
    expect(checkTargetUrl(raw)).toEqual({ ok: true, url })
  })

  test.each(['', 'javascript:alert(1)', 'data:text/html,x', 'ftp://x.example', 'https://a:b@x.example', `https://x.example/${'a'.repeat(limits.urlMax)}`])(
    'the server refuses %j',
    (raw) => {
      expect(checkTargetUrl(raw).ok).toBe(false)
    },
  )

  test('home rules: domain with TLD, proper TLD, parseable', () => {
    expect(checkHomeUrl('')).toEqual({ ok: false, problem: 'required' })
    expect(checkHomeUrl('localhost')).toEqual({ ok: false, problem: 'needsDomain' })
    expect(checkHomeUrl('example.')).toEqual({ ok: false, problem: 'needsTld' })
    expect(checkHomeUrl('http://[bad')).toEqual({ ok: false, problem: 'invalid' })
    expect(checkHomeUrl('example.com')).toEqual({ ok: true, url: 'https://example.com' })
  })

  test('home URL schema carries the spec messages', () => {
    const schema = homeUrlSchema('example.com')
    expect(firstMessage(schema.safeParse(''))).toBe('URL is required')
    expect(firstMessage(schema.safeParse('localhost'))).toBe('Please enter a valid URL with a domain and TLD (e.g., example.com)')
    expect(firstMessage(schema.safeParse('example.'))).toBe('Please enter a valid URL with a proper TLD (e.g., .com, .org)')
    expect(firstMessage(schema.safeParse('http://[bad'))).toBe('Please enter a valid URL.')
    expect(schema.safeParse('example.com').success).toBe(true)
  })
})

describe('short codes', () => {
  test('server shape: 5–64 of A-Za-z0-9_-', () => {
    expect(shortCodeSchema.safeParse('abcde').success).toBe(true)
    expect(shortCodeSchema.safeParse('a'.repeat(64)).success).toBe(true)
    expect(firstMessage(shortCodeSchema.safeParse('abcd'))).toBe('Short code must be at least 5 characters')
    expect(firstMessage(shortCodeSchema.safeParse('a'.repeat(65)))).toBe(messages.shortCode.tooLong)
    expect(firstMessage(shortCodeSchema.safeParse('a/b/c'))).toBe(messages.shortCode.badCharacters)
  })

  test('home custom code and code edit messages', () => {
    expect(homeCustomCodeSchema.safeParse('').success).toBe(true)
    expect(firstMessage(homeCustomCodeSchema.safeParse('abc'))).toBe('Shortcodes must be at least 5 characters long')
    expect(firstMessage(homeCodeEditSchema.safeParse(''))).toBe('Shortcode is required')
    expect(firstMessage(homeCodeEditSchema.safeParse('abc'))).toBe('Shortcodes must be at least 5 characters long')
  })

  test('reserved codes are refused whatever their case', () => {
    for (const code of ['about', 'ABOUT', 'app', 'api', 'auth', 'not-found', '_astro', 'health', '404']) {
      expect(isReservedCode(code), code).toBe(true)
    }
    expect(isReservedCode('my-link')).toBe(false)
  })
})

describe('forms', () => {
  test('dashboard link form', () => {
    expect(firstMessage(linkFormSchema.safeParse({ originalUrl: '', shortCode: '', isActive: true }))).toBe('URL is required')
    expect(firstMessage(linkFormSchema.safeParse({ originalUrl: 'exa mple.com', shortCode: '', isActive: true }))).toBe('Please enter a valid URL')
    expect(firstMessage(linkFormSchema.safeParse({ originalUrl: 'example.com', shortCode: 'abc', isActive: true }))).toBe(
      'Short code must be at least 5 characters',
    )
    expect(firstMessage(linkFormSchema.safeParse({ originalUrl: 'example.com', shortCode: 'my custom/path!', isActive: true }))).toBe(
      messages.shortCode.badCharacters,
    )
    expect(firstMessage(linkFormSchema.safeParse({ originalUrl: 'example.com', shortCode: 'a'.repeat(65), isActive: true }))).toBe(messages.shortCode.tooLong)
    expect(linkFormSchema.safeParse({ originalUrl: 'example.com', shortCode: ' good-code ', isActive: true }).data?.shortCode).toBe('good-code')
    expect(linkFormSchema.safeParse({ originalUrl: 'example.com', shortCode: '', isActive: false }).success).toBe(true)
  })

  test('login form', () => {
    expect(firstMessage(loginFormSchema.safeParse({ email: 'nope', password: 'secret1', rememberMe: false }))).toBe('Please enter a valid email address')
    expect(firstMessage(loginFormSchema.safeParse({ email: 'a@b.co', password: '12345', rememberMe: false }))).toBe('Password must be at least 6 characters')
    expect(loginFormSchema.safeParse({ email: 'a@b.co', password: '123456', rememberMe: true }).success).toBe(true)
  })

  test('register form', () => {
    const ok = { username: 'ann', email: 'a@b.co', password: 'secret12', confirmPassword: 'secret12' }
    expect(registerFormSchema.safeParse(ok).success).toBe(true)
    expect(firstMessage(registerFormSchema.safeParse({ ...ok, username: 'an' }))).toBe('Username must be at least 3 characters')
    expect(firstMessage(registerFormSchema.safeParse({ ...ok, password: 'secret1', confirmPassword: 'secret1' }))).toBe(
      'Password should be at least 8 characters.',
    )
    const mismatch = registerFormSchema.safeParse({ ...ok, confirmPassword: 'secret2' })
    expect(mismatch.success).toBe(false)
    expect(mismatch.error!.issues[0]).toMatchObject({ message: "Passwords don't match", path: ['confirmPassword'] })
  })
})

describe('messages', () => {
  test('the spec sentences with parameters', () => {
    expect(messages.shortCode.taken).toBe('This custom path is already taken. Please choose another one.')
  })
})
