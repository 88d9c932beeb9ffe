// What a links face was built from, for the route sets inside links/ only: a create inside an idempotent
// transaction runs the service on the transaction's handle with the announcements held
// (http/links.routes.ts). Kept beside the face, never on it, so other rooms see only the domain's words.
import type { LinkDeps } from './links.service'

const built = new WeakMap<object, LinkDeps>()

export function rememberDeps<F extends object>(face: F, deps: LinkDeps): F {
  built.set(face, deps)
  return face
}

export function depsOf(face: object): LinkDeps {
  const deps = built.get(face)
  if (!deps) throw new Error('not a links face: build it with createLinks')
  return deps
}
