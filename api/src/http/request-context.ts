// Facts about a request that the outer server knows and handlers need, kept beside (not inside) the
// Request, so a client can never forge them through headers.
import type { Actor } from './actor'

interface RequestFacts {
  ip: string
  requestId: string
  /** The verified identity behind the request's Bearer token: verified on first use, once per request. */
  actor: () => Promise<Actor | null>
}

const facts = new WeakMap<Request, RequestFacts>()

export function setRequestFacts(request: Request, value: RequestFacts): void {
  facts.set(request, value)
}

export function clientIpOf(request: Request): string {
  return facts.get(request)?.ip ?? 'unknown'
}

export function requestIdOf(request: Request): string {
  return facts.get(request)?.requestId ?? '-'
}

/** The request's verified identity (null without facts: a request that did not come through the server). */
export function actorOf(request: Request): Promise<Actor | null> {
  return facts.get(request)?.actor() ?? Promise.resolve(null)
}

/** `verify`, run at most once however often the result is asked for. */
export function once<T>(verify: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined
  return () => (result ??= verify())
}
