// Which event types a workspace's enabled endpoints want, asked before every change of its links
// (link-journal.ts): most workspaces have no endpoint, and reading the table on each create cost a quarter of
// the signed-in creation rate in the bench. The answer is kept for a second per database handle, and
// forgotten at once whenever this process adds, changes or removes an endpoint. An endpoint another instance
// added is seen within that second; a change made on this instance during it goes unqueued, as a change that
// races an endpoint's creation does (docs/decisions/0086).
import type { Database } from '../db/database'

const KEPT_MS = 1_000
/** Workspaces remembered per handle; past this the memo starts again (it is only a shortcut). */
const MAX_WORKSPACES = 10_000

interface Kept {
  at: number
  generation: number
  types: ReadonlySet<string>
}

const memo = new WeakMap<Database, Map<number, Kept>>()
let generation = 0

/** The event types some enabled endpoint of the workspace wants, read through `read` at most once a second. */
export async function wantedEventTypes(db: Database, workspaceId: number, read: () => Promise<Iterable<string>>): Promise<ReadonlySet<string>> {
  let kept = memo.get(db)
  if (!kept) memo.set(db, (kept = new Map()))
  const now = performance.now()
  const hit = kept.get(workspaceId)
  if (hit && hit.generation === generation && now - hit.at < KEPT_MS) return hit.types
  const readAt = generation
  const types = new Set(await read())
  if (kept.size >= MAX_WORKSPACES) kept.clear()
  // An endpoint changed while reading: the answer may predate it, so it is used once and not kept.
  if (readAt === generation) kept.set(workspaceId, { at: now, generation, types })
  return types
}

/** An endpoint was added, changed or removed in this process: every kept answer is stale. */
export function forgetWantedEventTypes(): void {
  generation++
}
