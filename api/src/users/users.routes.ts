// POST /api/users and GET /api/users/me — the caller's own product record only.
import { Elysia } from 'elysia'
import { createUserRecordBody } from '../contracts'
import type { Database } from '../db/database'
import { actorOf } from '../http/request-context'
import { ensureUserRecord, getUserRecord } from './users.service'

export function usersRoutes(deps: { db: Database }) {
  return new Elysia({ name: 'users' })
    .post(
      '/users',
      async ({ request, body, set }) => {
        const { created, user } = await ensureUserRecord(deps.db, await actorOf(request), body ?? {})
        set.status = created ? 201 : 200
        return user
      },
      { body: createUserRecordBody.optional(), detail: { summary: "Create the caller's product user record", tags: ['users'] } },
    )
    .get('/users/me', async ({ request }) => getUserRecord(deps.db, await actorOf(request)), {
      detail: { summary: "The caller's product user record", tags: ['users'] },
    })
}
