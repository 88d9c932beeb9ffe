// The access policy, rule by rule, on every engine (the promoted-admin flag is read from the database):
// each row names a caller, an action and a resource, and the exact answer — the acting identity, or the
// status and code the routes have always answered with.
import { beforeAll, describe, expect, test } from 'vitest'
import { apiKeyScopes, errorCodes, type ApiKeyScope } from '../contracts'
import { moderationErrorCodes } from '../contracts/moderation'
import type { Actor } from '../http/actor'
import { AppError } from '../http/app-error'
import { setAccountFlags } from '../moderation/account-flags.repository'
import { testEngines } from '../../test/harness'
import { useSuiteDatabase } from '../../test/suite-database'
import { whoMay, type Action } from './actions'
import { authorize, mayAdminister, type Caller } from './policy'
import { instanceOf, linkOf, newLink, workspaceOf, type InstanceResource, type LinkResource, type NewLinkResource, type WorkspaceResource } from './resources'
import { workspaceErrorCodes, workspaceRoles, type WorkspaceRole } from '../contracts/workspace-schemas'

const person = (userId: string, email = `${userId}@example.com`): Actor => ({ userId, email, sessionId: `s-${userId}` })
/** One of the person's API keys, in their personal workspace (1), with every scope unless told. */
const keyOf = (actor: Actor, scopes: readonly ApiKeyScope[] = apiKeyScopes, keyWorkspaceId = 1): Actor => ({
  ...actor,
  sessionId: '',
  apiKeyId: `k-${actor.userId}`,
  keyWorkspaceId,
  scopes,
})

/** The actor acting in a workspace (as http/request-context.ts `actingOf` answers it): ann's personal one is 1, the team 5. */
const acting = (actor: Actor, role: WorkspaceRole = 'owner', id = 1, membersEditAll = false): Actor => ({
  ...actor,
  workspace: { id, slug: `w-${id}`, role, membersEditAll },
})
const ann = acting(person('ann'))
const inTeam = (role: WorkspaceRole, membersEditAll = false) => acting(person('ann'), role, 5, membersEditAll)
const callers = {
  anonymous: null,
  session: ann,
  apiKey: keyOf(ann),
  teamOwner: inTeam('owner'),
  teamAdmin: inTeam('admin'),
  teamMember: inTeam('member'),
  teamMemberEditAll: inTeam('member', true),
  teamViewer: inTeam('viewer'),
  teamViewerKey: keyOf(inTeam('viewer')),
  linksReadKey: keyOf(ann, ['links:read']),
  linksWriteKey: keyOf(ann, ['links:write']),
  analyticsKey: keyOf(ann, ['analytics:read']),
  workspaceAdminKey: keyOf(ann, ['workspace:admin']),
  /** A key with every scope, of another workspace than the one asked about. */
  keyOfElsewhere: keyOf(ann, apiKeyScopes, 7),
  /** A key older than workspaces (no workspace_id): its creator's personal workspace is its own. */
  keyOlderThanWorkspaces: { ...keyOf(ann), keyWorkspaceId: null },
  /** Named in ADMIN_EMAILS (in other case: the list is lower-cased, the e-mail is compared lower-cased). */
  listedAdmin: acting(person('boss', 'Boss@Example.com'), 'owner', 2),
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
  (
    | 'none'
    | 'own link'
    | "other's link"
    | 'missing link'
    | 'unclaimed link'
    | 'team link of theirs'
    | 'team link of another'
    | 'custom code'
    | 'title'
    | 'custom code and title'
    | 'instance'
    | `workspace as ${WorkspaceRole | 'outsider'}`
  ),
  Expected,
]

const UNAUTHORIZED = refused(401, errorCodes.unauthorized)
const NEEDS_SESSION = refused(403, errorCodes.apiKeyNotAllowed)
const ADMIN_ONLY = refused(403, moderationErrorCodes.adminOnly)
const NOT_FOUND = refused(404, errorCodes.linkNotFound)
const WORKSPACE_NOT_FOUND = refused(404, workspaceErrorCodes.workspaceNotFound)
const INSUFFICIENT_ROLE = refused(403, workspaceErrorCodes.insufficientRole)
const INSUFFICIENT_SCOPE = refused(403, errorCodes.insufficientScope)

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
  ...(['links.analytics', 'tags.read', 'tags.manage', 'stats.read', 'account.read'] as const).flatMap((action): Row[] => [
    ['anonymous', action, 'none', UNAUTHORIZED],
    ['session', action, 'none', 'acts'],
    ['apiKey', action, 'none', 'acts'],
  ]),
  // a session only: an API key neither mints keys, nor changes, reads across workspaces or deletes its owner
  ...(['keys.manage', 'account.write', 'account.data', 'account.delete'] as const).flatMap((action): Row[] => [
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
  // workspaces: a session lists and creates them; in one, a session of a member whose role allows it
  ['anonymous', 'workspaces.use', 'none', UNAUTHORIZED],
  ['session', 'workspaces.use', 'none', 'acts'],
  ['apiKey', 'workspaces.use', 'none', NEEDS_SESSION],
  // a workspace invitation: whoever holds the token sees it; accepting it needs a session
  ['anonymous', 'invitation.read', 'none', 'anonymous'],
  ['apiKey', 'invitation.read', 'none', 'acts'],
  ['anonymous', 'invitation.accept', 'none', UNAUTHORIZED],
  ['session', 'invitation.accept', 'none', 'acts'],
  ['apiKey', 'invitation.accept', 'none', NEEDS_SESSION],
  ...(['workspace.read', 'workspace.manage', 'workspace.audit', 'workspace.own', 'workspace.leave'] as const).flatMap((action): Row[] => [
    ['anonymous', action, 'workspace as outsider', UNAUTHORIZED],
    ['session', action, 'workspace as outsider', WORKSPACE_NOT_FOUND],
    // a key with workspace:admin reads, manages and reads the log of its own workspace, within its creator's role;
    // never deletes, transfers or leaves it
    ...(action === 'workspace.read' || action === 'workspace.manage' || action === 'workspace.audit'
      ? ([
          ['apiKey', action, 'workspace as owner', 'acts'],
          ['workspaceAdminKey', action, 'workspace as admin', 'acts'],
          ['workspaceAdminKey', action, 'workspace as viewer', action === 'workspace.read' ? 'acts' : INSUFFICIENT_ROLE],
          ['keyOlderThanWorkspaces', action, 'workspace as owner', 'acts'],
          ['keyOfElsewhere', action, 'workspace as owner', WORKSPACE_NOT_FOUND],
          ['linksReadKey', action, 'workspace as owner', INSUFFICIENT_SCOPE],
        ] satisfies Row[])
      : ([
          ['apiKey', action, 'workspace as owner', NEEDS_SESSION],
          ['workspaceAdminKey', action, 'workspace as owner', NEEDS_SESSION],
        ] satisfies Row[])),
    ...workspaceRoles.map(
      (role): Row => [
        'session',
        action,
        `workspace as ${role}`,
        {
          'workspace.read': true,
          'workspace.leave': true,
          'workspace.manage': role === 'owner' || role === 'admin',
          'workspace.audit': role === 'owner' || role === 'admin',
          'workspace.own': role === 'owner',
        }[action]
          ? 'acts'
          : INSUFFICIENT_ROLE,
      ],
    ),
  ]),
  // in a team: every role reads; owner, admin and member make links and tags; a member changes their own
  // links, or all of them with membersEditAll; a link of another workspace is missing whatever the role
  ...(['teamOwner', 'teamAdmin', 'teamMember', 'teamMemberEditAll', 'teamViewer', 'teamViewerKey'] as const).flatMap((caller): Row[] => {
    const writes = caller !== 'teamViewer' && caller !== 'teamViewerKey'
    const changesAll = caller === 'teamOwner' || caller === 'teamAdmin' || caller === 'teamMemberEditAll'
    return [
      [caller, 'links.read', 'none', 'acts'],
      [caller, 'links.read', 'team link of another', 'acts'],
      [caller, 'links.read', 'own link', NOT_FOUND],
      [caller, 'links.create', 'custom code and title', writes ? 'acts' : INSUFFICIENT_ROLE],
      [caller, 'links.write', 'none', writes ? 'acts' : INSUFFICIENT_ROLE],
      [caller, 'links.write', 'team link of theirs', writes ? 'acts' : INSUFFICIENT_ROLE],
      [caller, 'links.write', 'team link of another', changesAll ? 'acts' : INSUFFICIENT_ROLE],
      [caller, 'links.write', "other's link", NOT_FOUND],
      [caller, 'links.write', 'missing link', NOT_FOUND],
      [caller, 'tags.read', 'none', 'acts'],
      [caller, 'tags.manage', 'none', writes ? 'acts' : INSUFFICIENT_ROLE],
      [caller, 'stats.read', 'none', 'acts'],
      [caller, 'links.analytics', 'team link of another', 'acts'],
    ]
  }),
  // an API key acts within its scopes (and its creator's role): a missing scope is named, whatever the role
  ...(
    [
      ['links.read', 'own link', 'links:read'],
      ['links.analytics', 'own link', 'analytics:read'],
      ['links.write', 'own link', 'links:write'],
      ['links.write', 'none', 'links:write'],
      ['links.create', 'custom code and title', 'links:write'],
      ['tags.read', 'none', 'links:read'],
      ['tags.manage', 'none', 'links:write'],
      ['stats.read', 'none', 'analytics:read'],
    ] as const
  ).flatMap(([action, resource, scope]): Row[] =>
    (['linksReadKey', 'linksWriteKey', 'analyticsKey', 'workspaceAdminKey'] as const).map(
      (caller): Row => [caller, action, resource, callers[caller].scopes!.includes(scope) ? 'acts' : INSUFFICIENT_SCOPE],
    ),
  ),
  // a link of another workspace is missing before the key's scopes are looked at
  ['analyticsKey', 'links.read', "other's link", NOT_FOUND],
  // reporting a link: anyone
  ['anonymous', 'reports.send', 'none', 'anonymous'],
  ['session', 'reports.send', 'none', 'acts'],
]

function resourceOf(name: Row[2], instance: InstanceResource): LinkResource | NewLinkResource | InstanceResource | WorkspaceResource | undefined {
  if (name.startsWith('workspace as ')) {
    const role = name.slice('workspace as '.length)
    return workspaceOf(role === 'outsider' ? undefined : { id: 1, personalOf: ann.userId, role: role as WorkspaceRole })
  }
  switch (name) {
    case 'none':
      return undefined
    case 'own link':
      return linkOf({ userId: ann.userId, workspaceId: 1 })
    case "other's link":
      return linkOf({ userId: 'bob', workspaceId: 9 })
    case 'missing link':
      return linkOf(undefined)
    case 'unclaimed link':
      return linkOf({ userId: null, workspaceId: null })
    case 'team link of theirs':
      return linkOf({ userId: ann.userId, workspaceId: 5 })
    case 'team link of another':
      return linkOf({ userId: 'bob', workspaceId: 5 })
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
