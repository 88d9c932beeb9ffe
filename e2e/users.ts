// Test users: made through the auth API (fast) or the register screen (the real journey), and signed in
// through the sign-in screen.
import type { Page } from 'playwright-core'
import { randomBytes } from 'node:crypto'

export interface TestUser {
  username: string
  email: string
  password: string
}

export function newTestUser(prefix = 'user'): TestUser {
  const id = randomBytes(4).toString('hex')
  return { username: `${prefix}${id}`, email: `${prefix}.${id}@example.com`, password: `pw-${id}-Secret!` }
}

async function anonKey(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/config`)
  return ((await res.json()) as { supabaseAnonKey: string }).supabaseAnonKey
}

/** The auth API's token endpoint (`grant_type` password or refresh_token), as supabase-js calls it. */
export async function tokenGrant(
  baseUrl: string,
  grant: 'password' | 'refresh_token',
  body: Record<string, string>,
): Promise<{ status: number; accessToken?: string; refreshToken?: string }> {
  const key = await anonKey(baseUrl)
  const res = await fetch(`${baseUrl}/auth/v1/token?grant_type=${grant}`, {
    method: 'POST',
    headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!res.ok) return { status: res.status }
  const session = (await res.json()) as { access_token: string; refresh_token: string }
  return { status: res.status, accessToken: session.access_token, refreshToken: session.refresh_token }
}

/** Registers a user with the auth service and creates the product's user record, as the register screen does. */
export async function createUserViaApi(baseUrl: string, user: TestUser = newTestUser()): Promise<TestUser> {
  const key = await anonKey(baseUrl)
  const headers = { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' }
  const signup = await fetch(`${baseUrl}/auth/v1/signup`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: user.email, password: user.password, data: { username: user.username } }),
  })
  if (!signup.ok) throw new Error(`signup failed: ${signup.status} ${await signup.text()}`)
  const body = (await signup.json()) as { access_token?: string; user?: { id: string } }
  if (body.access_token) {
    const record = await fetch(`${baseUrl}/api/users`, {
      method: 'POST',
      headers: { authorization: `Bearer ${body.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, username: user.username }),
    })
    if (!record.ok) throw new Error(`POST /api/users failed: ${record.status} ${await record.text()}`)
  }
  return user
}

/** Signs in through /app/login and waits for the dashboard. */
export async function signInThroughUi(page: Page, user: TestUser, options: { rememberMe?: boolean } = {}): Promise<void> {
  await page.goto('/app/login')
  await page.getByLabel('Email address').fill(user.email)
  await page.getByLabel('Password').fill(user.password)
  if (options.rememberMe) await page.getByLabel('Remember me').check()
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL('**/app/dashboard')
}

/** Fills the register screen's Username, Email address, Password and Confirm password (without submitting). */
export async function fillRegisterForm(page: Page, user: TestUser, confirm = user.password): Promise<void> {
  await page.getByLabel('Username').fill(user.username)
  await page.getByLabel('Email address').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(user.password)
  await page.getByLabel('Confirm password').fill(confirm)
}

/** A fresh user, signed in on `page`. */
export async function signedInUser(page: Page, baseUrl: string): Promise<TestUser> {
  const user = await createUserViaApi(baseUrl)
  await signInThroughUi(page, user)
  return user
}
