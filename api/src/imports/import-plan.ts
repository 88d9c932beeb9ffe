// What an import will do with each checked row: create it, skip it as already imported, or report its code
// as taken (reserved, held, someone else's, or the user's own for another target) or repeated in the file.
// A code is unique per domain (docs/decisions/0083): each row is weighed on its own domain, so a code taken
// on one domain is free on another, and holds keep codes on the instance's own domain only. The same plan
// answers the preview and drives the import, so the two never disagree.
import { isReservedCode, type ImportProblemDto, type TakenCodeDto, importMessages } from '../contracts'
import type { Database } from '../db/database'
import { codeKeyOf, codeOnDomain, findHeldCodes, findImportedTargets, findUsedCodes, type UsedCode } from '../links'
import type { ImportRow } from './row-rules'

export interface ImportPlan {
  create: ImportRow[]
  alreadyImported: number
  taken: TakenCodeDto[]
  invalid: ImportProblemDto[]
}

const domainOf = (row: ImportRow) => row.domainId ?? null

/**
 * Re-running a file creates nothing twice: a row whose code is already the user's on its domain, with the
 * same target, is already imported; a row without a code is already imported when one of the user's
 * imported links on its domain points at its target (docs/decisions/0041).
 */
export async function planImport(db: Database, workspaceId: number, rows: ImportRow[], invalid: ImportProblemDto[]): Promise<ImportPlan> {
  const plan: ImportPlan = { create: [], alreadyImported: 0, taken: [], invalid: [...invalid] }
  const seen = new Set<string>()
  /** The rows with a code of their own, by domain, each (domain, code) once. */
  const coded = new Map<number | null, ImportRow[]>()
  for (const row of rows) {
    if (!row.code) continue
    const key = codeOnDomain(domainOf(row), codeKeyOf(row.code))
    if (seen.has(key)) {
      plan.invalid.push({ row: row.row, message: importMessages.duplicateCode })
      continue
    }
    seen.add(key)
    const onDomain = coded.get(domainOf(row))
    if (onDomain) onDomain.push(row)
    else coded.set(domainOf(row), [row])
  }
  const ownKeys = (coded.get(null) ?? []).map((r) => codeKeyOf(r.code!))
  const [used, held, importedTargets] = await Promise.all([usedOnEachDomain(db, coded), findHeldCodes(db, ownKeys), findImportedTargets(db, workspaceId)])
  const codedOk = new Set([...coded.values()].flat())
  for (const row of rows) {
    if (row.code && !codedOk.has(row)) continue // a repeated code, reported above
    if (!row.code) {
      if (importedTargets.get(domainOf(row))?.has(row.url)) plan.alreadyImported++
      else plan.create.push(row)
      continue
    }
    const key = codeKeyOf(row.code)
    const owner = used.get(codeOnDomain(domainOf(row), key))
    const isHeld = domainOf(row) === null && held.has(key)
    if (owner && owner.workspaceId === workspaceId && owner.originalUrl === row.url) plan.alreadyImported++
    else if (owner || isHeld || isReservedCode(row.code)) plan.taken.push({ row: row.row, code: row.code })
    else plan.create.push(row)
  }
  plan.invalid.sort((a, b) => a.row - b.row)
  return plan
}

/** The links using the rows' codes, asked a domain at a time, by code on domain (codeOnDomain). */
async function usedOnEachDomain(db: Database, coded: Map<number | null, ImportRow[]>): Promise<Map<string, UsedCode>> {
  const used = new Map<string, UsedCode>()
  for (const [domainId, rows] of coded) {
    const found = await findUsedCodes(
      db,
      domainId,
      rows.map((r) => codeKeyOf(r.code!)),
    )
    for (const [key, link] of found) used.set(codeOnDomain(domainId, key), link)
  }
  return used
}
