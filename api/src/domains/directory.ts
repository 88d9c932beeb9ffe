// Every custom domain in memory, for the hot path: which request host is a served custom domain, and a
// domain id's host (a link's short address). A domain's id and host never change, so a host once known
// stays right; what changes (verified, disabled, redirects, removed) is read again when the link cache was
// emptied, which every domain change does on every instance (the invalidation channel's EVERY_CODE).
import type { Database } from '../db/database'
import { listAllDomains, type DomainRow } from './domains.repository'

/** A custom domain the redirect answers on: a workspace's once verified, an admin's at once. */
export interface ServedDomain {
  id: number
  host: string
  /** Disabled by an admin: its links answer "Link disabled". */
  disabled: boolean
  rootRedirect: string | null
  notFoundRedirect: string | null
}

export interface DomainDirectory {
  /** Whether any custom domain is served: when none, a request's host is never read. */
  readonly any: boolean
  /** The served custom domain with this host (lower case, no port), or undefined: the instance's own. */
  byHost(host: string): ServedDomain | undefined
  /** The host of a domain id (any state), or undefined when it is unknown here yet. */
  hostOf(id: number): string | undefined
  /** Reads every domain again (after a change made here, before answering it). */
  reload(): Promise<void>
}

export const isServed = (row: Pick<DomainRow, 'workspaceId' | 'verifiedAt'>) => row.workspaceId === null || row.verifiedAt !== null

/** `generation`: how many times the link cache was emptied; when it moves, the domains are read again. */
export async function createDomainDirectory(db: Database, generation: () => number, onError: (error: unknown) => void): Promise<DomainDirectory> {
  let served = new Map<string, ServedDomain>()
  const hosts = new Map<number, string>()
  let loadedAt = generation()
  let loading: Promise<void> | undefined

  async function load(): Promise<void> {
    const seen = generation()
    const rows = await listAllDomains(db)
    const next = new Map<string, ServedDomain>()
    for (const row of rows) {
      hosts.set(row.id, row.host)
      if (isServed(row))
        next.set(row.host, {
          id: row.id,
          host: row.host,
          disabled: row.disabledAt !== null,
          rootRedirect: row.rootRedirect,
          notFoundRedirect: row.notFoundRedirect,
        })
    }
    served = next
    loadedAt = seen
  }

  /** Starts a reload when the cache was emptied since the last one; answers from what is loaded meanwhile. */
  function fresh(): void {
    if (loadedAt === generation() || loading) return
    loading = load()
      .catch(onError)
      .finally(() => (loading = undefined))
  }

  await load()
  return {
    get any() {
      fresh()
      return served.size > 0
    },
    byHost(host) {
      return served.get(host)
    },
    hostOf(id) {
      fresh()
      return hosts.get(id)
    },
    async reload() {
      await loading
      await load()
    },
  }
}
