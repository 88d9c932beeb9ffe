// Bounds a request body before the API reads it: a declared Content-Length over the limit is refused
// unread, and a body without one (chunked) is read only up to the limit, then handed on as a plain body.

/** The request with a body of at most `max` bytes, or null when the body is larger. */
export async function withinBodyLimit(request: Request, max: number): Promise<Request | null> {
  const declared = request.headers.get('content-length')
  if (declared !== null) return Number(declared) > max ? null : request
  if (!request.body) return request
  const reader = request.body.getReader()
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
  const headers = new Headers(request.headers)
  headers.delete('transfer-encoding')
  headers.set('content-length', String(total))
  return new Request(request.url, { method: request.method, headers, body, signal: request.signal })
}
