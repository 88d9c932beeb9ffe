// How a running SQLite server hears of links changed by another process (the admin CLI): there is no
// LISTEN/NOTIFY, so the CLI records the codes it changed in server_settings ('links_changed': a sequence
// number and the codes) and each server looks once a second. The look costs next to nothing: PRAGMA
// data_version, which moves only when another connection committed, and the one row only when it did
// (the click writer's commits move it too, about once a second under traffic: one primary-key read).
// A server that missed a change (two between its looks, or a restored database) empties its whole cache.
import type { Database as BunSqlite } from 'bun:sqlite'
import { EVERY_CODE } from '../links'
import type { InvalidationChannel } from './invalidation-channel'
import type { LinkCache } from './link-cache'

const KEY = 'links_changed'
/** More codes than this are recorded as "every code": the row stays small. */
const MAX_CODES = 1000
export const LOOK_EVERY_MS = 1000

interface LinkChanges {
  seq: number
  codes: string[]
}

function readChanges(client: BunSqlite): LinkChanges {
  const row = client.query('select value from server_settings where key = ?').get(KEY) as { value: string } | null
  return row ? (JSON.parse(row.value) as LinkChanges) : { seq: 0, codes: [] }
}

/** Records codes another process changed, for the servers on this file to drop (one immediate transaction). */
export function recordLinkChanges(client: BunSqlite, codes: string[]): void {
  client
    .transaction(() => {
      const seq = readChanges(client).seq + 1
      const value = JSON.stringify({ seq, codes: codes.length > MAX_CODES ? [EVERY_CODE] : codes } satisfies LinkChanges)
      client.query('insert into server_settings (key, value) values (?, ?) on conflict (key) do update set value = excluded.value').run(KEY, value)
    })
    .immediate()
}

/** Drops what other processes recorded, looking every `everyMs`; returns the function that stops looking. */
export function watchLinkChanges(client: BunSqlite, cache: LinkCache, everyMs = LOOK_EVERY_MS): () => void {
  const version = client.prepare('pragma data_version')
  const versionNow = () => (version.get() as { data_version: number }).data_version
  let seenVersion = versionNow()
  let seenSeq = readChanges(client).seq
  const timer = setInterval(() => {
    try {
      const now = versionNow()
      if (now === seenVersion) return
      seenVersion = now
      const changes = readChanges(client)
      if (changes.seq === seenSeq) return
      if (changes.seq === seenSeq + 1) for (const code of changes.codes) cache.invalidate(code)
      else cache.clear()
      seenSeq = changes.seq
    } catch {
      // Busy or closing: the next look tries again.
    }
  }, everyMs)
  timer.unref?.()
  return () => clearInterval(timer)
}

/** SQLite's channel: this server's own changes drop at once; other processes' within a second. */
export function sqliteInvalidation(client: BunSqlite, cache: LinkCache): InvalidationChannel {
  const stop = watchLinkChanges(client, cache)
  return {
    invalidate: async (code) => cache.invalidate(code),
    stop: async () => stop(),
  }
}
