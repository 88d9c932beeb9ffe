// What happened to links, told to listeners the composition wires (webhooks, an audit log, caches): a link
// created, updated or deleted, and clicks counted per link per fold of the click counter (never per visitor).
// Told after the work committed, never from inside a transaction. A listener that throws (or whose promise
// rejects) is reported and never fails the request that caused the event. With no listener for an event,
// the face builds no payload at all (`listens`), so a create, an update or a fold pays nothing for it.

/** Which link: its id, its short code (the new one after a rename) and its owner (null: anonymous). */
export interface LinkRef {
  id: number
  code: string
  owner: string | null
}

export interface LinkEventMap {
  created: LinkRef
  /** `changed`: the fields the change set (the request's own names; 'owner' for a claim, 'takenDown' for moderation). */
  updated: LinkRef & { changed: readonly string[] }
  deleted: LinkRef
  /** Clicks counted since the last fold, per link id. */
  clicked: ReadonlyMap<number, number>
}

export type LinkEventName = keyof LinkEventMap
export type LinkListener<E extends LinkEventName> = (payload: LinkEventMap[E]) => void | Promise<void>
/** Listeners to wire when the face is built (compose.ts), by event. */
export type LinkListeners = { [E in LinkEventName]?: LinkListener<E>[] }

export interface LinkEvents {
  /** Adds a listener; returns what removes it. */
  on<E extends LinkEventName>(event: E, listener: LinkListener<E>): () => void
  /** Whether anyone listens: the face asks before it builds a payload. */
  listens(event: LinkEventName): boolean
  emit<E extends LinkEventName>(event: E, payload: LinkEventMap[E]): void
}

export type ListenerFailed = (event: LinkEventName, error: unknown) => void

export function createLinkEvents(failed: ListenerFailed, wired: LinkListeners = {}): LinkEvents {
  const listeners = new Map<LinkEventName, Set<LinkListener<never>>>()
  const add = (event: LinkEventName, listener: LinkListener<never>) => {
    let set = listeners.get(event)
    if (!set) listeners.set(event, (set = new Set()))
    set.add(listener)
    return () => void set.delete(listener)
  }
  const events: LinkEvents = {
    on: (event, listener) => add(event, listener as LinkListener<never>),
    listens: (event) => (listeners.get(event)?.size ?? 0) > 0,
    emit(event, payload) {
      for (const listener of listeners.get(event) ?? []) {
        try {
          const pending = (listener as LinkListener<typeof event>)(payload)
          if (pending instanceof Promise) pending.catch((error) => failed(event, error))
        } catch (error) {
          failed(event, error)
        }
      }
    },
  }
  for (const [event, list] of Object.entries(wired) as [LinkEventName, LinkListener<never>[]][]) for (const listener of list) add(event, listener)
  return events
}
