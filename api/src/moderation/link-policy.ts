// What moderation asks of a link being created or edited (the hook links.service calls): anonymous
// shortening may be off, and a blocklisted target domain is refused with a clear 400.
import { moderationErrorCodes, moderationMessages } from '../contracts/moderation'
import type { Database } from '../db/database'
import type { Actor } from '../http/actor'
import { AppError } from '../http/app-error'
import { blockingDomain, hostOf } from './blocklist'
import { readAnonymousShortening } from './instance-settings.repository'
import { untilCleared } from './until-cleared'
import type { LinkScreen, ScreenedLink } from './link-screen'

export interface LinkPolicy {
  /** Throws when this caller may not shorten this (already normalised) target. */
  checkCreate(actor: Actor | null, target: string): Promise<void>
  /**
   * This policy with checkCreate's facts read now, for a create inside a transaction: the facts are read on
   * the pool, and a transaction waiting on the pool holds a connection meanwhile. After an outage (the
   * redirect cache emptied, so they are read again) as many creates as the pool has connections held them
   * all and waited on each other until PostgreSQL ended their idle transactions, 10 s later.
   */
  readNow(): Promise<LinkPolicy>
  /** Throws when a link may not point at this target (an edit). */
  checkTarget(target: string): Promise<void>
  /** The target rule with the blocklist read once, for many targets at a time (an import). */
  targetRule(): Promise<(target: string) => void>
  /** Whether a stored link is taken down (the by-code lookup answers it as not found). */
  isTakenDown(link: ScreenedLink): Promise<boolean>
}

export const domainBlocked = () => new AppError(400, moderationErrorCodes.domainBlocked, moderationMessages.domainBlocked)
export const anonymousShorteningOff = () => new AppError(401, moderationErrorCodes.anonymousShorteningOff, moderationMessages.anonymousShorteningOff)

/** `clears`: how many times the redirect cache was emptied (what is kept in memory is read again when it changes). */
export function createLinkPolicy(db: Database, screen: LinkScreen, clears: () => number): LinkPolicy {
  const anonymousShortening = untilCleared(clears, () => readAnonymousShortening(db))
  const ruleOf = (blocked: ReadonlySet<string>) => (target: string) => {
    if (blocked.size && blockingDomain(hostOf(target), blocked)) throw domainBlocked()
  }
  // The blocklist and the anonymous-shortening switch in memory, read again whenever the redirect cache was
  // emptied: changing either empties every instance's cache (admin-settings.ts), so no create or edit
  // misses a change (until-cleared.ts, docs/decisions/0054).
  const targetRule = async () => ruleOf(await screen.blocklist())
  const checkTarget = async (target: string) => {
    const blocked = screen.blocklist()
    ruleOf(blocked instanceof Promise ? await blocked : blocked)(target)
  }
  const policy: LinkPolicy = {
    async checkCreate(actor, target) {
      if (!actor) {
        const allowed = anonymousShortening()
        if (!(typeof allowed === 'boolean' ? allowed : await allowed)) throw anonymousShorteningOff()
      }
      await checkTarget(target)
    },
    async readNow() {
      const allowed = await anonymousShortening()
      const rule = await targetRule()
      return {
        ...policy,
        async checkCreate(actor, target) {
          if (!actor && !allowed) throw anonymousShorteningOff()
          rule(target)
        },
      }
    },
    checkTarget,
    targetRule,
    isTakenDown: screen,
  }
  return policy
}
