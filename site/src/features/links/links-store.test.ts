// The dashboard's query rules (spec §7, §8, §9): list stale after 10 s, stats after 30 s, no retry,
// 'User not found' silent, other load failures toast 'Failed to load URLs'.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { messages } from '../../lib/copy'

const api = vi.hoisted(() => ({ fetchLinks: vi.fn(), fetchStats: vi.fn() }))
vi.mock('./links-api', () => api)
const toasts = vi.hoisted(() => ({ toast: vi.fn() }))
vi.mock('../../stores/toasts', () => toasts)

const { ApiError } = await import('../../lib/api-client')
const { $links, $stats, ensureDashboardData, isSilentListError, refreshLinksAndStats, retryDashboardData } = await import('./links-store')

const link = { id: 1, originalUrl: 'https://example.com', shortCode: 'abcde', isActive: true, clicks: 0, createdAt: '2026-11-22T00:00:00Z' }
const stats = { totalUrls: 1, totalClicks: 0, averageCTR: 0 }
const reset = { data: null, loading: false, error: null, fetchedAt: 0, userId: null }

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-22T12:00:00Z'))
  $links.set(reset)
  $stats.set(reset)
  api.fetchLinks.mockReset().mockResolvedValue([link])
  api.fetchStats.mockReset().mockResolvedValue(stats)
  toasts.toast.mockReset()
})
afterEach(() => vi.useRealTimers())

const advance = (ms: number) => vi.setSystemTime(Date.now() + ms)

describe('dashboard queries', () => {
  it('loads list and stats once, then only what has gone stale', async () => {
    await ensureDashboardData('u1')
    expect($links.get().data).toEqual([link])
    expect($stats.get().data).toEqual(stats)
    advance(9_000)
    await ensureDashboardData('u1')
    expect(api.fetchLinks).toHaveBeenCalledTimes(1)
    advance(1_000) // list: 10 s old → stale; stats: still fresh
    await ensureDashboardData('u1')
    expect(api.fetchLinks).toHaveBeenCalledTimes(2)
    expect(api.fetchStats).toHaveBeenCalledTimes(1)
    advance(20_000)
    await ensureDashboardData('u1')
    expect(api.fetchStats).toHaveBeenCalledTimes(2)
  })

  it('shares one request between concurrent readers, and refetches for another user', async () => {
    await Promise.all([ensureDashboardData('u1'), ensureDashboardData('u1')])
    expect(api.fetchLinks).toHaveBeenCalledTimes(1)
    await ensureDashboardData('u2')
    expect(api.fetchLinks).toHaveBeenCalledTimes(2)
    expect($links.get().userId).toBe('u2')
  })

  it('reloads both after a change, however fresh they are', async () => {
    await ensureDashboardData('u1')
    await refreshLinksAndStats('u1')
    expect(api.fetchLinks).toHaveBeenCalledTimes(2)
    expect(api.fetchStats).toHaveBeenCalledTimes(2)
  })

  it("does not retry a failed load and toasts 'Failed to load URLs'", async () => {
    api.fetchLinks.mockRejectedValue(new ApiError(500, 'internal_error', 'boom'))
    await ensureDashboardData('u1')
    expect(api.fetchLinks).toHaveBeenCalledTimes(1)
    expect($links.get()).toMatchObject({ loading: false, data: null })
    expect(toasts.toast).toHaveBeenCalledWith({ ...messages.toast.loadFail, variant: 'destructive' })
  })

  it("stays silent when the list fails with 'User not found'", async () => {
    api.fetchLinks.mockRejectedValue(new ApiError(404, 'user_not_found', 'User not found'))
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
    api.fetchLinks.mockRejectedValueOnce(new ApiError(500, 'internal_error', 'boom'))
    await ensureDashboardData('u1')
    expect($links.get()).toMatchObject({ data: null, loading: false })
    await retryDashboardData('u1')
    expect($links.get()).toMatchObject({ data: [link], error: null })
    expect(api.fetchStats).toHaveBeenCalledTimes(1)
    api.fetchLinks.mockRejectedValueOnce(new ApiError(500, 'internal_error', 'boom'))
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
