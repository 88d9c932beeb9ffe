// The client's address, for rate limits only (never stored or logged). Behind a proxy (TRUST_PROXY), the
// last X-Forwarded-For entry is the address our proxy saw and appended; earlier entries come from the
// client and can say anything.
import type { Server } from 'bun'

export function clientAddress(request: Request, server: Server<undefined>, trustProxy: boolean): string {
  return (trustProxy ? request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim() : undefined) || server.requestIP(request)?.address || 'unknown'
}
