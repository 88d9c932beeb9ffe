// What a links face was built from, for the route sets inside links/ only: a create inside an idempotent
// transaction runs the service on the transaction's handle with the announcements held
// (http/links.routes.ts). Kept beside the face, never on it, so other rooms see only the domain's words.
import type { LinkEvents } from './events'
import type { LinkDeps } from './links.service'

const built = new WeakMap<object, LinkDeps>()
const told = new WeakMap<object, LinkEvents>()

export function rememberDeps<F extends object>(face: F, deps: LinkDeps, events: LinkEvents): F {
  built.set(face, deps)
  told.set(face, events)
  return face
}

/** The face's events: a create the route set runs in its own transaction is told once it committed. */
export function eventsOf(face: object): LinkEvents {
  const events = told.get(face)
  if (!events) throw new Error('not a links face: build it with createLinks')
  return events
}

export function depsOf(face: object): LinkDeps {
  const deps = built.get(face)
  if (!deps) throw new Error('not a links face: build it with createLinks')
  return deps
}
