// Whether a link is taken down (answers "Link disabled", 410): an admin took it down, its owner's account is
// disabled, or its target's domain is on the blocklist. Asked when the redirect loads a link into its cache
// (never per follow) and by the public by-code lookup. The blocklist is kept in memory and read again after
// the redirect cache was emptied: a blocklist change empties every instance's cache (EVERY_CODE).
import { eq } from 'drizzle-orm'
import type { Database } from '../db/database'
import { findAccountFlags } from './account-flags.repository'
import { blockingDomain, hostOf, listBlockedDomains } from './blocklist'
import { untilCleared } from './until-cleared'

/** What moderation says of a link (decision 43), read with the link in one statement on the redirect's cache miss. */
export interface ModerationFacts {
  takenDown: boolean
  ownerDisabled: boolean
}

export interface ScreenedLink {
  id: number
  userId: string | null
  originalUrl: string
}

/**
 * `known`: the link's takedown and owner facts when the caller already read them (the redirect's miss);
 * then the answer is synchronous once the blocklist is in memory (no promise per cache miss).
 */
export type LinkScreen = {
  (link: ScreenedLink, known: ModerationFacts): boolean | Promise<boolean>
  (link: ScreenedLink): Promise<boolean>
  /** The blocked domains as last read (again after the redirect cache was emptied): what creation checks too. */
  blocklist(): ReadonlySet<string> | Promise<ReadonlySet<string>>
}

/** `clears`: how many times the redirect cache was emptied (the blocklist is reloaded when it changes). */
export function createLinkScreen(db: Database, clears: () => number): LinkScreen {
  const blocklist = untilCleared(clears, async () => new Set(await listBlockedDomains(db)))
  // new URL() only when some domain is blocked: most instances block none.
  const blocks = (url: string, domains: ReadonlySet<string>) => domains.size > 0 && blockingDomain(hostOf(url), domains) !== undefined
  const takenDown = async (linkId: number) => {
    const { linkTakedowns } = db.t
    return (await db.orm.select({ id: linkTakedowns.linkId }).from(linkTakedowns).where(eq(linkTakedowns.linkId, linkId)).limit(1)).length > 0
  }
  const screenUnknown = async (link: ScreenedLink) => {
    const [domains, down, owner] = await Promise.all([blocklist(), takenDown(link.id), link.userId ? findAccountFlags(db, link.userId) : undefined])
    return down || !!owner?.disabled || blocks(link.originalUrl, domains)
  }
  const screen = ((link: ScreenedLink, known?: ModerationFacts) => {
    if (!known) return screenUnknown(link)
    if (known.takenDown || known.ownerDisabled) return true
    const list = blocklist()
    return list instanceof Promise ? list.then((domains) => blocks(link.originalUrl, domains)) : blocks(link.originalUrl, list)
  }) as LinkScreen
  screen.blocklist = blocklist
  return screen
}
