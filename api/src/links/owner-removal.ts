// An owner's links all going at once (the account is deleted): the rows go and their codes are held, in
// the caller's transaction, so nobody takes a deleted account's codes for 90 days (docs/decisions/0033).
import type { Database } from '../db/database'
import { CODE_HOLD_MS, holdCodes } from './store/code-holds.repository'
import { deleteLinks } from './store/link-removal.repository'
import { codeKeyOf } from './store/links.repository'

/** When codes released now come free again. */
export const holdEndsFrom = (now: number) => new Date(now + CODE_HOLD_MS)

/**
 * Removes every link `userId` made but those in `keepWorkspaces` (team workspaces a deleted member's links
 * stay with) and holds their codes until `releaseAt`; returns those codes (for the redirect caches).
 */
export async function removeAllLinksOf(tx: Database, userId: string, releaseAt: Date, keepWorkspaces: number[] = []): Promise<string[]> {
  const codes = (await deleteLinks(tx, { owner: userId, keepWorkspaces })).map((l) => l.shortCode)
  await holdCodes(tx, codes.map(codeKeyOf), releaseAt)
  return codes
}

/** Removes every link of a workspace being deleted and holds their codes, as an account's; returns the codes. */
export async function removeAllLinksIn(tx: Database, workspaceId: number, releaseAt: Date): Promise<string[]> {
  const codes = (await deleteLinks(tx, { workspace: workspaceId })).map((l) => l.shortCode)
  await holdCodes(tx, codes.map(codeKeyOf), releaseAt)
  return codes
}
