// Whether a link is taken down (answers "Link disabled", 410): an admin took it down, its owner's account is
// disabled, or its target's domain is on the blocklist. Asked when the redirect loads a link into its cache
// (never per follow) and by the public by-code lookup. The blocklist is kept in memory and read again after
// the redirect cache was emptied: a blocklist change empties every instance's cache (EVERY_CODE).
import { eq } from 'drizzle-orm'
import type { Database } from '../db/database'
import type { ModerationFacts } from '../links/links.repository'
import { findAccountFlags } from './account-flags.repository'
import { blockingDomain, hostOf, listBlockedDomains } from './blocklist'

export interface ScreenedLink {
  id: number
  userId: string | null
  originalUrl: string
}

/** `known`: the link's takedown and owner facts when the caller already read them (the redirect's miss). */
export type LinkScreen = (link: ScreenedLink, known?: ModerationFacts) => Promise<boolean>

/** `clears`: how many times the redirect cache was emptied (the blocklist is reloaded when it changes). */
export function createLinkScreen(db: Database, clears: () => number): LinkScreen {
  let snapshot: { at: number; domains: Promise<Set<string>> } | undefined
  const blocklist = () => {
    const at = clears()
    if (snapshot?.at !== at) {
      const domains = listBlockedDomains(db).then((list) => new Set(list))
      snapshot = { at, domains }
      domains.catch(() => (snapshot = snapshot?.domains === domains ? undefined : snapshot))
    }
    return snapshot.domains
  }
  const takenDown = async (linkId: number) => {
    const { linkTakedowns } = db.t
    return (await db.orm.select({ id: linkTakedowns.linkId }).from(linkTakedowns).where(eq(linkTakedowns.linkId, linkId)).limit(1)).length > 0
  }
  return async (link, known) => {
    if (known) return known.takenDown || known.ownerDisabled || blockingDomain(hostOf(link.originalUrl), await blocklist()) !== undefined
    const [domains, down, owner] = await Promise.all([blocklist(), takenDown(link.id), link.userId ? findAccountFlags(db, link.userId) : undefined])
    return down || !!owner?.disabled || blockingDomain(hostOf(link.originalUrl), domains) !== undefined
  }
}
