// The summary cards leave out links whose deletion waits for its Undo.
import { expect, test } from 'vitest'
import { statsWithout } from './stats-without'

const stats = { totalUrls: 10, totalClicks: 40, averageCTR: 4, clicksLast7Days: 12, clicksPrevious7Days: 6 }

test('takes the hidden links and their clicks out, and works the clicks per link out again', () => {
  expect(statsWithout(stats, [{ clicks: 10 }, { clicks: 0 }])).toEqual({ ...stats, totalUrls: 8, totalClicks: 30, averageCTR: 3.75 })
  expect(statsWithout(stats, [])).toBe(stats)
  expect(statsWithout({ ...stats, totalUrls: 1, totalClicks: 2 }, [{ clicks: 2 }])).toMatchObject({ totalUrls: 0, totalClicks: 0, averageCTR: 0 })
})
