// Messages between analytics-worker.ts (main thread) and analytics.worker.ts.
import type { RawBatch } from './raw-batch'
import type { DimensionRow } from './dimension-tally'
import type { TrafficEntries } from './sqlite-detail-writer'

/** SQLite only: the worker opens its own connection and writes from then on. */
export interface OpenRequest {
  type: 'open'
  file: string
  /** SQL true while link ?1 exists (the links capability's LINK_EXISTS_SQL): rows of deleted links are skipped. */
  linkExists: string
}

/**
 * Derive `batch` and add it (and `carried`, which the worker then owns) to the worker's counts. With
 * `write`: on SQLite write them all with `traffic`; on PostgreSQL answer them all (and forget them).
 */
export interface FlushRequest {
  type: 'flush'
  seq: number
  write: boolean
  day: string
  batch: RawBatch | null
  carried: DimensionRow[]
  traffic: TrafficEntries
}

/** SQLite only: delete detail rows of days before `oldest`. */
export interface PruneRequest {
  type: 'prune'
  seq: number
  oldest: string
}

export type AnalyticsRequest = OpenRequest | FlushRequest | PruneRequest

/** `written`: committed (SQLite). `rows`: the counts to write here (PostgreSQL, on `write`). */
export interface AnalyticsReply {
  seq: number
  written: boolean
  /** Entries the worker holds after this request (ClickTally.held): past a bound, the main thread writes early. */
  held?: number
  /** SQLite: with an error, whether the traffic counters were written all the same (with the first chunk). */
  trafficWritten?: boolean
  rows?: DimensionRow[]
  error?: string
}
