// Facts about a request that the outer server knows and handlers need, kept beside (not inside) the
// Request, so a client can never forge them through headers.
import type { Actor } from './actor'

interface RequestFacts {
  /** What per-address limits count this client under (http/client-ip.ts `limitKeyOf`). */
  limitKey: string
  requestId: string
  /** The verified identity behind the request's Bearer token: verified on first use, once per request. */
  actor: () => Promise<Actor | null>
  /** The identity with the workspace the request acts in (docs/decisions/0081): resolved on first use, once per request. */
  acting?: () => Promise<Actor | null>
  /** True once nobody waits for the answer: the client went away, or it was answered 503 while waiting (database-deadline.ts). */
  abandoned?: () => boolean
}

const facts = new WeakMap<Request, RequestFacts>()

export function setRequestFacts(request: Request, value: RequestFacts): void {
  facts.set(request, value)
}

/** The client as per-address limits count it: an IPv6 address by its network (IPV6_LIMIT_PREFIX). */
export function limitKeyOfRequest(request: Request): string {
  return facts.get(request)?.limitKey ?? 'unknown'
}

export function requestIdOf(request: Request): string {
  return facts.get(request)?.requestId ?? '-'
}

/** Whether nobody waits for this request's answer any more: work not yet committed should not be. */
export function isAbandoned(request: Request): boolean {
  return facts.get(request)?.abandoned?.() ?? request.signal.aborted
}

/** Thrown by work that stops because its request was abandoned; nobody sees the answer. */
export class RequestAbandoned extends Error {
  constructor() {
    super('request abandoned before its work was committed')
    this.name = 'RequestAbandoned'
  }
}

/** The request's verified identity (null without facts: a request that did not come through the server). */
export function actorOf(request: Request): Promise<Actor | null> {
  return facts.get(request)?.actor() ?? Promise.resolve(null)
}

/**
 * The request's identity with the workspace it acts in (`workspace` set): for the routes on links, tags,
 * stats and analytics. 404 workspace_not_found for a `workspace` parameter naming none of the person's.
 */
export function actingOf(request: Request): Promise<Actor | null> {
  const known = facts.get(request)
  return known?.acting?.() ?? known?.actor() ?? Promise.resolve(null)
}

/** `verify`, run at most once however often the result is asked for. */
export function once<T>(verify: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined
  return () => (result ??= verify())
}
