// What moderation asks of a link being created or edited (the hook links.service calls): anonymous
// shortening may be off, and a blocklisted target domain is refused with a clear 400.
import { moderationErrorCodes, moderationMessages } from '../contracts/moderation'
import type { Database } from '../db/database'
import type { Actor } from '../http/actor'
import { AppError } from '../http/app-error'
import { blockingDomain, hostOf } from './blocklist'
import { readAnonymousShortening } from './instance-settings.repository'
import type { LinkScreen, ScreenedLink } from './link-screen'

export interface LinkPolicy {
  /** Throws when this caller may not shorten this (already normalised) target. */
  checkCreate(actor: Actor | null, target: string): Promise<void>
  /** Throws when a link may not point at this target (an edit). */
  checkTarget(target: string): Promise<void>
  /** The target rule with the blocklist read once, for many targets at a time (an import). */
  targetRule(): Promise<(target: string) => void>
  /** Whether a stored link is taken down (the by-code lookup answers it as not found). */
  isTakenDown(link: ScreenedLink): Promise<boolean>
}

export const domainBlocked = () => new AppError(400, moderationErrorCodes.domainBlocked, moderationMessages.domainBlocked)
export const anonymousShorteningOff = () => new AppError(401, moderationErrorCodes.anonymousShorteningOff, moderationMessages.anonymousShorteningOff)

export function createLinkPolicy(db: Database, screen: LinkScreen): LinkPolicy {
  const ruleOf = (blocked: ReadonlySet<string>) => (target: string) => {
    if (blocked.size && blockingDomain(hostOf(target), blocked)) throw domainBlocked()
  }
  // The blocklist in memory, read again whenever the redirect cache was emptied: a blocklist change empties
  // every instance's cache (admin-settings.ts), so no create or edit misses it (docs/decisions/0054).
  const targetRule = async () => ruleOf(await screen.blocklist())
  const checkTarget = async (target: string) => {
    const blocked = screen.blocklist()
    ruleOf(blocked instanceof Set ? blocked : await blocked)(target)
  }
  return {
    async checkCreate(actor, target) {
      if (!actor && !(await readAnonymousShortening(db))) throw anonymousShorteningOff()
      await checkTarget(target)
    },
    checkTarget,
    targetRule,
    isTakenDown: screen,
  }
}
