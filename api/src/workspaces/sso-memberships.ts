// What a single sign-on sets in workspaces (docs/decisions/0084): at every sign-in through a provider, the
// person's role in each workspace its groups mapping names becomes the highest role their groups grant
// there, or none. Workspaces the mapping does not name keep whatever was given by hand; a personal
// workspace is never shared; the last owner stays, as when a person changes roles by hand.
import type { AuditActor } from '../audit'
import { workspaceRoles, type WorkspaceRole } from '../contracts/workspace-schemas'
import type { Database } from '../db/database'
import type { Logger } from '../http/logger'
import type { SsoWorkspaceGroup } from '../sso-config'
import { auditMember, leavesNoOwner } from './members.service'
import * as repo from './workspaces.repository'

/** One membership a sign-in changed: `from` null: added; `to` null: removed. */
export interface SsoMembershipChange {
  workspace: string
  from: WorkspaceRole | null
  to: WorkspaceRole | null
}

/** owner > admin > member > viewer (workspaceRoles lists them highest first). */
const higher = (a: WorkspaceRole | null, b: WorkspaceRole): WorkspaceRole => (a && workspaceRoles.indexOf(a) < workspaceRoles.indexOf(b) ? a : b)

/** For each workspace slug the rules name, the highest role the groups grant there (null: none of them). */
export function rolesGranted(rules: readonly SsoWorkspaceGroup[], groups: readonly string[]): Map<string, WorkspaceRole | null> {
  const held = new Set(groups)
  const roles = new Map<string, WorkspaceRole | null>()
  for (const rule of rules) {
    const current = roles.get(rule.workspace) ?? null
    roles.set(rule.workspace, held.has(rule.group) ? higher(current, rule.role) : current)
  }
  return roles
}

/**
 * Applies the groups mapping to the account's memberships in one transaction, each change written to the
 * workspace's audit log with the person as its actor and `via: 'sso'`. A slug naming no team workspace is
 * skipped with a warning, as is a change that would take a workspace's last owner away. Groups match
 * exactly, as the provider sends them (a Keycloak path such as `/snip/editors` included).
 */
export async function syncSsoMemberships(
  db: Database,
  accountId: string,
  rules: readonly SsoWorkspaceGroup[],
  groups: readonly string[],
  logger: Logger,
  providerId?: string,
): Promise<SsoMembershipChange[]> {
  const wanted = rolesGranted(rules, Array.isArray(groups) ? groups.filter((g) => typeof g === 'string') : [])
  if (wanted.size === 0) return []
  const warnings: [string, Record<string, string>][] = []
  const changes = await db.transaction(async (tx) => {
    const found: (repo.WorkspaceSeen & { want: WorkspaceRole | null })[] = []
    for (const [slug, want] of wanted) {
      const workspace = await repo.findWorkspaceSeenBy(tx, slug, accountId)
      if (!workspace || workspace.personalOf !== null) warnings.push(['sso.mapping_workspace_missing', { workspace: slug }])
      else found.push({ ...workspace, want })
    }
    // locked in the order of their ids, so two sign-ins touching the same workspaces never wait on each other in a ring
    found.sort((a, b) => a.id - b.id)
    const by: AuditActor = { kind: 'member', id: accountId, name: (await repo.findEmailOf(tx, accountId)) ?? accountId }
    const details = { via: 'sso', ...(providerId ? { provider: providerId } : {}) }
    const made: SsoMembershipChange[] = []
    for (const { id, slug, want } of found) {
      await repo.lockWorkspace(tx, id)
      const current = (await repo.findRole(tx, id, accountId)) ?? null
      if (current === want) continue
      if (current && want !== 'owner' && (await leavesNoOwner(tx, id, current))) {
        warnings.push(['sso.mapping_last_owner', { workspace: slug, accountId }])
        continue
      }
      if (!current) {
        await repo.insertMember(tx, id, accountId, want!)
        await auditMember(tx, id, by, 'member.added', accountId, { role: want, ...details })
      } else if (want) {
        await repo.setRole(tx, id, accountId, want)
        await auditMember(tx, id, by, 'member.role_changed', accountId, { fields: ['role'], changes: { role: { from: current, to: want } }, ...details })
      } else {
        await repo.deleteMember(tx, id, accountId)
        await auditMember(tx, id, by, 'member.removed', accountId, { role: current, ...details })
      }
      made.push({ workspace: slug, from: current, to: want })
    }
    return made
  })
  for (const [message, fields] of warnings) logger.warn(message, fields)
  return changes
}
