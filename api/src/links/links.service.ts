// Rules for links, in domain words: ownership, reserved codes, collision retry, activation.
import { customAlphabet } from 'nanoid'
import { checkTargetUrl, errorCodes, isReservedCode, limits, messages, type LinkDto } from '../contracts'
import { domainErrorCodes, domainMessages } from '../contracts/domain-schemas'
import type { CreateLinkRequest, UpdateLinkRequest } from '../contracts/link-lifecycle-schemas'
import { lifecycleMessages } from '../contracts/lifecycle-messages'
import { linkRuleMessages, ruleSentence, variantSentence } from '../contracts/link-rule-messages'
import type { PreviewRules } from './rule-preview'
import type { Actor } from '../http/actor'
import { actingWorkspace, authorize, linkOf, newLink } from '../access'
import type { Database } from '../db/database'
import { AppError } from '../http/app-error'
import { findFollowable } from './rules/followable'
import { ownerTextKeys } from '../contracts/link'
import { domainHostOf, toLinkDto } from './link-mapper'
import { canonicalHost, isThisMachine, portOf } from './rules/own-address'
import * as repo from './store/links.repository'
import { deleteLinks } from './store/link-removal.repository'
import type { ClickReader } from '../clicks'
import { isCodeHeld } from './store/code-holds.repository'
import { insertLinkUnlessHeld } from './store/postgres-link-insert'
import { insertLinkAtOnce } from './store/sqlite-link-insert'
import type { LinkPolicy } from '../moderation/link-policy'
import { hashPassword } from '../auth'
import { findTagNamesByLink, setLinkTags } from '../tags/tags.repository'
import { claimTokenHash, newClaimToken } from './rules/claim-token'
import type { CreatedLinkDto } from '../contracts/claim-schemas'
import { auditLink, linkCreatedEntry, linkEditDetails, withLinkId } from './link-audit'
import { recordAudit, recordAuditInStep, type AuditEntry } from '../audit'
import { journalDtos, keepChange, type LinkJournal } from './journal'

export interface LinkDeps {
  db: Database
  publicUrl: string
  /** The port this process listens on: loopback addresses on it are Snip itself too. */
  listenPort?(): number
  /** Exact clicks: committed plus those still counted in memory (clicks/click-reader.ts). */
  clicks: ClickReader
  /** Drops a code from every instance's redirect cache (awaited: the others are told before we answer). */
  invalidateCode(code: string): void | Promise<void>
  /**
   * Tells the redirect caches that a code now names a new link: drops a cached "no such link" for it. Absent:
   * invalidateCode. Where no cache keeps such answers (PostgreSQL), there is nothing to tell (compose.ts).
   */
  newCode?(code: string): void | Promise<void>
  /** Moderation's say (anonymous shortening, blocked domains, takedowns: moderation/link-policy.ts). */
  policy?: LinkPolicy
  /** The clock that decides expiry (epoch ms; tests pass a test clock). */
  now?(): number
  /**
   * Hashes a link's password (argon2id, 20–30 ms) when no hash was made before: a create inside a
   * transaction hashes first and hands the hash in (links.routes.ts, docs/decisions/0064).
   */
  hashPassword?(password: string): Promise<string>
  /** The id of the custom domain a workspace's new link names by host; a 400 when it cannot use it (domains/). */
  domainForLink?(workspaceId: number, host: string): Promise<number>
  /** A custom domain's host by id (the redirect's directory of domains). */
  domainHost?(id: number): string | undefined
  /** The rules' preview: the smart-links room's compile and preview, handed in by the composition (rule-preview.ts). */
  previewRules?: PreviewRules
  /** Where changes are kept in their own transaction (journal.ts); the face sets it only on a change it journals. */
  journal?: LinkJournal
}

const nowOf = (deps: LinkDeps) => deps.now?.() ?? Date.now()

const URL_ALPHABET = 'useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict'
export const randomCode = customAlphabet(URL_ALPHABET, limits.randomCodeLength)
const MAX_RANDOM_TRIES = 8

/** The normalised target, or a 400 with the spec's message. Links to Snip itself would loop. */
export function targetUrl(deps: LinkDeps, raw: string, invalid: string = messages.url.invalid): string {
  const checked = checkTargetUrl(raw)
  if (!checked.ok) throw AppError.validation(checked.problem === 'required' ? messages.url.required : invalid)
  const target = new URL(checked.url)
  if (pointsAtSite(target, new URL(deps.publicUrl)) || pointsAtThisProcess(target, deps.listenPort?.())) throw AppError.validation(invalid)
  return checked.url
}

/** The lifecycle fields given: null clears one; the fallback obeys the target's rules; a password becomes its argon2id hash. */
async function lifecycleOf(deps: LinkDeps, input: CreateLinkRequest | UpdateLinkRequest): Promise<Partial<repo.Lifecycle>> {
  const out: Partial<repo.Lifecycle> = {}
  if (input.expiresAt !== undefined) out.expiresAt = input.expiresAt === null ? null : new Date(input.expiresAt)
  if (input.maxClicks !== undefined) out.maxClicks = input.maxClicks
  if (input.fallbackUrl !== undefined) out.fallbackUrl = input.fallbackUrl ? targetUrl(deps, input.fallbackUrl, lifecycleMessages.fallbackInvalid) : null
  if (input.password !== undefined) out.passwordHash = input.password === null ? null : await (deps.hashPassword ?? hashPassword)(input.password)
  return out
}

/**
 * The redirect rules, split and forwarding given (docs/decisions/0085): absent keeps them, [] clears a list
 * (a link with neither rules nor a split stores null, so the redirect keeps its plain path). Every rule's and
 * variant's target passes the checks a link's target passes: not Snip itself, not a blocked domain.
 */
async function smartOf(deps: LinkDeps, input: CreateLinkRequest | UpdateLinkRequest, before?: repo.Smart): Promise<Partial<repo.Smart>> {
  const out: Partial<repo.Smart> = {}
  if (input.forwardQuery !== undefined) out.forwardQuery = input.forwardQuery
  if (input.rules === undefined && input.split === undefined) return out
  const rules = input.rules ?? before?.rules?.rules ?? []
  const split = input.split ?? before?.rules?.split ?? []
  const invalid = linkRuleMessages.targetInvalid
  const targets = [
    ...rules.map((rule, i) => (rule.target = targetUrl(deps, rule.target, ruleSentence(invalid, i)))),
    ...split.map((variant, i) => (variant.target = targetUrl(deps, variant.target, variantSentence(invalid, i)))),
  ]
  for (const target of new Set(targets)) await deps.policy?.checkTarget(target)
  out.rules = rules.length > 0 || split.length > 0 ? { rules, split } : null
  return out
}

/** The owner's text fields given (docs/decisions/0046): absent keeps, null clears (the schema makes blank null). */
function organisationOf(input: CreateLinkRequest | UpdateLinkRequest): Partial<repo.Organisation> {
  const out: Partial<repo.Organisation> = {}
  for (const key of ownerTextKeys) if (input[key] !== undefined) out[key] = input[key]
  return out
}

/**
 * Stores the link's tags when given and answers the DTO with them (a link's tags are its workspace's; a
 * tag new to the workspace names `actor` as its maker).
 */
async function withTags(
  deps: LinkDeps,
  row: repo.LinkRow,
  tags: string[] | null | undefined,
  clicks: number | undefined,
  actor?: Actor | null,
): Promise<LinkDto> {
  const workspaceId = row.workspaceId
  // the editor makes the new tags (the link's creator may have left the instance); a new link's is its creator
  const maker = actor?.userId ?? row.userId
  if (workspaceId !== null && maker && tags !== undefined) await setLinkTags(deps.db, workspaceId, maker, row.id, tags ?? [])
  const names = workspaceId !== null ? ((await findTagNamesByLink(deps.db, workspaceId, [row.id])).get(row.id) ?? []) : []
  return toLinkDto(row, clicks, nowOf(deps), names, domainHostOf(deps, row))
}

/** A new link's DTO: without tags no tag query (a bulk create makes 1,000 of them). */
const created = (deps: LinkDeps, row: repo.LinkRow, tags: string[] | null | undefined) =>
  tags?.length ? withTags(deps, row, tags, row.clicks) : toLinkDto(row, row.clicks, nowOf(deps), [], domainHostOf(deps, row))

/**
 * Whether the target is Snip itself: its public host (any spelling: a trailing dot or case is the same
 * host) on its port, by either scheme — https://snip.example and http://snip.example reach the same server
 * behind a proxy, and a prefixed https:// must not dodge the check when PUBLIC_URL is http.
 */
function pointsAtSite(target: URL, site: URL): boolean {
  return canonicalHost(target) === canonicalHost(site) && target.port === site.port
}

/** Whether the target is this process by another name (localhost, 127.0.0.1, [::ffff:0:7f00:1] … on its port). */
function pointsAtThisProcess(target: URL, port: number | undefined): boolean {
  return port !== undefined && portOf(target) === port && isThisMachine(canonicalHost(target))
}

function customCode(code: string): string {
  if (isReservedCode(code)) throw AppError.shortCodeTaken()
  return code
}

/** Whether a deleted account's code is held (90 days, docs/decisions/0033-code-hold.md): taken to everyone. */
const isHeld = (deps: LinkDeps, link: repo.NewLink) => !link.domainId && isCodeHeld(deps.db, repo.codeKeyOf(link.shortCode))

/**
 * Inserts the link, or null when its code is taken or held. An account deletion releases a code and holds
 * it in one transaction, so an insert that succeeds looks again: a deletion that committed after the first
 * look is seen then, and the link is removed before anyone is told of it.
 */
async function insertUnlessHeld(deps: LinkDeps, link: repo.NewLink, audit?: AuditEntry): Promise<repo.LinkRow | null> {
  // SQLite: no deletion can come between look and insert; the audit event commits with the link
  const atOnce = insertLinkAtOnce(deps.db, link, audit && ((client, row) => recordAuditInStep(client, withLinkId(audit, row))))
  if (atOnce !== undefined) return atOnce
  const inserted = await insertLookingTwice(deps, link, audit)
  if (!inserted?.heldAfter) return inserted?.row ?? null
  await deleteLinks(deps.db, { ids: [inserted.row.id] })
  await deps.invalidateCode(inserted.row.shortCode)
  return null
}

/** PostgreSQL: both looks inside the insert's one statement (postgres-link-insert.ts); SQLite inside a transaction: one before, one after. */
async function insertLookingTwice(deps: LinkDeps, link: repo.NewLink, audit?: AuditEntry): Promise<{ row: repo.LinkRow; heldAfter: boolean } | null> {
  const { db } = deps
  if (db.driver.dialect === 'postgres') return insertLinkUnlessHeld(db.driver.statements, link, undefined, audit)
  if (await isHeld(deps, link)) return null
  const row = await repo.insertLink(db, link)
  if (!row) return null
  const heldAfter = await isHeld(deps, link)
  if (audit && !heldAfter) await recordAudit(db, withLinkId(audit, row)) // in the transaction that is open
  return { row, heldAfter }
}

/**
 * Creates the link. An anonymous caller also gets a claim token, once: only its hash is stored, and
 * POST /api/urls/claim moves the link into the account of whoever shows it (docs/decisions/0047).
 */
/** `audited`: false when the caller records one event for many links (a bulk create). */
export async function createLink(deps: LinkDeps, actor: Actor | null, input: CreateLinkRequest, audited = true): Promise<CreatedLinkDto> {
  // a title, a note and tags: only an owner ever sees them
  authorize(
    actor,
    'links.create',
    newLink({ customCode: !!input.shortCode, ownerOnlyFields: ownerTextKeys.some((key) => !!input[key]) || !!input.tags?.length }),
  )
  const claimToken = actor ? undefined : newClaimToken()
  const link = await createRow(deps, actor, input, claimToken ? claimTokenHash(claimToken) : null, audited)
  return claimToken ? { ...link, claimToken } : link
}

/** The custom domain a new link is made on: none unless named, and only a signed-in workspace's. */
export async function domainOfNew(deps: LinkDeps, workspaceId: number | null, host: string | null | undefined): Promise<number | null> {
  if (!host) return null
  if (workspaceId === null) throw new AppError(401, errorCodes.unauthorized, domainMessages.anonymousDomain)
  if (!deps.domainForLink) throw new AppError(400, domainErrorCodes.domainNotFound, domainMessages.linkDomainUnknown)
  return deps.domainForLink(workspaceId, host)
}

const announceNew = (deps: LinkDeps, code: string) => (deps.newCode ?? deps.invalidateCode)(code)

/** A new link, kept in the journal when the change is journalled (an anonymous link is in no workspace: never). */
async function keptNew(deps: LinkDeps, workspaceId: number | null, link: LinkDto): Promise<LinkDto> {
  await keepChange(deps, workspaceId, 'created', [link])
  return link
}

async function createRow(deps: LinkDeps, actor: Actor | null, input: CreateLinkRequest, tokenHash: string | null, audited: boolean): Promise<LinkDto> {
  const workspaceId = actor ? actingWorkspace(actor).id : null
  const base = {
    userId: actor?.userId ?? null,
    // Made in the workspace the request acts in (docs/decisions/0081); an anonymous link is in none.
    workspaceId,
    domainId: await domainOfNew(deps, workspaceId, input.domain),
    originalUrl: targetUrl(deps, input.originalUrl),
    isActive: input.isActive ?? true,
    claimTokenHash: tokenHash,
    ...(await lifecycleOf(deps, input)),
    ...organisationOf(input),
    ...(await smartOf(deps, input)),
  }
  await deps.policy?.checkCreate(actor, base.originalUrl)
  const audit = (code: string) => (audited ? linkCreatedEntry(actor, base.workspaceId, code) : undefined)
  if (input.shortCode) {
    const shortCode = customCode(input.shortCode)
    const row = await insertUnlessHeld(deps, { ...base, shortCode }, audit(shortCode))
    if (!row) throw AppError.shortCodeTaken()
    await announceNew(deps, row.shortCode)
    return keptNew(deps, base.workspaceId, await created(deps, row, input.tags))
  }
  for (let attempt = 0; attempt < MAX_RANDOM_TRIES; attempt++) {
    const code = randomCode()
    if (isReservedCode(code)) continue
    const row = await insertUnlessHeld(deps, { ...base, shortCode: code }, audit(code))
    if (row) {
      await announceNew(deps, row.shortCode)
      return keptNew(deps, base.workspaceId, await created(deps, row, input.tags))
    }
  }
  throw new Error('could not find a free random short code')
}

export async function listLinks(deps: LinkDeps, actor: Actor | null): Promise<LinkDto[]> {
  const { id: workspace } = actingWorkspace(authorize(actor, 'links.read'))
  // The links and their exact clicks in one statement (not two 10,000-row reads), beside the tags: a list
  // holds at most two pool connections at once. With three at once, the list answered 503 for good after a
  // PostgreSQL outage in which connections hung (database-outage.api.test.ts): a connection left over from
  // the outage stays in the pool. Noted for a proper fix in the pool.
  const [rows, tags] = await Promise.all([deps.clicks.linksOf({ workspace }), findTagNamesByLink(deps.db, workspace)])
  const now = nowOf(deps)
  return rows.map((r) => toLinkDto(r, r.clicks, now, tags.get(r.id), domainHostOf(deps, r)))
}

/** The DTO with the link's exact clicks (and its tags, replaced first when given). */
async function withClicks(deps: LinkDeps, row: repo.LinkRow, tags?: string[] | null, actor?: Actor | null): Promise<LinkDto> {
  return withTags(deps, row, tags, await deps.clicks.ofLink(row.id), actor)
}

/** The fields a request set: its keys whose values are not undefined. */
export const setFields = (input: object): string[] => Object.entries(input).flatMap(([k, v]) => (v === undefined ? [] : [k]))

export async function updateLink(deps: LinkDeps, actor: Actor | null, id: number, input: UpdateLinkRequest): Promise<LinkDto> {
  // the link first: one of another workspace is a 404 whatever the caller's role, then the role decides
  const before = await repo.findLinkById(deps.db, id)
  const { id: workspaceId } = actingWorkspace(authorize(actor, 'links.write', linkOf(before)))
  if (!before) throw AppError.linkNotFound() // access/ has answered a missing link already (404); this only narrows the type
  const oldTags = input.tags === undefined ? undefined : (await findTagNamesByLink(deps.db, workspaceId, [id])).get(id)
  const changes: repo.LinkChanges = { ...(await lifecycleOf(deps, input)), ...organisationOf(input), ...(await smartOf(deps, input, before)) }
  if (input.originalUrl !== undefined) changes.originalUrl = targetUrl(deps, input.originalUrl)
  if (changes.originalUrl !== undefined) await deps.policy?.checkTarget(changes.originalUrl)
  if (input.shortCode !== undefined && input.shortCode !== before.shortCode) changes.shortCode = customCode(input.shortCode)
  if (input.isActive !== undefined) changes.isActive = input.isActive
  const newCode = changes.shortCode !== undefined && repo.codeKeyOf(changes.shortCode) !== repo.codeKeyOf(before.shortCode) ? changes.shortCode : undefined
  if (newCode && (await isHeld(deps, { ...before, shortCode: newCode }))) throw AppError.shortCodeTaken()
  const row = await repo.updateLinkIn(deps.db, workspaceId, id, changes)
  if (row === 'taken') throw AppError.shortCodeTaken()
  if (!row) throw AppError.linkNotFound()
  if (newCode && (await isHeld(deps, { ...before, shortCode: newCode }))) {
    // held by a deletion that committed after the first look (see insertUnlessHeld): put the link back
    const { originalUrl, shortCode, isActive, expiresAt, maxClicks, fallbackUrl, passwordHash, rules, forwardQuery } = before
    const back = { originalUrl, shortCode, isActive, expiresAt, maxClicks, fallbackUrl, passwordHash, rules, forwardQuery }
    await repo.updateLinkIn(deps.db, workspaceId, id, back)
    await deps.invalidateCode(newCode)
    throw AppError.shortCodeTaken()
  }
  await deps.invalidateCode(before.shortCode)
  if (row.shortCode !== before.shortCode) await deps.invalidateCode(row.shortCode)
  const answer = await withClicks(deps, row, input.tags, actor)
  // written right after the change (no transaction spans an edit: the held-code look needs the committed row)
  const tagsBefore = input.tags === undefined ? undefined : { tags: oldTags ?? [], after: answer.tags ?? [] }
  const details = linkEditDetails({ ...before, ...(tagsBefore && { tags: tagsBefore.tags }) }, { ...changes, ...(tagsBefore && { tags: tagsBefore.after }) })
  if (details.fields?.length) await auditLink(deps.db, actor, 'link.updated', row, details)
  await keepChange(deps, workspaceId, 'updated', [answer], setFields(input))
  return answer
}

/** Deletes the workspace's link, if the caller's role allows; answers the deleted row (the face tells listeners which link went). */
export async function deleteLink(deps: LinkDeps, actor: Actor | null, id: number): Promise<{ id: number; shortCode: string; userId: string | null }> {
  const found = await repo.findLinkById(deps.db, id)
  const { id: workspace } = actingWorkspace(authorize(actor, 'links.write', linkOf(found)))
  // told as it was: its tags go with it
  const was = deps.journal && found ? await journalDtos(deps, deps.db, workspace, [found]) : []
  const [row] = await deleteLinks(deps.db, { ids: [id], in: { workspace } })
  if (!row) throw AppError.linkNotFound()
  await keepChange(deps, workspace, 'deleted', was)
  await auditLink(deps.db, actor, 'link.deleted', { id, shortCode: row.shortCode, workspaceId: workspace }) // right after the delete
  await deps.invalidateCode(row.shortCode)
  return { ...row, userId: found?.userId ?? null }
}

/** The owner's link, or 404 for a missing link and for someone else's (ids leak nothing). */
export async function getOwnedLink(deps: LinkDeps, actor: Actor | null, id: number, as: 'links.read' | 'links.analytics' = 'links.read'): Promise<LinkDto> {
  const row = await repo.findLinkById(deps.db, id)
  authorize(actor, as, linkOf(row))
  if (!row) throw AppError.linkNotFound() // access/ has answered a missing link already (404); this only narrows the type
  return withClicks(deps, row)
}

/**
 * Public lookup behind the redirect page, answering what GET /{code} answers: links that can be followed
 * resolve; an expired or exhausted one resolves to its fallback, else 410; a password-protected one never
 * reveals its target (401: the password is entered on the link's own page); the rest are not found.
 */
export async function resolveCode(deps: LinkDeps, code: string): Promise<{ originalUrl: string }> {
  const found = await findFollowable(deps.db, code, nowOf(deps))
  if (!found || found.blocked === 'inactive' || (await deps.policy?.isTakenDown(found.row))) throw AppError.linkNotFound()
  const { row, blocked } = found
  if (blocked) {
    if (row.fallbackUrl) return { originalUrl: row.fallbackUrl }
    throw AppError.linkExpired()
  }
  if (row.passwordHash) throw AppError.linkPasswordRequired()
  return { originalUrl: row.originalUrl }
}
