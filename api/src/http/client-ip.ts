// The client's address, for rate limits and click analytics only (never stored or logged). Behind a proxy
// (TRUST_PROXY), the last X-Forwarded-For entry is the address our proxy saw and appended; earlier entries
// come from the client and can say anything.
import type { Server } from 'bun'

export function clientAddress(request: Request, server: Server<undefined>, trustProxy: boolean): string {
  return (trustProxy ? request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim() : undefined) || server.requestIP(request)?.address || 'unknown'
}

/**
 * What every per-address limit counts a client under. One IPv6 subscriber gets a whole network (a /64, often
 * a /56 or /48) and can pick a new address for every request, so an IPv6 address counts as its network's
 * first `ipv6PrefixBits` bits (IPV6_LIMIT_PREFIX). An IPv4-mapped IPv6 address (::ffff:a.b.c.d) is that IPv4
 * address; IPv4 and anything unparsable count as given.
 */
export function limitKeyOf(address: string, ipv6PrefixBits: number): string {
  if (!address.includes(':')) return address
  const groups = ipv6Groups(address)
  if (!groups) return address
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.')
  }
  const masked = groups.map((g, i) => {
    const kept = Math.min(16, Math.max(0, ipv6PrefixBits - i * 16))
    return kept === 0 ? 0 : g & ((0xffff << (16 - kept)) & 0xffff)
  })
  return `${masked.map((g) => g.toString(16)).join(':')}/${ipv6PrefixBits}`
}

/** The eight 16-bit groups of an IPv6 address; null when it is none. WHATWG URL parsing canonicalises it first. */
function ipv6Groups(address: string): number[] | null {
  let host: string
  try {
    host = new URL(`http://[${address.replace(/%.*$/, '')}]/`).hostname // a zone (fe80::1%eth0) names no network
  } catch {
    return null
  }
  // Canonical now: lower-case hex groups, at most one "::", no dotted IPv4 tail.
  const [head = '', tail] = host.slice(1, -1).split('::')
  const front = head ? head.split(':') : []
  const back = tail ? tail.split(':') : []
  const groups = [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back].map((g) => parseInt(g, 16))
  return groups.length === 8 && groups.every((g) => g >= 0 && g <= 0xffff) ? groups : null
}
