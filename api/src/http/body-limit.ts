// Bounds and checks a request body before the API reads it: a declared Content-Length over the limit is
// refused unread, a body without one (chunked) is read only up to the limit, a body a JSON route would get
// in another type is refused (docs/decisions/0067), and a JSON body that nests deeper than the limit is
// refused before anything parses it (docs/decisions/0013). What passes is handed on as a plain body of
// known length.
import { isJsonContentType } from './json-content-type'
import { inspectJson } from './json-scan'

export type GuardedBody = { request: Request } | { problem: 'too-large' | 'too-deep' | 'not-json' }

export interface BodyLimits {
  maxBytes: number
  maxDepth: number
  /** Whether the route reads the body as JSON (every API route but an upload): anything else is refused. */
  json: boolean
}

export async function guardBody(request: Request, limits: BodyLimits): Promise<GuardedBody> {
  if (!request.body) return { request }
  const declared = request.headers.get('content-length')
  if (declared !== null && Number(declared) > limits.maxBytes) return { problem: 'too-large' }
  const body = await readAtMost(request.body, limits.maxBytes)
  if (!body) return { problem: 'too-large' }
  // An empty body is no body, whatever its type says (clients send the JSON type on body-less requests).
  if (limits.json && body.byteLength > 0 && !isJsonContentType(request.headers.get('content-type'))) return { problem: 'not-json' }
  if (inspectJson(body, limits.maxDepth) === 'too-deep') return { problem: 'too-deep' }
  const headers = new Headers(request.headers)
  headers.delete('transfer-encoding')
  headers.set('content-length', String(body.byteLength))
  return { request: new Request(request.url, { method: request.method, headers, body, signal: request.signal }) }
}

/** The stream's bytes, or null as soon as they exceed `max`. */
async function readAtMost(stream: ReadableStream<Uint8Array>, max: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = stream.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > max) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  const body = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}
