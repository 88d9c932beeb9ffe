// POST /api/users, GET and PATCH /api/users/me, GET /api/users/me/sessions, DELETE /api/users/me/sessions/:id,
// GET and PUT /api/users/me/time-zone, GET and PUT /api/users/me/language — the caller's own only.
import { Elysia } from 'elysia'
import { createUserRecordBody, timeZoneBody, updateUserRecordBody } from '../contracts'
import type { Database } from '../db/database'
import { authorize } from '../access'
import { actorOf } from '../http/request-context'
import { ensureUserRecord, getUserRecord, renameUser } from './users.service'
import { listAccountSessions, signOutAccountSession } from './account-sessions'
import { getTimeZone, setTimeZone } from './time-zone'
import { operation } from '../system/openapi-parts'
import { checked } from '../http/valid-body'
import { z } from 'zod'
import { safeText } from '../contracts/safe-text'
import { accountLanguageBody } from '../contracts/account-language'
import { languagePreferenceCookie } from '../languages'
import { getAccountLanguage, setAccountLanguage } from './account-language'

const sessionIdParams = z.object({ id: safeText(z.string()).meta({ format: 'uuid', description: 'The session id' }) })

/** `secureCookies`: the site is served over HTTPS, so the language preference is sent over HTTPS only. */
export function usersRoutes(deps: { db: Database; secureCookies: boolean }) {
  return new Elysia({ name: 'users' })
    .post(
      '/users',
      async ({ request, body, set }) => {
        const { created, user } = await ensureUserRecord(deps.db, authorize(await actorOf(request), 'account.write'), body ?? {})
        set.status = created ? 201 : 200
        return user
      },
      {
        body: checked(createUserRecordBody.optional()),
        detail: operation({
          summary: "Create the caller's product user record (200 when it exists already)",
          tags: ['users'],
          ok: [201, 'Created', 'UserRecord'],
          alsoOk: [200, 'It existed already'],
          errors: [400, 401, 503],
        }),
      },
    )
    .get('/users/me', async ({ request }) => getUserRecord(deps.db, authorize(await actorOf(request), 'account.read')), {
      detail: operation({ summary: "The caller's product user record", tags: ['users'], ok: [200, 'The record', 'UserRecord'], errors: [401, 404, 503] }),
    })
    .patch('/users/me', async ({ request, body }) => renameUser(deps.db, authorize(await actorOf(request), 'account.write'), body), {
      body: checked(updateUserRecordBody),
      detail: operation({
        summary: "Change the caller's username (the sign-up rule: 3 to 100 characters)",
        tags: ['users'],
        ok: [200, 'The record', 'UserRecord'],
        errors: [400, 401, 404, 413, 503],
      }),
    })
    .get('/users/me/sessions', async ({ request }) => listAccountSessions(deps.db, authorize(await actorOf(request), 'account.data')), {
      detail: operation({
        summary: "The caller's signed-in sessions: the day each was created and last active, the current one marked (no address or device is kept)",
        tags: ['users'],
        ok: [200, 'The sessions, newest first', '[AccountSession]'],
        errors: [401, 503],
      }),
    })
    .delete(
      '/users/me/sessions/:id',
      async ({ request, params }) => {
        await signOutAccountSession(deps.db, authorize(await actorOf(request), 'account.write'), params.id)
        return { deleted: true }
      },
      {
        params: checked(sessionIdParams),
        detail: operation({
          summary: "Sign out one of the caller's sessions: its tokens stop at once (another account's session answers 404, as an unknown id)",
          tags: ['users'],
          ok: [200, 'Signed out', 'Deleted'],
          errors: [401, 404, 503],
        }),
      },
    )
    .get('/users/me/time-zone', async ({ request }) => getTimeZone(deps.db, authorize(await actorOf(request), 'account.read')), {
      detail: operation({
        summary: "The time zone the caller's hourly analytics are read in (UTC until one is chosen)",
        tags: ['users'],
        ok: [200, 'The zone', 'TimeZone'],
        errors: [401, 404, 503],
      }),
    })
    .put('/users/me/time-zone', async ({ request, body }) => setTimeZone(deps.db, authorize(await actorOf(request), 'account.write'), body), {
      body: checked(timeZoneBody),
      detail: operation({
        summary: "Choose the time zone of the caller's hourly analytics: an IANA name (Europe/Paris), or null for UTC. Days stay UTC days",
        tags: ['users'],
        ok: [200, 'The zone', 'TimeZone'],
        errors: [400, 401, 404, 413, 503],
      }),
    })
    .get('/users/me/language', async ({ request }) => getAccountLanguage(deps.db, authorize(await actorOf(request), 'account.read')), {
      detail: operation({
        summary: "The language Snip writes the caller's mails in (null until one is chosen)",
        tags: ['users'],
        ok: [200, 'The language', 'AccountLanguage'],
        errors: [401, 404, 503],
      }),
    })
    .put(
      '/users/me/language',
      async ({ request, body, set }) => {
        const saved = await setAccountLanguage(deps.db, authorize(await actorOf(request), 'account.write'), body)
        // The site's pages follow the account: the same preference the footer's switcher stores.
        if (saved.language) set.headers['set-cookie'] = languagePreferenceCookie(saved.language, deps.secureCookies)
        return saved
      },
      {
        body: checked(accountLanguageBody),
        detail: operation({
          summary:
            "Choose the language of the caller's mails (en, de, fr, es, pt-BR, ja), or null for none. Sets the snip-lang preference cookie too, so the site's pages follow",
          tags: ['users'],
          ok: [200, 'The language', 'AccountLanguage'],
          errors: [400, 401, 404, 413, 503],
        }),
      },
    )
}
