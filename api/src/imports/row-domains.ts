// Which domain each checked row's link goes on (docs/decisions/0083): none named, or the instance's own
// host, is the instance's own domain; a domain the workspace may use (its own verified ones, the
// instance-wide ones) is that domain; any other makes that row invalid, and the other rows go on. Each host
// is asked once per file, however many rows name it.
import { importMessages, type ImportProblemDto } from '../contracts'
import { domainErrorCodes } from '../contracts/domain-schemas'
import { AppError } from '../http/app-error'
import type { ImportRow } from './row-rules'

/** The links face's answer for a host: null for the instance's own, a custom domain's id, or a 400 AppError. */
export type DomainNamed = (host: string) => Promise<number | null>

export async function placeRows(rows: ImportRow[], domainNamed: DomainNamed): Promise<{ placed: ImportRow[]; invalid: ImportProblemDto[] }> {
  const answers = new Map<string, Promise<number | null | { message: string }>>()
  const answerFor = (host: string) => {
    const key = host.toLowerCase()
    let answer = answers.get(key)
    if (!answer) answers.set(key, (answer = domainNamed(host).catch(refusal)))
    return answer
  }
  const placed: ImportRow[] = []
  const invalid: ImportProblemDto[] = []
  for (const row of rows) {
    const answer = row.domain ? await answerFor(row.domain) : null
    if (answer === null) placed.push(row)
    else if (typeof answer === 'number') placed.push({ ...row, domainId: answer })
    else invalid.push({ row: row.row, message: answer.message })
  }
  return { placed, invalid }
}

/** A domain the workspace may not use, as its row's problem: an unknown or someone else's domain says so; a pending or disabled one says which. */
function refusal(error: unknown): { message: string } {
  if (!(error instanceof AppError)) throw error
  return { message: error.code === domainErrorCodes.domainNotFound ? importMessages.domainUnknown : error.message }
}
