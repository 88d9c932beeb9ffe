// Derivation: the analytics worker answers exactly what deriving on the event loop would.
import { expect, test } from 'vitest'
import { PHONE_AGENT, DESKTOP_AGENT, GB_IP, US_IP, REFERER } from '../../test/analytics-load'
import { batchOf, type RawClick } from './raw-batch'
import { startAnalyticsWorker } from './analytics-worker'
import type { DimensionRow } from './dimension-tally'
import { deriveDimensions } from './dimensions'

const clicks: RawClick[] = [
  { linkId: 1, ip: GB_IP, userAgent: PHONE_AGENT, referer: REFERER },
  { linkId: 1, ip: US_IP, userAgent: DESKTOP_AGENT, referer: null },
  { linkId: 2, ip: '::ffff:8.8.8.8', userAgent: null, referer: 'not a url' },
  {
    linkId: 2,
    ip: 'unknown',
    userAgent: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    referer: 'android-app://com.slack/',
  },
]

test('the worker derives the same counts as the event loop would, and adds what a failed write left', async () => {
  const worker = startAnalyticsWorker()
  try {
    const reply = await worker.flush({
      write: true,
      day: '2026-11-25',
      batch: batchOf(clicks),
      carried: [{ linkId: 1, dimension: 'country', key: 'GB', clicks: 5 }],
      traffic: [],
    })
    expect(reply.written).toBe(false) // no SQLite file: the main thread writes
    const flat = (rows: DimensionRow[]) => Object.fromEntries(rows.map((r) => [`${r.linkId}\t${r.dimension}\t${r.key}`, r.clicks]))
    const got = flat(reply.rows!)
    const here = flat((await deriveDimensions(batchOf(clicks))).rows())
    here['1\tcountry\tGB']! += 5
    expect(got).toEqual(here)
    expect(got).toMatchObject({
      '1\tcountry\tGB': 6,
      '1\tcountry\tUS': 1,
      '1\tdevice\tmobile': 1,
      '1\tdevice\tdesktop': 1,
      '1\treferrer\tnews.example.com': 1,
      '1\treferrer\tdirect': 1,
      '2\tcountry\tUS': 1,
      '2\tcountry\tunknown': 1,
      '2\tdevice\ttablet': 1,
      '2\tdevice\tother': 1,
      '2\treferrer\tcom.slack': 1,
      '2\treferrer\tdirect': 1,
    })
  } finally {
    worker.stop()
  }
})
