// The import, in domain words: read the file, check each row, plan, then store the plan's links a batch per
// transaction, with a turn of the event loop between batches, so a 10,000-row file does not hold up every
// other request on SQLite (whose statements run on the event loop's thread, and whose transactions must not
// give it a turn: docs/decisions/0064). All-or-nothing stays all or nothing: when a batch fails, the
// batches already committed are deleted again. On PostgreSQL, whose waits leave the event loop free, an
// all-or-nothing file is still one transaction (docs/decisions/0070).
import { isReservedCode, type ImportFormat, type ImportMode, type ImportReportDto } from '../contracts'
import type { Database } from '../db/database'
import type { Actor } from '../http/actor'
import { codeKeyOf, codeOnDomain, deleteImportedLinks, findHeldCodes, insertImportedLinks, type ImportedLink, type Links } from '../links'
import { parseImportText } from './detect-format'
import { decodeImportFile } from './import-text'
import { planImport, type ImportPlan } from './import-plan'
import { placeRows } from './row-domains'
import { checkRow, isProblem, type ImportRow, type UrlRules } from './row-rules'
import { lifecycleMessages } from '../contracts/lifecycle-messages'
import { eachOwnerTextField } from '../contracts/link'
import { tagNewLinks } from '../tags/tags.repository'
import { actingWorkspace } from '../access'
import { auditActorOf, recordAudit } from '../audit'

const BATCH = 500
const RANDOM_TRIES = 8

/** A turn of the event loop: requests that arrived meanwhile are answered before the next batch. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/** What an import needs: its database (the import's own SQL) and the links face (the URL rule, codes, caches). */
export interface ImportDeps {
  db: Database
  links: Links
}

export interface ImportRequest {
  file: Uint8Array
  format?: ImportFormat
  mode: ImportMode
}

/** The import's answer: the report, and whether all-or-nothing refused the file. */
export type ImportOutcome = { rejected: boolean; report: ImportReportDto }

async function readAndPlan(deps: ImportDeps, workspaceId: number, req: Pick<ImportRequest, 'file' | 'format'>) {
  const parsed = parseImportText(decodeImportFile(req.file), req.format)
  // The links service's URL rule, then moderation's blocklist (read once for the whole file).
  const allowed = await deps.links.targetRule()
  const rules: UrlRules = {
    target: (url) => {
      const target = deps.links.checkTarget(url)
      allowed(target)
      return target
    },
    // as POST /api/urls checks a fallback: the URL rule, with the fallback's own message
    fallback: (url) => deps.links.checkTarget(url, lifecycleMessages.fallbackInvalid),
  }
  const checked = parsed.rows.map((r) => checkRow(r, rules))
  // each good row on its domain (or invalid for a domain the workspace may not use), then the plan
  const { placed, invalid } = await placeRows(
    checked.filter((r): r is ImportRow => !isProblem(r)),
    (host) => deps.links.domainNamed(workspaceId, host),
  )
  const plan = await planImport(deps.db, workspaceId, placed, [...checked.filter(isProblem), ...invalid])
  return { format: parsed.format, rows: parsed.rows.length, plan }
}

const reportOf = (format: ImportFormat, rows: number, plan: ImportPlan, created: number): ImportReportDto => ({
  format,
  rows,
  created,
  alreadyImported: plan.alreadyImported,
  taken: plan.taken,
  invalid: plan.invalid,
  ...notesOf(plan.create),
})

/** What was left out of rows whose links are made, when anything was: the report keeps its shape otherwise. */
function notesOf(rows: ImportRow[]): Pick<ImportReportDto, 'notes'> {
  const notes = rows.flatMap((r) => (r.notes ?? []).map((message) => ({ row: r.row, message })))
  return notes.length > 0 ? { notes } : {}
}

export async function previewImport(deps: ImportDeps, actor: Actor, req: Pick<ImportRequest, 'file' | 'format'>): Promise<ImportReportDto> {
  const { format, rows, plan } = await readAndPlan(deps, actingWorkspace(actor).id, req)
  return reportOf(format, rows, plan, plan.create.length)
}

/** Thrown inside an all-or-nothing batch's transaction to roll the import back when a code was taken after the plan. */
class TakenMeanwhile extends Error {}

/** A link the import stored: its id (to take it back: its code may be the user's on another domain too) and its code (for the caches). */
type StoredLink = { id: number; code: string }

export async function runImport(deps: ImportDeps, actor: Actor, req: ImportRequest): Promise<ImportOutcome> {
  const { userId } = actor
  // imported into the workspace the request acts in (docs/decisions/0081), the importer their creator
  const workspaceId = actingWorkspace(actor).id
  const { format, rows, plan } = await readAndPlan(deps, workspaceId, req)
  const strict = req.mode === 'all-or-nothing'
  if (strict && (plan.invalid.length > 0 || plan.taken.length > 0)) return { rejected: true, report: reportOf(format, rows, plan, 0) }
  const batches: ImportRow[][] = []
  for (let i = 0; i < plan.create.length; i += BATCH) batches.push(plan.create.slice(i, i + BATCH))
  /** The committed links. */
  const created: StoredLink[] = []
  const store = (db: Database, batch: ImportRow[]) => storeBatch(db, deps.links, { userId, workspaceId }, format, batch, strict, plan)
  try {
    if (strict && deps.db.dialect === 'postgres')
      created.push(
        ...(await deps.db.transaction(async (tx) => {
          const stored: StoredLink[] = []
          for (const batch of batches) stored.push(...(await store(tx, batch)))
          return stored
        })),
      )
    else
      for (const batch of batches) {
        created.push(...(await deps.db.transaction((tx) => store(tx, batch))))
        await nextTurn()
      }
  } catch (error) {
    // All-or-nothing: what committed before the failure goes again. Should that fail too (the database
    // went away), those links stay, and running the same file again completes it (they are alreadyImported).
    // Skip-invalid keeps its committed batches, and the redirect caches learn of them.
    if (strict) await takeBack(deps, userId, created)
    else await invalidateAll(deps, created)
    if (error instanceof TakenMeanwhile) return { rejected: true, report: reportOf(format, rows, plan, 0) }
    throw error
  }
  await invalidateAll(deps, created)
  // one event for the file, once every batch committed (the batches are transactions of their own)
  if (created.length > 0)
    await recordAudit(deps.db, {
      workspaceId,
      actor: auditActorOf(actor),
      action: 'links.imported',
      resource: { type: 'links' },
      details: { count: created.length, format, mode: req.mode },
    })
  return { rejected: false, report: reportOf(format, rows, plan, created.length) }
}

/**
 * Inserts one batch and returns the links created. A row's own code taken on its domain since the plan goes
 * to `taken` (all-or-nothing: the whole file rolls back); a random code that collides is drawn again. Holds
 * keep codes on the instance's own domain only.
 */
async function storeBatch(
  db: Database,
  links: Links,
  { userId, workspaceId }: { userId: string; workspaceId: number },
  format: ImportFormat,
  batch: ImportRow[],
  strict: boolean,
  plan: ImportPlan,
): Promise<StoredLink[]> {
  const created: StoredLink[] = []
  let pending = batch.map((row) => ({ row, code: row.code ?? freshCode(links) }))
  const keyOf = (item: (typeof pending)[number]) => codeOnDomain(item.row.domainId ?? null, codeKeyOf(item.code))
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt >= RANDOM_TRIES) throw new Error('could not find free random short codes')
    const inserted = await insertImportedLinks(
      db,
      pending.map(({ row, code }) => toLink(userId, workspaceId, format, row, code)),
    )
    const onOwnDomain = pending.filter((item) => item.row.domainId === undefined && inserted.has(keyOf(item)))
    const held = await findHeldCodes(
      db,
      onOwnDomain.map((item) => codeKeyOf(item.code)),
    )
    const heldIds = new Set(onOwnDomain.filter((item) => held.has(codeKeyOf(item.code))).map((item) => inserted.get(keyOf(item))!))
    if (heldIds.size > 0) await deleteImportedLinks(db, userId, [...heldIds])
    const missed: typeof pending = []
    const tagged = new Map<number, string[]>()
    for (const item of pending) {
      const id = inserted.get(keyOf(item))
      if (id !== undefined && !heldIds.has(id)) {
        created.push({ id, code: item.code })
        if (item.row.tags) tagged.set(id, item.row.tags)
      } else if (!item.row.code) missed.push({ row: item.row, code: freshCode(links) })
      else {
        plan.taken.push({ row: item.row.row, code: item.code })
        if (strict) throw new TakenMeanwhile()
      }
    }
    await tagNewLinks(db, workspaceId, userId, tagged)
    pending = missed
  }
  // kept with the batch's own commit (an all-or-nothing file on PostgreSQL: the file's one transaction)
  await links.journalCreated(
    db,
    workspaceId,
    created.map((l) => l.id),
  )
  return created
}

/** Deletes an all-or-nothing import's committed links again, a batch per transaction, and drops them from the redirect caches. */
async function takeBack(deps: ImportDeps, userId: string, links: StoredLink[]): Promise<void> {
  for (let i = 0; i < links.length; i += BATCH) {
    await deps.db.transaction((tx) =>
      deleteImportedLinks(
        tx,
        userId,
        links.slice(i, i + BATCH).map((l) => l.id),
      ),
    )
    await nextTurn()
  }
  await invalidateAll(deps, links)
}

function freshCode(links: Links): string {
  for (;;) {
    const code = links.randomCode()
    if (!isReservedCode(code)) return code
  }
}

const toLink = (userId: string, workspaceId: number, format: ImportFormat, row: ImportRow, code: string): ImportedLink => ({
  userId,
  workspaceId,
  domainId: row.domainId ?? null,
  originalUrl: row.url,
  shortCode: code,
  isActive: row.isActive,
  clicks: row.clicks,
  createdAt: row.createdAt ?? new Date(),
  importedFrom: format,
  expiresAt: row.expiresAt,
  maxClicks: row.maxClicks,
  fallbackUrl: row.fallbackUrl,
  rules: row.rules,
  forwardQuery: row.forwardQuery,
  ...eachOwnerTextField((_, key) => row[key]),
})

/**
 * Drops the new codes from every instance's redirect cache (a cached "no such link"), a few hundred at a
 * time. By code alone: invalidating a code drops it on every domain (docs/decisions/0083), so a code on two
 * domains is told once.
 */
async function invalidateAll(deps: ImportDeps, links: StoredLink[]): Promise<void> {
  const codes = [...new Set(links.map((l) => l.code))]
  for (let i = 0; i < codes.length; i += 200) await Promise.all(codes.slice(i, i + 200).map((c) => deps.links.invalidate(c)))
}
