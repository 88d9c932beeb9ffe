// The redirect's capture: bounded memory, nothing kept for people who ask not to be tracked.
import { expect, test } from 'vitest'
import { createClickDetails } from './click-details'
import type { RawBatch } from './raw-batch'

/** The batch read back click by click. */
const clicksOf = (b: RawBatch) =>
  [...b.linkIds].map((linkId, i) => ({
    linkId,
    ip: b.distinct.ips[b.ips[i]!],
    userAgent: b.distinct.agents[b.agents[i]!] ?? null,
    referer: b.distinct.referers[b.referers[i]!] ?? null,
  }))

const follow = (headers: Record<string, string>) => new Request('http://snip.test/abcde', { headers })

test('over the cap a click keeps its count but loses its dimensions; DNT and GPC keep nothing', () => {
  const details = createClickDetails(2)
  const asked: string[] = []
  const ip = () => (asked.push('ip'), '192.0.2.1')
  details.capture(1, follow({ 'user-agent': 'A', referer: 'https://a.example/x' }), ip)
  details.capture(1, follow({ dnt: '1', 'user-agent': 'B' }), ip)
  details.capture(1, follow({ 'sec-gpc': '1' }), ip)
  details.capture(2, follow({ 'user-agent': 'C' }), ip)
  details.capture(2, follow({ 'user-agent': 'D' }), ip) // over the cap
  details.tally(2, 'bots')
  expect(details.queued).toBe(2)
  expect(asked).toHaveLength(2) // the address is asked for only when it is kept
  const { batch, traffic } = details.take()
  expect(clicksOf(batch)).toEqual([
    { linkId: 1, ip: '192.0.2.1', userAgent: 'A', referer: 'https://a.example/x' },
    { linkId: 2, ip: '192.0.2.1', userAgent: 'C', referer: null },
  ])
  expect(batch.distinct.ips).toEqual(['192.0.2.1']) // each distinct value travels once
  expect(traffic.get(1)).toEqual({ bots: 0, heads: 0, prefetches: 0, notShared: 2, unrecorded: 0 })
  expect(traffic.get(2)).toEqual({ bots: 1, heads: 0, prefetches: 0, notShared: 0, unrecorded: 1 })
  expect(clicksOf(details.take().batch)).toEqual([]) // taken means gone
})

test('a full enough queue asks for a flush once, and again after it was taken', () => {
  let asked = 0
  const details = createClickDetails(100_000, () => asked++)
  for (let i = 0; i < 4_100; i++) details.capture(1, follow({}), () => '192.0.2.1')
  expect(asked).toBe(1)
  details.take()
  for (let i = 0; i < 4_000; i++) details.capture(1, follow({}), () => '192.0.2.1')
  expect(asked).toBe(2)
})
