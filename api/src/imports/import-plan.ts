// What an import will do with each checked row: create it, skip it as already imported, or report its code
// as taken (reserved, held, someone else's, or the user's own for another target) or repeated in the file.
// The same plan answers the preview and drives the import, so the two never disagree.
import { isReservedCode, type ImportProblemDto, type TakenCodeDto, importMessages } from '../contracts'
import type { Database } from '../db/database'
import { codeKeyOf, findHeldCodes, findImportedTargets, findUsedCodes } from '../links'
import type { ImportRow } from './row-rules'

export interface ImportPlan {
  create: ImportRow[]
  alreadyImported: number
  taken: TakenCodeDto[]
  invalid: ImportProblemDto[]
}

/**
 * Re-running a file creates nothing twice: a row whose code is already the user's, with the same target,
 * is already imported; a row without a code is already imported when one of the user's imported links
 * points at its target (docs/decisions/0041).
 */
export async function planImport(db: Database, workspaceId: number, rows: ImportRow[], invalid: ImportProblemDto[]): Promise<ImportPlan> {
  const plan: ImportPlan = { create: [], alreadyImported: 0, taken: [], invalid: [...invalid] }
  const seen = new Set<string>()
  const coded: ImportRow[] = []
  for (const row of rows) {
    if (!row.code) continue
    const key = codeKeyOf(row.code)
    if (seen.has(key)) plan.invalid.push({ row: row.row, message: importMessages.duplicateCode })
    else seen.add(key), coded.push(row)
  }
  const keys = coded.map((r) => codeKeyOf(r.code!))
  const [used, held, importedTargets] = await Promise.all([findUsedCodes(db, keys), findHeldCodes(db, keys), findImportedTargets(db, workspaceId)])
  const codedOk = new Set(coded)
  for (const row of rows) {
    if (row.code && !codedOk.has(row)) continue // a repeated code, reported above
    if (!row.code) {
      if (importedTargets.has(row.url)) plan.alreadyImported++
      else plan.create.push(row)
      continue
    }
    const key = codeKeyOf(row.code)
    const owner = used.get(key)
    if (owner && owner.workspaceId === workspaceId && owner.originalUrl === row.url) plan.alreadyImported++
    else if (owner || held.has(key) || isReservedCode(row.code)) plan.taken.push({ row: row.row, code: row.code })
    else plan.create.push(row)
  }
  plan.invalid.sort((a, b) => a.row - b.row)
  return plan
}
