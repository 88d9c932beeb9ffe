// The creation rows' targets, the click rows' and the side-by-side rounds they
// are computed from.
import { describe, expect, test } from 'vitest'
import type { PairedCapture } from './capture-pair'
import { captureRows, clickRows, creationRows, type ClickCost, type Creation } from './report'
import { alternate, medianRatio } from './rounds'

const load = (rps: number, errors = 0) => ({ rps, p50_ms: 1, p99_ms: 2, errors })
const creation = (signedIn: number, anonymous: number, bare: number): Creation => ({
  connections: 50,
  signedIn: load(signedIn),
  anonymous: load(anonymous),
  bare: load(bare),
  signedInRatio: signedIn / bare,
  anonymousRatio: anonymous / bare,
})
const statusOf = (rows: string[][]) => rows.map((row) => [row[4], row[5], row[6]])

describe('creation rows', () => {
  test('on SQLite each case is held to 0.6 of the bare insert, beside its figure', () => {
    const rows = creationRows('sqlite', creation(5900, 6100, 10_000))
    expect(rows.map((row) => [row[2], row[3]])).toEqual([
      ['5900', '10000'],
      ['6100', '10000'],
    ])
    expect(statusOf(rows)).toEqual([
      ['0.59', '≥ 0.6', 'MISSED'],
      ['0.61', '≥ 0.6', 'met'],
    ])
  })

  test('on PostgreSQL each case is held to 5,000 creates a second, whatever the bare insert does', () => {
    const rows = creationRows('postgres', creation(4999, 5000, 20_000))
    expect(statusOf(rows)).toEqual([
      ['0.25', '≥ 5,000 /s', 'MISSED'],
      ['0.25', '≥ 5,000 /s', 'met'],
    ])
  })

  test('errors from Snip miss; errors from the baseline alone are only shown', () => {
    const c = creation(7000, 7000, 10_000)
    expect(
      creationRows('sqlite', { ...c, bare: load(10_000, 3) })
        .at(-1)!
        .slice(2),
    ).toEqual(['0', '3', '', '0', 'met'])
    expect(
      creationRows('sqlite', { ...c, anonymous: load(7000, 2) })
        .at(-1)!
        .slice(2),
    ).toEqual(['2', '0', '', '0', 'MISSED'])
  })
})

const clickCost = (hot: number, humanCpuUs: number, botCpuUs: number): ClickCost => ({
  hot,
  humanRps: 30_000,
  botRps: 31_000,
  cost: 1 - 30 / 31,
  humanCpuUs,
  botCpuUs,
  cpuCost: humanCpuUs / botCpuUs - 1,
})

describe('click rows', () => {
  test('only counting alone at the full hot set is held to 3 %; the small hot set and analytics are shown', () => {
    const rows = clickRows('sqlite', {
      alone: clickCost(10_000, 10.4, 10),
      aloneSmallHotSet: clickCost(1000, 11, 10),
      withAnalytics: clickCost(10_000, 15, 10),
    })
    const cpu = rows.filter((row) => row[1]!.endsWith('server CPU µs/request'))
    expect(cpu.map((row) => row[1]!.split(',')[0])).toEqual([
      'click counting alone (CLICK_ANALYTICS=false)',
      'click counting alone (CLICK_ANALYTICS=false)',
      'click counting + analytics capture (CLICK_ANALYTICS on)',
    ])
    expect(cpu.map((row) => [row[2], row[3]])).toEqual([
      ['10.40', '10.00'],
      ['11.00', '10.00'],
      ['15.00', '10.00'],
    ])
    expect(statusOf(cpu)).toEqual([
      ['4.0 %', '≤ 3 %', 'MISSED'],
      ['10.0 %', '≤ 3 %', '(over)'],
      ['50.0 %', '', '(information)'],
    ])
  })

  test('counting alone within 3 % is met; without the other measures only its rows are shown', () => {
    const rows = clickRows('postgres', { alone: clickCost(10_000, 10.25, 10) })
    expect(rows).toHaveLength(2)
    expect(statusOf(rows)[0]).toEqual(['2.5 %', '≤ 3 %', 'met'])
  })
})

describe('rounds', () => {
  test('reverse the order every other round', async () => {
    const order: string[] = []
    const side = (name: string) => async () => (order.push(name), { rps: 1 })
    await alternate(3, { a: side('a'), b: side('b'), c: side('c') })
    expect(order.join('')).toBe('abccbaabc')
  })

  test('a ratio is the median of the per-round ratios, not the ratio of the medians', () => {
    const rounds = [
      { snip: { rps: 10 }, bare: { rps: 20 } },
      { snip: { rps: 30 }, bare: { rps: 100 } },
      { snip: { rps: 90 }, bare: { rps: 100 } },
    ]
    // per round 0.5, 0.3 and 0.9; the medians' ratio would be 30 / 100
    expect(medianRatio(rounds, 'snip', 'bare')).toBe(0.5)
  })
})

const paired = (setting: PairedCapture['setting'], rateOnOverOff: number): PairedCapture => ({
  setting,
  rounds: 5,
  rpsOn: Math.round(40_000 * rateOnOverOff),
  rpsOff: 40_000,
  rateOnOverOff,
  cpuUsOn: 12.5,
  cpuUsOff: 11,
  cpuOnOverOff: 1.1,
  cpuUsDifference: 1.5,
  cpuUsDifferenceByThread: { bun: 1.2, Worker: 0.2, 'mi-scavenger': 0.1 },
  roundDifferences: [1.5],
})

describe('capture rows', () => {
  test('what the capture moves the hot-set ratio by is held to 0.02 for the direct setting only', () => {
    // hot-set ratio 0.8 with capture on: off would answer 1 / 0.97 as many → moves it by 0.0247
    const rows = captureRows('sqlite', 0.8, [paired('direct', 0.97), paired('behind a proxy', 0.99)])
    const moves = rows.filter((row) => row[1]!.includes('moves the hot-set ratio'))
    expect(moves.map((row) => [row[1]!.split(',')[1]!.split(' (')[0]!.trim(), row[2], row[5], row[6]])).toEqual([
      ['direct', '0.025', '≤ 0.02', 'MISSED'],
      ['behind a proxy', '0.008', '≤ 0.02', '(ok)'],
    ])
    // beside it, the same from the CPU per request: 10 % more CPU a request → 0.8 × 0.1
    expect(
      captureRows('sqlite', 0.8, [paired('direct', 0.98)])
        .find((row) => row[1]!.includes('moves'))!
        .slice(2),
    ).toEqual(['0.016', '', 'from CPU: 0.080', '≤ 0.02', 'met'])
  })

  test('the CPU row splits the difference between the event loop and the other threads', () => {
    const cpu = captureRows('sqlite', 0.8, [paired('direct', 0.97)]).find((row) => row[1]!.endsWith('server CPU µs/request on vs off'))!
    expect(cpu.slice(2, 5)).toEqual(['12.5', '11.0', '+1.50 µs (event loop +1.20, other threads +0.30)'])
  })
})
