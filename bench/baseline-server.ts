// The practical limits of the runtime: minimal Bun.serve processes answering the same 302s as Snip (same
// codes, same targets), built the cheapest way we know (a shared Headers object, copied by the Response,
// plus the location: 4× cheaper than a plain headers object), so the ratios are honest. Three kinds:
//   map     a Map lookup; the headers a Snip redirect carries (decision 12): Location, Cache-Control and
//           Referrer-Policy — the like-for-like comparison
//   strict  a Map lookup; Location and Cache-Control only — the stricter redirect target's baseline
//   sqlite  one prepared bun:sqlite SELECT per request on Snip's own seeded file (read only), Snip's
//           headers — the limit for a cache miss
// Usage: bun bench/baseline-server.ts <port> <links> <map|strict|sqlite> [sqlite file]
import { Database } from 'bun:sqlite'
import { codeOf, targetOf } from './codes'

const port = Number(process.argv[2] ?? 3999)
const count = Number(process.argv[3] ?? 1_000_000)
const kind = process.argv[4] ?? 'map'
const file = process.argv[5]

const headers = new Headers(
  kind === 'strict' ? { 'cache-control': 'private, no-store' } : { 'referrer-policy': 'no-referrer', 'cache-control': 'private, no-store' },
)
const notFound = new Response('Not found', { status: 404 })

function mapLookup(): (code: string) => string | undefined {
  const links = new Map<string, string>()
  for (let i = 0; i < count; i++) links.set(codeOf(i), targetOf(i))
  return (code) => links.get(code)
}

function sqliteLookup(): (code: string) => string | undefined {
  if (!file) throw new Error('the sqlite baseline needs the seeded file')
  const statement = new Database(file, { readonly: true }).prepare<{ original_url: string }, [string]>(
    'select original_url from links where short_code = ? and domain_id is null',
  )
  return (code) => statement.get(code)?.original_url
}

const lookup = kind === 'sqlite' ? sqliteLookup() : mapLookup()

Bun.serve({
  port,
  hostname: '127.0.0.1',
  fetch(request) {
    const url = request.url
    const target = lookup(url.slice(url.indexOf('/', 8) + 1))
    if (target === undefined) return notFound.clone()
    const response = new Response(null, { status: 302, headers })
    response.headers.set('location', target)
    return response
  },
})
console.log(`${kind} baseline listening on ${port} with ${count} links`)
