// JSON answers of some size are sent gzip-compressed when the client accepts it (a dashboard's list of
// 10,000 links is ~1.5 MB of JSON, ~150 KB compressed). Small answers are not worth the CPU.
const MIN_BYTES = 1024

export async function compressedJson(request: Request, response: Response): Promise<Response> {
  if (!response.headers.get('content-type')?.includes('application/json')) return response
  // Downloads are streamed (the account export): buffering one to compress it would hold it all in memory.
  if (response.headers.get('content-disposition')?.startsWith('attachment')) return response
  if (response.headers.has('content-encoding') || !/\bgzip\b/.test(request.headers.get('accept-encoding') ?? '')) return response
  const body = new Uint8Array(await response.arrayBuffer())
  const headers = new Headers(response.headers)
  headers.append('vary', 'accept-encoding')
  if (body.byteLength < MIN_BYTES) return new Response(body, { status: response.status, statusText: response.statusText, headers })
  headers.set('content-encoding', 'gzip')
  headers.delete('content-length')
  return new Response(Bun.gzipSync(body), { status: response.status, statusText: response.statusText, headers })
}
