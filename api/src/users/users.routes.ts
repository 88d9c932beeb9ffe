// POST /api/users and GET /api/users/me — the caller's own product record only.
import { Elysia } from 'elysia'
import { createUserRecordBody } from '../contracts'
import type { Database } from '../db/database'
import { actorOf } from '../http/request-context'
import { ensureUserRecord, getUserRecord } from './users.service'
import { operation } from '../system/openapi-parts'

export function usersRoutes(deps: { db: Database }) {
  return new Elysia({ name: 'users' })
    .post(
      '/users',
      async ({ request, body, set }) => {
        const { created, user } = await ensureUserRecord(deps.db, await actorOf(request), body ?? {})
        set.status = created ? 201 : 200
        return user
      },
      { body: createUserRecordBody.optional(), detail: operation({ summary: "Create the caller's product user record (200 when it exists already)", tags: ['users'], ok: [201, 'Created', 'UserRecord'], errors: [400, 401, 503] }) },
    )
    .get('/users/me', async ({ request }) => getUserRecord(deps.db, await actorOf(request)), {
      detail: operation({ summary: "The caller's product user record", tags: ['users'], ok: [200, 'The record', 'UserRecord'], errors: [401, 404, 503] }),
    })
}
