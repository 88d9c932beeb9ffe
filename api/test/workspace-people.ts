// People for workspace suites: a new account signed in, with its user record made as the site makes it at
// first sign-in, and the team workspaces the API lists for it.
import { expect } from 'vitest'
import { signUpAndSignIn } from './auth-fixtures'
import { apiClient } from './http-client'

export interface Person {
  call: ReturnType<typeof apiClient>
  userId: string
  email: string
}

export async function newPerson(baseUrl: string): Promise<Person> {
  const s = await signUpAndSignIn(baseUrl)
  const call = apiClient(baseUrl, s.accessToken)
  await call('POST', '/api/users', {})
  return { call, userId: s.userId, email: s.email }
}

/** The person's team workspaces as GET /api/workspaces lists them: slug → role. */
export async function teamsOf(p: Pick<Person, 'call'>): Promise<Record<string, string>> {
  const answer = await p.call('GET', '/api/workspaces')
  expect(answer.status).toBe(200)
  const listed = answer.body as { slug: string; role: string; personal: boolean }[]
  return Object.fromEntries(listed.filter((w) => !w.personal).map((w) => [w.slug, w.role]))
}

/** A team workspace made by `owner` through the API; its slug. */
export async function newTeam(owner: Pick<Person, 'call'>, slug: string, name = 'Team'): Promise<string> {
  expect((await owner.call('POST', '/api/workspaces', { name, slug })).status).toBe(201)
  return slug
}
