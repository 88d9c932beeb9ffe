// A workspace's custom domains (docs/decisions/0083): add one (its DNS records to create), verify it against
// DNS, set where its root and unknown codes go, remove it with its links. An admin adds instance-wide domains
// (trusted without a check: the instance's operator controls their DNS) and disables or enables any domain.
// Every change empties the link caches of every instance, so each reads its domains again.
import { nanoid } from 'nanoid'
import type { Actor } from '../http/actor'
import { authorize, type Caller, type InstanceResource } from '../access'
import { adminActorOf, auditActorOf, recordAudit, systemActor, type AuditActor } from '../audit'
import {
  domainErrorCodes as codes,
  domainMessages as m,
  type AddDomainBody,
  type AdminDomainBody,
  type DnsRecordDto,
  type DomainDto,
  type UpdateDomainBody,
} from '../contracts/domain-schemas'
import type { Database } from '../db/database'
import { AppError } from '../http/app-error'
import { workspaceFor, workspaceSlugs } from '../workspaces'
import { challengeName, challengeValue, checkDomainDns } from './dns-check'
import type { DomainDirectory } from './directory'
import { instanceAddresses } from './instance-addresses'
import * as repo from './domains.repository'

export interface DomainDeps {
  db: Database
  directory: DomainDirectory
  publicUrl: string
  perWorkspace: number
  dnsServers: readonly string[]
  targetAddresses: readonly string[]
  /** Whether the blocklist covers the host (a domain blocks its subdomains too). */
  blocked: (host: string) => Promise<boolean>
  /** Tells every instance (this one included, before it answers) that domains changed. */
  changed: () => Promise<void>
}

const notFound = () => new AppError(404, codes.domainNotFound, m.domainNotFound)
const instanceHostOf = (deps: DomainDeps) => new URL(deps.publicUrl).hostname.toLowerCase()

function statusOf(row: repo.DomainRow): DomainDto['status'] {
  if (row.disabledAt) return 'disabled'
  return row.workspaceId === null || row.verifiedAt ? 'verified' : 'pending'
}

function recordsOf(deps: DomainDeps, row: repo.DomainRow): DnsRecordDto[] {
  if (row.workspaceId === null) return [] // an admin's: its DNS is the operator's own business
  const pointing: DnsRecordDto[] = deps.targetAddresses.length
    ? deps.targetAddresses.map((a) => ({ type: a.includes(':') ? ('AAAA' as const) : ('A' as const), name: row.host, value: a }))
    : [{ type: 'CNAME', name: row.host, value: instanceHostOf(deps) }]
  return [{ type: 'TXT', name: challengeName(row.host), value: challengeValue(row.verifyToken) }, ...pointing]
}

export function domainDto(deps: DomainDeps, row: repo.DomainRow, workspace: string | null): DomainDto {
  return {
    id: row.id,
    host: row.host,
    workspace: row.workspaceId === null ? null : workspace,
    status: statusOf(row),
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    checkedAt: row.checkedAt?.toISOString() ?? null,
    checkResult: row.checkResult,
    records: recordsOf(deps, row),
    rootRedirect: row.rootRedirect,
    notFoundRedirect: row.notFoundRedirect,
    createdAt: row.createdAt.toISOString(),
  }
}

async function refuseUnusableHost(deps: DomainDeps, host: string): Promise<void> {
  if (host === instanceHostOf(deps)) throw new AppError(400, codes.hostInvalid, m.hostIsInstance)
  if (await deps.blocked(host)) throw new AppError(400, codes.hostBlocked, m.hostBlocked)
}

export async function listDomains(deps: DomainDeps, caller: Caller, slug: string): Promise<DomainDto[]> {
  const workspace = await workspaceFor(deps.db, caller, slug, 'workspace.read')
  return (await repo.listDomainsFor(deps.db, workspace.id)).map((row) => domainDto(deps, row, workspace.slug))
}

export async function addDomain(deps: DomainDeps, caller: Caller, slug: string, body: AddDomainBody): Promise<DomainDto> {
  const workspace = await workspaceFor(deps.db, caller, slug, 'workspace.manage')
  await refuseUnusableHost(deps, body.host)
  if ((await repo.countWorkspaceDomains(deps.db, workspace.id)) >= deps.perWorkspace) throw new AppError(409, codes.limitReached, m.limitReached)
  const row = await deps.db.transaction(async (tx) => {
    const made = await repo.insertDomain(tx, {
      host: body.host,
      workspaceId: workspace.id,
      verifyToken: nanoid(32),
      createdBy: workspace.actor.userId,
      createdAt: new Date(),
    })
    if (!made) throw new AppError(409, codes.hostTaken, m.hostTaken)
    await recordAudit(tx, domainEvent(workspace.id, auditActorOf(workspace.actor), 'domain.added', made))
    return made
  })
  return domainDto(deps, row, workspace.slug)
}

const domainEvent = (
  workspaceId: number,
  actor: AuditActor,
  action: 'domain.added' | 'domain.verified' | 'domain.changed' | 'domain.removed',
  row: repo.DomainRow,
) => ({
  workspaceId,
  actor,
  action,
  resource: { type: 'domain' as const, id: row.id, label: row.host },
})

/** The workspace's own domain `id` (an instance-wide one is the admin's to change: 404 here). */
async function ownDomain(deps: DomainDeps, caller: Caller, slug: string, id: number, action: 'workspace.read' | 'workspace.manage') {
  const workspace = await workspaceFor(deps.db, caller, slug, action)
  const row = await repo.findDomain(deps.db, id)
  if (!row || row.workspaceId !== workspace.id) throw notFound()
  return { workspace, row }
}

export async function getDomain(deps: DomainDeps, caller: Caller, slug: string, id: number): Promise<DomainDto> {
  const workspace = await workspaceFor(deps.db, caller, slug, 'workspace.read')
  const row = await repo.findDomain(deps.db, id)
  if (!row || (row.workspaceId !== workspace.id && row.workspaceId !== null)) throw notFound()
  return domainDto(deps, row, workspace.slug)
}

/**
 * Asks DNS about a workspace's domain now and keeps what it said; a domain once verified stays verified when a
 * later check fails (its result is kept to show). `by`: who asked (a member, or Snip's periodic re-check).
 */
async function checkNow(deps: DomainDeps, row: repo.DomainRow, workspaceId: number, by: AuditActor): Promise<repo.DomainRow> {
  const addresses = deps.targetAddresses.length ? [...deps.targetAddresses] : await instanceAddresses(instanceHostOf(deps), deps.dnsServers)
  const verdict = await checkDomainDns(
    { host: row.host, token: row.verifyToken, cnameTargets: [instanceHostOf(deps)], addresses },
    deps.dnsServers.length ? { servers: [...deps.dnsServers] } : {},
  )
  const now = new Date()
  const result = verdict.verified ? 'found' : verdict.ownership !== 'found' ? verdict.ownership : verdict.pointing
  const newlyVerified = verdict.verified && !row.verifiedAt
  const changed = await deps.db.transaction(async (tx) => {
    const updated = await repo.updateDomain(tx, row.id, { checkedAt: now, checkResult: result, ...(newlyVerified ? { verifiedAt: now } : {}) })
    if (newlyVerified) await recordAudit(tx, domainEvent(workspaceId, by, 'domain.verified', row))
    return updated ?? row
  })
  if (newlyVerified) await deps.changed()
  return changed
}

export async function verifyDomain(deps: DomainDeps, caller: Caller, slug: string, id: number): Promise<DomainDto> {
  const { workspace, row } = await ownDomain(deps, caller, slug, id, 'workspace.manage')
  return domainDto(deps, await checkNow(deps, row, workspace.id, auditActorOf(workspace.actor)), workspace.slug)
}

/**
 * Snip's own re-check: the pending domains added within the last week whose last check is older than
 * `every`, a few at a time, so records created after the owner's last try verify the domain by themselves.
 * Returns how many it checked.
 */
export async function recheckPendingDomains(deps: DomainDeps, every: number, now = new Date()): Promise<number> {
  const due = await repo.findPendingDomainsDue(deps.db, new Date(now.getTime() - every), new Date(now.getTime() - 7 * 86_400_000), RECHECK_BATCH)
  for (const row of due) await checkNow(deps, row, row.workspaceId!, systemActor)
  return due.length
}

const RECHECK_BATCH = 20

export async function updateDomainRedirects(deps: DomainDeps, caller: Caller, slug: string, id: number, body: UpdateDomainBody): Promise<DomainDto> {
  const { workspace, row } = await ownDomain(deps, caller, slug, id, 'workspace.manage')
  const change = {
    ...(body.rootRedirect !== undefined && { rootRedirect: body.rootRedirect }),
    ...(body.notFoundRedirect !== undefined && { notFoundRedirect: body.notFoundRedirect }),
  }
  const updated = await deps.db.transaction(async (tx) => {
    const made = await repo.updateDomain(tx, row.id, change)
    await recordAudit(tx, { ...domainEvent(workspace.id, auditActorOf(workspace.actor), 'domain.changed', row), details: { fields: Object.keys(change) } })
    return made ?? row
  })
  await deps.changed()
  return domainDto(deps, updated, workspace.slug)
}

/** Removes the domain and every link on it (the links' clicks and tags go with them). */
export async function removeDomain(deps: DomainDeps, caller: Caller, slug: string, id: number): Promise<void> {
  const { workspace, row } = await ownDomain(deps, caller, slug, id, 'workspace.manage')
  await deps.db.transaction(async (tx) => {
    if (!(await repo.deleteDomain(tx, row.id, workspace.id))) throw notFound()
    await recordAudit(tx, domainEvent(workspace.id, auditActorOf(workspace.actor), 'domain.removed', row))
  })
  await deps.changed()
}

// ---------- the admin's ----------

export async function listAllDomains(deps: DomainDeps, caller: Caller, instance: InstanceResource): Promise<DomainDto[]> {
  await authorize(caller, 'admin.use', instance)
  const rows = await repo.listAllDomains(deps.db)
  const slugs = await workspaceSlugs(deps.db, [...new Set(rows.flatMap((r) => (r.workspaceId === null ? [] : [r.workspaceId])))])
  return rows.map((row) => domainDto(deps, row, row.workspaceId === null ? null : (slugs.get(row.workspaceId) ?? null)))
}

export async function addInstanceDomain(deps: DomainDeps, caller: Caller, instance: InstanceResource, body: AddDomainBody): Promise<DomainDto> {
  const actor: Actor = await authorize(caller, 'admin.use', instance)
  await refuseUnusableHost(deps, body.host)
  const now = new Date()
  const made = await repo.insertDomain(deps.db, {
    host: body.host,
    workspaceId: null,
    verifyToken: nanoid(32),
    createdBy: actor.userId,
    createdAt: now,
    verifiedAt: now,
  })
  if (!made) throw new AppError(409, codes.hostTaken, m.hostTaken)
  await deps.changed()
  return domainDto(deps, made, null)
}

export async function setDomainDisabled(deps: DomainDeps, caller: Caller, instance: InstanceResource, id: number, body: AdminDomainBody): Promise<DomainDto> {
  const actor = await authorize(caller, 'admin.use', instance)
  const row = await repo.findDomain(deps.db, id)
  if (!row) throw notFound()
  const updated = await deps.db.transaction(async (tx) => {
    const made = await repo.updateDomain(
      tx,
      id,
      body.disabled ? { disabledAt: new Date(), disabledReason: body.reason ?? null } : { disabledAt: null, disabledReason: null },
    )
    if (row.workspaceId !== null)
      await recordAudit(tx, { ...domainEvent(row.workspaceId, adminActorOf(actor), 'domain.changed', row), details: { fields: ['disabled'] } })
    return made ?? row
  })
  await deps.changed()
  return domainDto(deps, updated, await slugOf(deps, updated.workspaceId))
}

/** The slug of a domain's workspace, null for an instance-wide one. */
const slugOf = async (deps: DomainDeps, workspaceId: number | null) =>
  workspaceId === null ? null : ((await workspaceSlugs(deps.db, [workspaceId])).get(workspaceId) ?? null)

export async function removeInstanceDomain(deps: DomainDeps, caller: Caller, instance: InstanceResource, id: number): Promise<void> {
  await authorize(caller, 'admin.use', instance)
  if (!(await repo.deleteDomain(deps.db, id))) throw notFound()
  await deps.changed()
}

/** Caddy's on-demand TLS `ask`: whether a certificate may be obtained for the host (served, not disabled). */
export async function isAllowedHost(deps: DomainDeps, host: string): Promise<boolean> {
  const row = await repo.findDomainByHost(deps.db, host)
  return row !== null && row.disabledAt === null && (row.workspaceId === null || row.verifiedAt !== null)
}
