// Facts about a request that the outer server knows and handlers need, kept beside (not inside) the
// Request, so a client can never forge them through headers.
interface RequestFacts {
  ip: string
  requestId: string
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
