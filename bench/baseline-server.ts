// The practical limit of the runtime: a minimal Bun.serve answering the same 302s as Snip (same codes,
// same targets, same headers) from a Map, built the cheapest way we know (a shared Headers object, copied
// by the Response, plus the location: 4× cheaper than a plain headers object), so the ratio is honest.
// Usage: bun bench/baseline-server.ts <port> <links>
import { codeOf, targetOf } from './codes'

const port = Number(process.argv[2] ?? 3999)
const count = Number(process.argv[3] ?? 1_000_000)
const links = new Map<string, string>()
for (let i = 0; i < count; i++) links.set(codeOf(i), targetOf(i))

// What a Snip redirect carries (docs/decisions/0012): Location, Cache-Control and the Referrer-Policy.
const headers = new Headers({ 'referrer-policy': 'no-referrer', 'cache-control': 'private, no-store' })
const notFound = new Response('Not found', { status: 404 })

Bun.serve({
  port,
  hostname: '127.0.0.1',
  fetch(request) {
    const url = request.url
    const code = url.slice(url.indexOf('/', 8) + 1)
    const target = links.get(code)
    if (target === undefined) return notFound.clone()
    const response = new Response(null, { status: 302, headers })
    response.headers.set('location', target)
    return response
  },
})
console.log(`baseline listening on ${port} with ${links.size} links`)
