// A link's announcements (the redirect caches told of a new or changed code) made inside a transaction,
// held until it commits (docs/decisions/0064). On SQLite every request is served on one connection: while a
// transaction waits for something outside the database — Redis carrying an announcement, with
// CACHE_INVALIDATION=redis — other requests run and read its uncommitted link (a visitor is redirected, the
// click counted under the link's id), and a rollback then leaves that id to the next link. Held, the
// announcements go out after the commit, when the link is there for everyone; after a rollback, never.
import type { LinkDeps } from './links.service'

type Announcing = Pick<LinkDeps, 'invalidateCode' | 'newCode'>

export interface HeldAnnouncements {
  /** What the transaction's work announces with: nothing goes out yet. */
  readonly holding: Required<Announcing>
  /** Sends what was held, in order (call once the transaction committed). */
  send(): Promise<void>
}

export function holdAnnouncements(deps: Announcing): HeldAnnouncements {
  const held: (() => void | Promise<void>)[] = []
  return {
    holding: {
      newCode: (code) => void held.push(() => (deps.newCode ?? deps.invalidateCode)(code)),
      invalidateCode: (code) => void held.push(() => deps.invalidateCode(code)),
    },
    async send() {
      for (const announce of held.splice(0)) await announce()
    },
  }
}
