// The dashboard's server state (spec §7 "Queries"): the link list (stale after 10 s) and the stats (stale
// after 30 s). A query loads when it is read while stale or missing; no retry, no refetch on focus or
// interval. Mutations call refreshLinksAndStats(). Data belongs to one user: another user means stale.
import { atom, type WritableAtom } from 'nanostores'
import { errorCodes, timing, type LinkDto, type StatsDto } from '../../lib/contracts-light'
import { messages } from '../../lib/copy'
import { ApiError } from '../../lib/api-client'
import { fetchLinks, fetchStats } from './links-api'
import { toast } from '../../stores/toasts'

export interface QueryState<T> {
  data: T | null
  loading: boolean
  error: ApiError | Error | null
  /** When the data was fetched (ms since epoch); 0 = never. */
  fetchedAt: number
  userId: string | null
}

const empty = <T>(): QueryState<T> => ({ data: null, loading: false, error: null, fetchedAt: 0, userId: null })

export const $links = atom<QueryState<LinkDto[]>>(empty())
export const $stats = atom<QueryState<StatsDto>>(empty())

interface Query<T> {
  store: WritableAtom<QueryState<T>>
  fetch: () => Promise<T>
  staleMs: number
  onError?: (error: unknown) => void
  pending: Promise<void> | null
}

/** Spec §6: 'User not found' on loading the list is silent (no toast, and the list may show as empty). */
export function isSilentListError(error: unknown): boolean {
  return error instanceof ApiError && (error.code === errorCodes.userNotFound || error.message === messages.api.userNotFound)
}

/** Spec §6/§8: 'User not found' on loading the list is silent; other failures toast 'Failed to load URLs'. */
function reportListError(error: unknown): void {
  if (isSilentListError(error)) return
  toast({ ...messages.toast.loadFail, variant: 'destructive' })
}

const linksQuery: Query<LinkDto[]> = { store: $links, fetch: fetchLinks, staleMs: timing.linksStaleMs, onError: reportListError, pending: null }
const statsQuery: Query<StatsDto> = { store: $stats, fetch: fetchStats, staleMs: timing.statsStaleMs, pending: null }

function isStale<T>(q: Query<T>, userId: string): boolean {
  const s = q.store.get()
  return s.userId !== userId || s.fetchedAt === 0 || Date.now() - s.fetchedAt >= q.staleMs
}

function run<T>(q: Query<T>, userId: string): Promise<void> {
  if (q.pending) return q.pending
  const before = q.store.get()
  const keep = before.userId === userId ? before.data : null
  q.store.set({ ...before, data: keep, loading: true, userId })
  q.pending = q
    .fetch()
    .then(
      (data) => q.store.set({ data, loading: false, error: null, fetchedAt: Date.now(), userId }),
      (error: unknown) => {
        // No retry (spec §7). The failure counts as a fetch, so a re-render does not hammer the server.
        q.store.set({ ...q.store.get(), loading: false, error: error as Error, fetchedAt: Date.now() })
        if (q.onError) q.onError(error)
        else console.warn('Loading failed', error)
      },
    )
    .finally(() => {
      q.pending = null
    })
  return q.pending
}

/** Loads the list and the stats for `userId` if they are missing or stale. */
export function ensureDashboardData(userId: string): Promise<void> {
  const jobs: Promise<void>[] = []
  if (isStale(linksQuery, userId)) jobs.push(run(linksQuery, userId))
  if (isStale(statsQuery, userId)) jobs.push(run(statsQuery, userId))
  return Promise.all(jobs).then(() => undefined)
}

/** 'Try again' after a failed load: reloads the list, and the stats too if they failed as well. */
export async function retryDashboardData(userId: string): Promise<void> {
  const jobs = [run(linksQuery, userId)]
  const stats = statsQuery.store.get()
  if (stats.userId !== userId || stats.error || !stats.data) jobs.push(run(statsQuery, userId))
  await Promise.all(jobs)
}

/** After a create, update or delete: the list and the stats are reloaded (spec §4). */
export async function refreshLinksAndStats(userId: string): Promise<void> {
  await Promise.all([linksQuery.pending, statsQuery.pending])
  await Promise.all([run(linksQuery, userId), run(statsQuery, userId)])
}
