// The dashboard's query rules (spec §7, §8, §9; docs/decisions/0049): the list is the view's pages from the
// server — stale after 10 s, another view at once, a late answer for an old view dropped, 'Load more' once at a
// time and never a row twice, a refresh keeping as many rows as shown; stats stale after 30 s; no retry;
// 'User not found' silent, other load failures toast 'Failed to load URLs'.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { LinkDto } from '@contracts'
import { listingLimits, type LinkPageDto } from '@contracts/link-listing-schemas'
import { messages } from '../../lib/copy'
import { defaultView, type LinkView } from './link-view'

const api = vi.hoisted(() => ({ fetchLinkPage: vi.fn(), fetchStats: vi.fn(), fetchDashboardView: vi.fn() }))
vi.mock('./links-api', () => api)
const parts = vi.hoisted(() => ({ applyAccount: vi.fn(), checkAccount: vi.fn(), sessionRefused: vi.fn(), primeTags: vi.fn(), primeClickDays: vi.fn() }))
vi.mock('../auth', () => ({ applyAccount: parts.applyAccount, checkAccount: parts.checkAccount, sessionRefused: parts.sessionRefused }))
vi.mock('../tags', () => ({ primeTags: parts.primeTags }))
vi.mock('../analytics', () => ({ primeClickDays: parts.primeClickDays }))
const toasts = vi.hoisted(() => ({ toast: vi.fn() }))
vi.mock('../../stores/toasts', () => toasts)

const { ApiError } = await import('../../lib/api-client')
const { $links, $stats, ensureDashboardData, isSilentListError, loadMoreLinks, refreshLinksAndStats, retryDashboardData } = await import('./links-store')
const { MOST_PER_REQUEST, PAGE_SIZE } = await import('./link-pages')

const link = (id: number) =>
  ({ id, originalUrl: `https://example.com/${id}`, shortCode: `code${id}`, isActive: true, clicks: 0, createdAt: '2026-11-22T00:00:00Z' }) as LinkDto
const stats = { totalUrls: 1, totalClicks: 0, averageCTR: 0 }
const reset = { data: null, loading: false, error: null, fetchedAt: 0, userId: null }

/** A server of `count` links (ids count…1, newest first) answering pages as GET /api/urls does. */
function serve(count: number) {
  api.fetchLinkPage.mockImplementation(async (_view: LinkView, cursor: string | null, limit: number): Promise<LinkPageDto> => {
    const from = cursor ? Number(cursor) : 0
    const items = Array.from({ length: Math.max(0, Math.min(limit, count - from)) }, (_, i) => link(count - from - i))
    return { items, total: count, nextCursor: from + items.length < count ? String(from + items.length) : null }
  })
}
const ids = () => $links.get().data?.items.map((l) => l.id) ?? []
const calls = () => api.fetchLinkPage.mock.calls.map(([view, cursor, limit]) => [(view as LinkView).query, cursor, limit])

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-22T12:00:00Z'))
  $links.set({ ...reset, loadingMore: false })
  $stats.set(reset)
  api.fetchLinkPage.mockReset()
  serve(1)
  api.fetchStats.mockReset().mockResolvedValue(stats)
  toasts.toast.mockReset()
})
afterEach(() => vi.useRealTimers())

const advance = (ms: number) => vi.setSystemTime(Date.now() + ms)
const search = (query: string): LinkView => ({ ...defaultView, query })

describe('the first view (docs/decisions/0079)', () => {
  const answer = {
    account: { user: null, admin: true },
    links: { items: [link(2), link(1)], total: 2, nextCursor: null },
    stats: { ...stats, totalClicks: 4 },
    tags: [{ id: 1, name: 'news', links: 1 }],
    clicks: { days: [{ day: '2026-11-22', clicks: 4 }] },
  }

  // First in the file: each page load asks for its first view once, with the first ensureDashboardData.
  it("is one request filling the list, the stats, the tags, the sparkline's days and the account; then each part asks its own", async () => {
    api.fetchDashboardView.mockResolvedValue(answer)
    await ensureDashboardData('u1', search('sh'))
    expect(api.fetchDashboardView).toHaveBeenCalledWith(search('sh'), PAGE_SIZE)
    expect(api.fetchLinkPage).not.toHaveBeenCalled()
    expect(api.fetchStats).not.toHaveBeenCalled()
    expect($links.get()).toMatchObject({ data: { view: search('sh'), ...answer.links }, loading: false, userId: 'u1' })
    expect($stats.get()).toMatchObject({ data: answer.stats, loading: false, userId: 'u1' })
    expect(parts.primeTags).toHaveBeenCalledWith(answer.tags)
    expect(parts.primeClickDays).toHaveBeenCalledWith(answer.clicks.days, 4)
    expect(parts.applyAccount).toHaveBeenCalledWith(answer.account)
    await ensureDashboardData('u1', search('shop'))
    expect(api.fetchDashboardView).toHaveBeenCalledTimes(1)
    expect(calls()).toEqual([['shop', null, PAGE_SIZE]])
  })
})

describe('dashboard queries', () => {
  it('loads the first page and the stats once, then only what has gone stale', async () => {
    await ensureDashboardData('u1')
    expect($links.get().data).toEqual({ view: defaultView, items: [link(1)], total: 1, nextCursor: null })
    expect($stats.get().data).toEqual(stats)
    expect(calls()).toEqual([['', null, PAGE_SIZE]])
    advance(9_000)
    await ensureDashboardData('u1')
    expect(api.fetchLinkPage).toHaveBeenCalledTimes(1)
    advance(1_000) // list: 10 s old → stale; stats: still fresh
    await ensureDashboardData('u1')
    expect(api.fetchLinkPage).toHaveBeenCalledTimes(2)
    expect(api.fetchStats).toHaveBeenCalledTimes(1)
    advance(20_000)
    await ensureDashboardData('u1')
    expect(api.fetchStats).toHaveBeenCalledTimes(2)
  })

  it('shares one request between concurrent readers, and refetches for another user', async () => {
    await Promise.all([ensureDashboardData('u1'), ensureDashboardData('u1')])
    expect(api.fetchLinkPage).toHaveBeenCalledTimes(1)
    await ensureDashboardData('u2')
    expect(api.fetchLinkPage).toHaveBeenCalledTimes(2)
    expect($links.get().userId).toBe('u2')
  })

  it('asks the server for another view at once, keeps the rows shown meanwhile, and drops a late answer for an older view', async () => {
    await ensureDashboardData('u1')
    let answerOld: (page: LinkPageDto) => void = () => undefined
    api.fetchLinkPage.mockImplementationOnce(() => new Promise((resolve) => (answerOld = resolve)))
    const old = ensureDashboardData('u1', search('sh'))
    expect($links.get()).toMatchObject({ loading: true, data: { items: [link(1)] } })
    api.fetchLinkPage.mockResolvedValueOnce({ items: [link(7)], total: 1, nextCursor: null })
    await ensureDashboardData('u1', search('shop'))
    answerOld({ items: [link(3)], total: 1, nextCursor: null })
    await old
    expect($links.get().data).toMatchObject({ view: search('shop'), items: [link(7)] })
    expect(calls().map(([q]) => q)).toEqual(['', 'sh', 'shop'])
  })

  it("'Load more' appends the next page with its cursor, one request at a time, never a row twice", async () => {
    serve(120)
    await ensureDashboardData('u1')
    expect(ids()).toHaveLength(50)
    expect($links.get().data).toMatchObject({ total: 120, nextCursor: '50' })
    await Promise.all([loadMoreLinks('u1'), loadMoreLinks('u1')])
    expect(calls()).toEqual([
      ['', null, 50],
      ['', '50', 50],
    ])
    expect(ids()).toEqual(Array.from({ length: 100 }, (_, i) => 120 - i))
    // A link moved between the pages (clicked meanwhile): it is not added again.
    api.fetchLinkPage.mockResolvedValueOnce({ items: [link(71), link(20), link(19)], total: 120, nextCursor: null })
    await loadMoreLinks('u1')
    expect(ids()).toHaveLength(102)
    expect(new Set(ids()).size).toBe(102)
    expect($links.get().data?.nextCursor).toBeNull()
    await loadMoreLinks('u1') // nothing more to load
    expect(api.fetchLinkPage).toHaveBeenCalledTimes(3)
  })

  it('reloads list and stats after a change, however fresh, keeping as many rows as were shown', async () => {
    serve(500)
    await ensureDashboardData('u1', search('x'))
    for (let i = 0; i < 4; i++) await loadMoreLinks('u1')
    expect(ids()).toHaveLength(250)
    api.fetchLinkPage.mockClear()
    await refreshLinksAndStats('u1')
    expect(calls()).toEqual([
      ['x', null, MOST_PER_REQUEST],
      ['x', '200', 50],
    ])
    expect(ids()).toHaveLength(250)
    expect(api.fetchStats).toHaveBeenCalledTimes(2)
    expect(MOST_PER_REQUEST).toBe(listingLimits.pageMax)
  })

  it("does not retry a failed load and toasts 'Failed to load URLs'; a failed 'Load more' keeps the rows", async () => {
    api.fetchLinkPage.mockRejectedValueOnce(new ApiError(500, 'internal_error', 'boom'))
    await ensureDashboardData('u1')
    expect(api.fetchLinkPage).toHaveBeenCalledTimes(1)
    expect($links.get()).toMatchObject({ loading: false, data: null })
    expect(toasts.toast).toHaveBeenCalledWith({ ...messages.toast.loadFail, variant: 'destructive' })
    await ensureDashboardData('u1')
    expect(api.fetchLinkPage).toHaveBeenCalledTimes(1)
    serve(60)
    await retryDashboardData('u1')
    api.fetchLinkPage.mockRejectedValueOnce(new ApiError(500, 'internal_error', 'boom'))
    await loadMoreLinks('u1')
    expect(ids()).toHaveLength(50)
    expect($links.get()).toMatchObject({ loadingMore: false, data: { nextCursor: '50' } })
    expect(toasts.toast).toHaveBeenCalledTimes(2)
  })

  it('forgets the rows of another view when its load fails (they would pass for the new view)', async () => {
    await ensureDashboardData('u1')
    api.fetchLinkPage.mockRejectedValueOnce(new ApiError(500, 'internal_error', 'boom'))
    await ensureDashboardData('u1', search('gone'))
    expect($links.get().data).toBeNull()
  })

  it("stays silent when the list fails with 'User not found'", async () => {
    api.fetchLinkPage.mockRejectedValue(new ApiError(404, 'user_not_found', 'User not found'))
    await ensureDashboardData('u1')
    expect(toasts.toast).not.toHaveBeenCalled()
    expect($links.get().error).toBeInstanceOf(ApiError)
  })

  it("tells 'User not found' (silent, may show as empty) from other list failures (an error state)", () => {
    expect(isSilentListError(new ApiError(404, 'user_not_found', 'User not found'))).toBe(true)
    expect(isSilentListError(new ApiError(500, 'internal_error', 'boom'))).toBe(false)
    expect(isSilentListError(new Error('Failed to fetch'))).toBe(false)
  })

  it("'Try again' reloads the failed list, and the stats only if they failed too", async () => {
    api.fetchLinkPage.mockRejectedValueOnce(new ApiError(500, 'internal_error', 'boom'))
    await ensureDashboardData('u1')
    expect($links.get()).toMatchObject({ data: null, loading: false })
    await retryDashboardData('u1')
    expect($links.get()).toMatchObject({ data: { items: [link(1)] }, error: null })
    expect(api.fetchStats).toHaveBeenCalledTimes(1)
    api.fetchLinkPage.mockRejectedValueOnce(new ApiError(500, 'internal_error', 'boom'))
    api.fetchStats.mockRejectedValueOnce(new ApiError(500, 'internal_error', 'boom'))
    await refreshLinksAndStats('u1')
    await retryDashboardData('u1')
    expect(api.fetchStats).toHaveBeenCalledTimes(3)
    expect($stats.get()).toMatchObject({ data: stats, error: null })
  })

  it('ends a failed stats load (not loading, error kept) and clears the error on the next successful load', async () => {
    api.fetchStats.mockRejectedValueOnce(new ApiError(500, 'internal_error', 'boom'))
    await ensureDashboardData('u1')
    expect($stats.get()).toMatchObject({ data: null, loading: false })
    expect($stats.get().error).toBeInstanceOf(ApiError)
    expect(toasts.toast).not.toHaveBeenCalled()
    await refreshLinksAndStats('u1')
    expect($stats.get()).toMatchObject({ data: stats, loading: false, error: null })
  })
})
