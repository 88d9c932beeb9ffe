// The access policy, rule by rule, on every engine (the promoted-admin flag is read from the database):
// each row names a caller, an action and a resource, and the exact answer — the acting identity, or the
// status and code the routes have always answered with.
import { beforeAll, describe, expect, test } from 'vitest'
import { errorCodes } from '../contracts'
import { moderationErrorCodes } from '../contracts/moderation'
import type { Actor } from '../http/actor'
import { AppError } from '../http/app-error'
import { setAccountFlags } from '../moderation/account-flags.repository'
import { testEngines } from '../../test/harness'
import { useSuiteDatabase } from '../../test/suite-database'
import { whoMay, type Action } from './actions'
import { authorize, mayAdminister, type Caller } from './policy'
import { instanceOf, linkOf, newLink, type InstanceResource, type LinkResource, type NewLinkResource } from './resources'

const person = (userId: string, email = `${userId}@example.com`): Actor => ({ userId, email, sessionId: `s-${userId}` })
const keyOf = (actor: Actor): Actor => ({ ...actor, sessionId: '', apiKeyId: `k-${actor.userId}` })

const ann = person('ann')
const callers = {
  anonymous: null,
  session: ann,
  apiKey: keyOf(ann),
  /** Named in ADMIN_EMAILS (in other case: the list is lower-cased, the e-mail is compared lower-cased). */
  listedAdmin: person('boss', 'Boss@Example.com'),
  listedAdminKey: keyOf(person('boss', 'Boss@Example.com')),
  promotedAdmin: person('pat'),
  promotedAdminKey: keyOf(person('pat')),
  demotedAdmin: person('dan'),
} satisfies Record<string, Caller>
type CallerName = keyof typeof callers

const ADMIN_EMAILS = ['boss@example.com']
const refused = (status: number, code: string) => ({ status, code })
type Expected = 'acts' | 'anonymous' | { status: number; code: string }
type Row = [
  CallerName,
  Action,
  'none' | 'own link' | "other's link" | 'missing link' | 'unclaimed link' | 'custom code' | 'title' | 'custom code and title' | 'instance',
  Expected,
]

const UNAUTHORIZED = refused(401, errorCodes.unauthorized)
const NEEDS_SESSION = refused(403, errorCodes.apiKeyNotAllowed)
const ADMIN_ONLY = refused(403, moderationErrorCodes.adminOnly)
const NOT_FOUND = refused(404, errorCodes.linkNotFound)

const rows: Row[] = [
  // shortening: anyone; a custom code or owner-only fields need an account
  ['anonymous', 'links.create', 'none', 'anonymous'],
  ['anonymous', 'links.create', 'custom code', refused(401, errorCodes.customCodeNeedsAccount)],
  ['anonymous', 'links.create', 'title', UNAUTHORIZED],
  ['anonymous', 'links.create', 'custom code and title', refused(401, errorCodes.customCodeNeedsAccount)],
  ['session', 'links.create', 'custom code and title', 'acts'],
  ['apiKey', 'links.create', 'custom code and title', 'acts'],
  // the caller's own links: a person, by session or key; someone else's link is a missing one
  ['anonymous', 'links.read', 'none', UNAUTHORIZED],
  ['anonymous', 'links.read', "other's link", UNAUTHORIZED],
  ['session', 'links.read', 'none', 'acts'],
  ['session', 'links.read', 'own link', 'acts'],
  ['apiKey', 'links.read', 'own link', 'acts'],
  ['session', 'links.read', "other's link", NOT_FOUND],
  ['session', 'links.read', 'missing link', NOT_FOUND],
  ['session', 'links.read', 'unclaimed link', NOT_FOUND],
  ['listedAdmin', 'links.read', "other's link", NOT_FOUND],
  ['anonymous', 'links.write', 'none', UNAUTHORIZED],
  ['anonymous', 'links.write', 'unclaimed link', UNAUTHORIZED],
  ['session', 'links.write', 'none', 'acts'],
  ['apiKey', 'links.write', 'none', 'acts'],
  ['apiKey', 'links.write', 'own link', 'acts'],
  ['apiKey', 'links.write', "other's link", NOT_FOUND],
  ['session', 'links.write', 'missing link', NOT_FOUND],
  // what is the caller's own: a person, by session or key
  ...(['tags.manage', 'stats.read', 'account.read', 'account.write'] as const).flatMap((action): Row[] => [
    ['anonymous', action, 'none', UNAUTHORIZED],
    ['session', action, 'none', 'acts'],
    ['apiKey', action, 'none', 'acts'],
  ]),
  // a session only: an API key neither mints keys nor deletes its owner
  ...(['keys.manage', 'account.delete'] as const).flatMap((action): Row[] => [
    ['anonymous', action, 'none', UNAUTHORIZED],
    ['session', action, 'none', 'acts'],
    ['apiKey', action, 'none', NEEDS_SESSION],
    ['listedAdminKey', action, 'none', NEEDS_SESSION],
  ]),
  // /api/admin: an admin's session only
  ['anonymous', 'admin.use', 'instance', UNAUTHORIZED],
  ['session', 'admin.use', 'instance', ADMIN_ONLY],
  ['apiKey', 'admin.use', 'instance', ADMIN_ONLY],
  ['listedAdmin', 'admin.use', 'instance', 'acts'],
  ['listedAdminKey', 'admin.use', 'instance', ADMIN_ONLY],
  ['promotedAdmin', 'admin.use', 'instance', 'acts'],
  ['promotedAdminKey', 'admin.use', 'instance', ADMIN_ONLY],
  ['demotedAdmin', 'admin.use', 'instance', ADMIN_ONLY],
  // reporting a link: anyone
  ['anonymous', 'reports.send', 'none', 'anonymous'],
  ['session', 'reports.send', 'none', 'acts'],
]

function resourceOf(name: Row[2], instance: InstanceResource): LinkResource | NewLinkResource | InstanceResource | undefined {
  switch (name) {
    case 'none':
      return undefined
    case 'own link':
      return linkOf({ userId: ann.userId })
    case "other's link":
      return linkOf({ userId: 'bob' })
    case 'missing link':
      return linkOf(undefined)
    case 'unclaimed link':
      return linkOf({ userId: null })
    case 'custom code':
      return newLink({ customCode: true })
    case 'title':
      return newLink({ ownerOnlyFields: true })
    case 'custom code and title':
      return newLink({ customCode: true, ownerOnlyFields: true })
    case 'instance':
      return instance
  }
}

/** The policy's answer as data: the identity it acts as, or the refusal's status and code. */
async function answerOf(ask: () => Actor | null | Promise<Actor | null>): Promise<Actor | null | { status: number; code: string }> {
  try {
    return await ask()
  } catch (error) {
    if (!(error instanceof AppError)) throw error
    return { status: error.status, code: error.code }
  }
}

describe.each(testEngines)('the access policy (%s)', (engine) => {
  const db = useSuiteDatabase(engine)
  let instance: InstanceResource

  // accounts: one promoted, one promoted and demoted again (after the suite's database is opened)
  beforeAll(async () => {
    const now = new Date()
    for (const userId of ['ann', 'boss', 'pat', 'dan'])
      await db()
        .orm.insert(db().t.authUsers)
        .values({
          id: userId,
          email: `${userId}@example.com`,
          identityId: userId,
          encryptedPassword: 'x',
          userMetadata: {},
          appMetadata: {},
          createdAt: now,
          updatedAt: now,
        })
    await setAccountFlags(db(), 'pat', { isAdmin: true })
    await setAccountFlags(db(), 'dan', { isAdmin: true })
    await setAccountFlags(db(), 'dan', { isAdmin: false })
    instance = instanceOf(db(), ADMIN_EMAILS)
  })

  test.each(rows)('%s asking %s (%s) → %j', async (callerName, action, resourceName, expected) => {
    const caller = callers[callerName]
    const resource = resourceOf(resourceName, instance)
    const ask = authorize as (caller: Caller, action: Action, resource?: unknown) => Actor | null | Promise<Actor>
    const answer = await answerOf(() => ask(caller, action, resource))
    if (expected === 'acts') expect(answer).toEqual(caller)
    else if (expected === 'anonymous') expect(answer).toBeNull()
    else expect(answer).toEqual(expected)
  })

  test('the admin menu hears false where /api/admin answers 403, and 401 without a credential', async () => {
    expect(await mayAdminister(callers.listedAdmin, instance)).toBe(true)
    expect(await mayAdminister(callers.promotedAdmin, instance)).toBe(true)
    expect(await mayAdminister(callers.session, instance)).toBe(false)
    expect(await mayAdminister(callers.promotedAdminKey, instance)).toBe(false)
    expect(await answerOf(() => mayAdminister(null, instance).then(() => null))).toEqual(UNAUTHORIZED)
  })
})

test('every action has rows for an anonymous caller and a signed-in one', () => {
  for (const action of Object.keys(whoMay) as Action[]) {
    const asked = rows.filter((r) => r[1] === action).map((r) => r[0])
    expect(asked, action).toContain('anonymous')
    expect(
      asked.some((c) => c !== 'anonymous'),
      action,
    ).toBe(true)
  }
})
