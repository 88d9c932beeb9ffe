// The dashboard's server state (spec §7 "Queries"): the link list (stale after 10 s) and the stats (stale
// after 30 s). The page's first view is one request (docs/decisions/0079): the list's first page, the stats,
// the tags, the sparkline's days and the account check in one answer. After it, the list is the current
// view's pages, loaded from the server (docs/decisions/0049): the first page when the view changes or has gone
// stale, the next on "Load more". No retry, no refetch on focus or interval. Mutations call
// refreshLinksAndStats(). Data belongs to one user: another user means stale.
import { atom } from 'nanostores'
import { errorCodes } from '@contracts/error-codes'
import { timing } from '@contracts/constants'
import type { StatsDto } from '@contracts/dto'
import { messages } from '../../lib/copy'
import { ApiError } from '../../lib/api-client'
import { fetchDashboardView, fetchLinkPage, fetchStats } from './links-api'
import { applyAccount, checkAccount, sessionRefused } from '../auth'
import { primeTags } from '../tags'
import { primeClickDays } from '../analytics'
import { appendPage, fetchFirstRows, PAGE_SIZE, viewKeyOf, type LinkPages } from './link-pages'
import { defaultView, type LinkView } from './link-view'
import { toast } from '../../stores/toasts'

export interface QueryState<T> {
  data: T | null
  loading: boolean
  error: ApiError | Error | null
  /** When the data was fetched (ms since epoch); 0 = never. */
  fetchedAt: number
  userId: string | null
}

export type ListState = QueryState<LinkPages> & { loadingMore: boolean }

const empty = <T>(): QueryState<T> => ({ data: null, loading: false, error: null, fetchedAt: 0, userId: null })

export const $links = atom<ListState>({ ...empty(), loadingMore: false })
export const $stats = atom<QueryState<StatsDto>>(empty())

/** Spec §6: 'User not found' on loading the list is silent (no toast, and the list may show as empty). */
export function isSilentListError(error: unknown): boolean {
  return error instanceof ApiError && (error.code === errorCodes.userNotFound || error.message === messages.api.userNotFound)
}

/** Spec §6/§8: 'User not found' on loading the list is silent; other failures toast 'Failed to load URLs'. */
function reportListError(error: unknown): void {
  if (isSilentListError(error)) return
  toast({ ...messages.toast.loadFail, variant: 'destructive' })
}

/** The list asked for last: whose, which view; `generation` drops the answers of any earlier request. */
let wanted: { userId: string; view: LinkView; key: string } = { userId: '', view: defaultView, key: '' }
let generation = 0
let listPending: { id: string; promise: Promise<void> } | null = null

function loadList(userId: string, view: LinkView, rows = PAGE_SIZE): Promise<void> {
  const key = viewKeyOf(view)
  const id = `${userId}\n${key}\n${rows}`
  if (listPending?.id === id) return listPending.promise
  wanted = { userId, view, key }
  const mine = ++generation
  const before = $links.get()
  // The rows shown stay (marked busy) until the new ones arrive: no flash of a placeholder per keystroke.
  $links.set({ ...before, data: before.userId === userId ? before.data : null, loading: true, loadingMore: false, userId })
  const promise = fetchFirstRows(view, rows).then(
    (data) => void (mine === generation && $links.set({ data, loading: false, loadingMore: false, error: null, fetchedAt: Date.now(), userId })),
    (error: unknown) => {
      if (mine !== generation) return
      // No retry (spec §7). Rows of another view are not kept: they would pass for this view's.
      const now = $links.get()
      const keep = now.data && viewKeyOf(now.data.view) === key ? now.data : null
      $links.set({ ...now, data: keep, loading: false, error: error as Error, fetchedAt: Date.now() })
      reportListError(error)
    },
  )
  const entry = { id, promise: promise.finally(() => void (listPending === entry && (listPending = null))) }
  listPending = entry
  return entry.promise
}

/** 'Load more' and the end of the list in view: the next page of the view shown, once at a time. */
export async function loadMoreLinks(userId: string): Promise<void> {
  const state = $links.get()
  const cursor = state.data?.nextCursor
  if (state.userId !== userId || !state.data || !cursor || state.loading || state.loadingMore) return
  const mine = generation
  $links.set({ ...state, loadingMore: true })
  try {
    const page = await fetchLinkPage(state.data.view, cursor, PAGE_SIZE)
    const now = $links.get()
    if (mine === generation && now.data) $links.set({ ...now, data: appendPage(now.data, page), loadingMore: false })
  } catch (error) {
    if (mine !== generation) return
    $links.set({ ...$links.get(), loadingMore: false })
    reportListError(error)
  }
}

let statsPending: Promise<void> | null = null

function loadStats(userId: string): Promise<void> {
  if (statsPending) return statsPending
  const before = $stats.get()
  $stats.set({ ...before, data: before.userId === userId ? before.data : null, loading: true, userId })
  statsPending = fetchStats()
    .then(
      (data) => $stats.set({ data, loading: false, error: null, fetchedAt: Date.now(), userId }),
      (error: unknown) => {
        $stats.set({ ...$stats.get(), loading: false, error: error as Error, fetchedAt: Date.now() })
        console.warn('Loading failed', error)
      },
    )
    .finally(() => (statsPending = null))
  return statsPending
}

/** Whether this page load has asked for its first view yet: once asked, each part keeps its own endpoint. */
let firstViewAsked = false

/**
 * The first view in one request: every part filled from the one answer. A 401 means the session has ended:
 * the auth feature signs out (the guard goes to the login page) and nothing is toasted.
 */
function loadFirstView(userId: string, view: LinkView): Promise<void> {
  firstViewAsked = true
  const key = viewKeyOf(view)
  wanted = { userId, view, key }
  const mine = ++generation
  $links.set({ ...$links.get(), data: null, loading: true, loadingMore: false, userId })
  $stats.set({ ...$stats.get(), data: null, loading: true, userId })
  const promise = fetchDashboardView(view, PAGE_SIZE).then(
    (answer) => {
      const fetchedAt = Date.now()
      applyAccount(answer.account)
      primeTags(answer.tags)
      primeClickDays(answer.clicks.days, answer.stats.totalClicks)
      $stats.set({ data: answer.stats, loading: false, error: null, fetchedAt, userId })
      if (mine === generation) $links.set({ data: { view, ...answer.links }, loading: false, loadingMore: false, error: null, fetchedAt, userId })
    },
    (error: unknown) => {
      const ended = sessionRefused(error)
      // the account part did not come, and the page still needs it (the workspaces with the role, the admin flag)
      if (!ended) void checkAccount()
      $stats.set({ ...$stats.get(), loading: false, error: error as Error, fetchedAt: Date.now() })
      if (mine !== generation) return
      $links.set({ ...$links.get(), data: null, loading: false, error: error as Error, fetchedAt: Date.now() })
      // a 404: the address names a workspace the person is not in, which the page says instead of a toast
      if (!ended && !(error instanceof ApiError && error.status === 404)) reportListError(error)
    },
  )
  const entry = { id: `${userId}\n${key}\n${PAGE_SIZE}`, promise: promise.finally(() => void (listPending === entry && (listPending = null))) }
  listPending = entry
  statsPending = promise.finally(() => (statsPending = null))
  return entry.promise
}

const isStale = (s: QueryState<unknown>, userId: string, staleMs: number) => s.userId !== userId || s.fetchedAt === 0 || Date.now() - s.fetchedAt >= staleMs

/** Loads `view`'s first page and the stats for `userId` if they are missing or stale (another view: at once). */
export function ensureDashboardData(userId: string, view: LinkView = defaultView): Promise<void> {
  if (!firstViewAsked) return loadFirstView(userId, view)
  const jobs: Promise<void>[] = []
  const listStale = isStale($links.get(), userId, timing.linksStaleMs) || wanted.userId !== userId || wanted.key !== viewKeyOf(view)
  if (listStale) jobs.push(loadList(userId, view))
  if (isStale($stats.get(), userId, timing.statsStaleMs)) jobs.push(loadStats(userId))
  return Promise.all(jobs).then(() => undefined)
}

/** 'Try again' after a failed load: reloads the list, and the stats too if they failed as well. */
export async function retryDashboardData(userId: string): Promise<void> {
  const jobs = [loadList(userId, wanted.userId === userId ? wanted.view : defaultView)]
  const stats = $stats.get()
  if (stats.userId !== userId || stats.error || !stats.data) jobs.push(loadStats(userId))
  await Promise.all(jobs)
}

/**
 * After a create, update, delete or bulk action (spec §4): the stats and the list reload — the list as many
 * rows as it showed, so changed rows are fresh, removed ones gone, and none shows twice.
 */
export async function refreshLinksAndStats(userId: string): Promise<void> {
  await Promise.all([listPending?.promise, statsPending])
  const state = $links.get()
  const shown = state.userId === userId ? (state.data?.items.length ?? 0) : 0
  await Promise.all([loadList(userId, wanted.userId === userId ? wanted.view : defaultView, Math.max(PAGE_SIZE, shown)), loadStats(userId)])
}
